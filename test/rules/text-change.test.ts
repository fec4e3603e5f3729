/**
 * Text-changing effects (CR 612) in general: which words they change (612.2), in layer 3 before the effects they change
 * apply (613.1c), granted abilities untouched (612.3), card names untouched (612.2), and the words offered as choices.
 */
import { describe, expect, it } from 'vitest';
import { changeWords } from '../../rules/magic/layers/text-change.ts';
import { O, position } from '../helpers/position.ts';

const swampToIsland = { words: 'land_type', from: 'Swamp', to: 'Island' } as const;
const blackToRed = { words: 'color', from: 'black', to: 'red' } as const;

describe('612.2: the words a text change replaces', () => {
  it('whole words, plurals and landwalk, keeping their case', () => {
    expect(changeWords('the number of Swamps they control', swampToIsland)).toBe('the number of Islands they control');
    expect(changeWords('swampwalk', swampToIsland)).toBe('islandwalk');
    expect(changeWords('count(swamp, event.active)', swampToIsland)).toBe('count(island, event.active)');
  });

  it('colour words used as colours, in snake_case keywords and after "non", but not inside other words', () => {
    expect(changeWords('protection_from_black', blackToRed)).toBe('protection_from_red');
    expect(changeWords('Destroy target nonartifact, nonblack creature.', blackToRed)).toBe('Destroy target nonartifact, nonred creature.');
    expect(changeWords('blackened', blackToRed)).toBe('blackened');
  });

  it('never a card name (CR 612.2)', () => {
    expect(changeWords('Black Knight deals 1 damage to each black creature.', blackToRed, 'Black Knight')).toBe('Black Knight deals 1 damage to each red creature.');
  });
});

describe('612.1, 613.1c: text changes on permanents', () => {
  it('the new creature type is never Wall, and the types the target uses are offered first', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Island'], hand: ['Artificial Evolution'] }, {}] });
    p.cast(0, 'Artificial Evolution', { targets: [O(p.id('Grizzly Bears'))] });
    p.resolve();
    const [from, to] = p.askedOf('mode');
    expect(from!.options[0]).toBe('Bear');
    expect(from!.options).toContain('Wall');
    expect(to!.options).not.toContain('Wall');
    expect(to!.options).not.toContain('Bear');
  });

  it('an ability granted by another effect is not text and is not changed (CR 612.3)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Island'], hand: ['Magical Hack'] }, {}] });
    const bears = p.id('Grizzly Bears');
    p.game.core.s.effects.push({ id: 900, timestamp: 900, source: bears, controller: 0, affected: [bears], mod: { grant: ['swampwalk'] }, duration: 'permanent' });
    p.game.core.touch();
    p.answer('mode', (c) => c.options.indexOf('Swamp'), (c) => c.options.indexOf('Island'));
    p.cast(0, 'Magical Hack', { targets: [O(bears)] });
    p.resolve();
    expect(p.chars(bears).keywords).toEqual(['swampwalk']);
  });
});
