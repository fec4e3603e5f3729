import { describe, expect, it } from 'vitest';
import { costColors, manaValue, parseManaCost, type ManaCost } from '../../rules/cards/index.ts';

const cost = (text: string) => parseManaCost(text) as ManaCost;

describe('parseManaCost', () => {
  it('reads a single coloured pip', () => {
    expect(parseManaCost('{R}')).toEqual({ generic: 0, pips: ['R'], hybrid: [], x: 0, text: '{R}' });
  });

  it('reads generic, coloured, colourless, X and hybrid symbols together', () => {
    expect(parseManaCost('{X}{2}{C}{W/U}{B}')).toEqual({ generic: 2, pips: ['C', 'B'], hybrid: [['W', 'U']], x: 1, text: '{X}{2}{C}{W/U}{B}' });
  });

  it('adds up multi-digit generic mana', () => {
    expect(cost('{12}').generic).toBe(12);
  });

  it('rejects symbols that are not mana, naming them and the fix', () => {
    expect(parseManaCost('{Q}')).toBe('"{Q}" is not a mana symbol (use {W} {U} {B} {R} {G} {C}, a number like {3}, {X}, or a hybrid like {W/U})');
    expect(parseManaCost('{r}')).toBe('"{r}" is not a mana symbol (mana symbols are upper case: "{R}")');
    expect(parseManaCost('{W/W}')).toMatch(/not a mana symbol/);
  });

  it('rejects text outside braces and empty costs', () => {
    expect(parseManaCost('2R')).toBe('"2R" is outside braces; write each symbol in braces, e.g. "{2}{R}"');
    expect(parseManaCost('')).toMatch(/empty/);
  });
});

describe('manaValue and costColors', () => {
  it('counts hybrid as one and X as zero (CR 202.3)', () => {
    expect(manaValue(cost('{1}{G/W}{G/W}'))).toBe(3);
    expect(manaValue(cost('{X}{R}'))).toBe(1);
    expect(manaValue(null)).toBe(0);
  });

  it('takes colours from pips and hybrid symbols in WUBRG order (CR 202.2)', () => {
    expect(costColors(cost('{1}{B/G}{B/G}'))).toEqual(['black', 'green']);
    expect(costColors(cost('{R}{W}'))).toEqual(['white', 'red']);
    expect(costColors(cost('{5}'))).toEqual([]);
  });
});
