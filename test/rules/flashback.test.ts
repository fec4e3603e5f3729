/**
 * Flashback (CR 702.34) in general, not through one card: a card in its owner's graveyard is cast for its flashback
 * cost (an alternative cost, 118.9), legal actions offer that cast to bots, and it is exiled instead of going anywhere
 * else when it leaves the stack.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../rules/cards/index.ts';
import { legalActions } from '../../rules/index.ts';
import { onlyPass } from '../../rules/magic/actions/only-pass.ts';
import { manaReach } from '../../rules/magic/actions/mana-reach.ts';
import { sorceryTiming } from '../../rules/magic/actions/timing.ts';
import { P, position } from '../helpers/position.ts';

const flashbackShock = parseCard(`
name: Echo Shock
cost: "{R}"
type: Instant
text: Echo Shock deals 2 damage to any target. Flashback {1}{R}
spell:
  flashback: "{1}{R}"
  targets: [any]
  effects: [{ damage: 2, to: target }]
`, 'test/rules/echo-shock.yaml');

describe('702.34: flashback', () => {
  it('legal actions offer the flashback cast from the graveyard, with its targets', () => {
    const p = position({ extraCards: [flashbackShock], players: [{ battlefield: ['Mountain', 'Mountain'], graveyard: ['Echo Shock'] }, {}] });
    const card = p.id('Echo Shock');
    const offered = legalActions(p.game.core, 0).filter((a) => a.type === 'cast' && a.card === card);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => a.type === 'cast' && a.altCost === 'Flashback')).toBe(true);
    expect(offered).toContainEqual({ type: 'cast', player: 0, card, targets: [P(1)], altCost: 'Flashback' });
  });

  it('no flashback cast is offered without the mana for the flashback cost, nor for a card without flashback', () => {
    const p = position({ extraCards: [flashbackShock], players: [{ battlefield: ['Mountain'], graveyard: ['Echo Shock', 'Lightning Bolt'] }, {}] });
    expect(legalActions(p.game.core, 0).filter((a) => a.type === 'cast')).toEqual([]);
  });

  it('a card whose flashback cost is in reach keeps the only-pass check from answering; its cost out of reach, or no flashback, does not', () => {
    const check = (lands: string[], graveyard: string[]) => {
      const p = position({ extraCards: [flashbackShock], players: [{ battlefield: lands, graveyard }, {}] });
      return onlyPass(p.core, 0, sorceryTiming(p.core, 0), () => manaReach(p.core, 0));
    };
    expect(check(['Mountain', 'Mountain'], ['Lightning Bolt', 'Echo Shock'])).toBe(false);
    expect(check(['Mountain'], ['Lightning Bolt', 'Echo Shock'])).toBe(true);
    expect(check(['Mountain', 'Mountain'], ['Lightning Bolt'])).toBe(true);
  });

  it('the flashback cast pays the flashback cost and exiles the card as it resolves', () => {
    const p = position({ extraCards: [flashbackShock], players: [{ battlefield: ['Mountain', 'Mountain'], graveyard: ['Echo Shock'] }, {}] });
    p.submit({ type: 'cast', player: 0, card: p.id('Echo Shock'), targets: [P(1)], altCost: 'Flashback {1}{R}' });
    expect(p.s.battlefield.every((id) => p.obj(id).tapped)).toBe(true);
    p.resolve();
    expect(p.life(1)).toBe(18);
    expect(p.zoneOf('Echo Shock')).toBe('exile');
  });

  it('cast from hand, the same card goes to the graveyard as usual', () => {
    const p = position({ extraCards: [flashbackShock], players: [{ battlefield: ['Mountain'], hand: ['Echo Shock'] }, {}] });
    p.cast(0, 'Echo Shock', { targets: [P(1)] });
    p.resolve();
    expect(p.zoneOf('Echo Shock')).toBe('graveyard');
  });
});
