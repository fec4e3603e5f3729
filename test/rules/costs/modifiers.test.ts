/**
 * Cost increases and reductions (CR 601.2f), X (107.3) and convoke (702.51) in the total cost, and in what the
 * legal-action listing offers. Checklist: none, one, several stacked, order (increases first), floor at {0},
 * coloured part untouched, offered to a bot.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, legalActions } from '../../../rules/index.ts';
import { parseManaCost } from '../../../rules/cards/index.ts';
import type { PlayerAction } from '../../../rules/index.ts';
import type { ManaCost } from '../../../rules/cards/types.ts';
import { applyCostModifiers, spellCostModifiers, spellTotalCost } from '../../../rules/magic/costs/index.ts';
import { P, position } from '../../helpers/position.ts';

const cost = (text: string) => parseManaCost(text) as ManaCost;
const casts = (actions: PlayerAction[], card: number) => actions.filter((a): a is Extract<PlayerAction, { type: 'cast' }> => a.type === 'cast' && a.card === card);

describe('601.2f: total cost', () => {
  it('with no modifier the total cost is the mana cost, X counted as generic mana', () => {
    const p = position({ players: [{ hand: ['Fireball'] }, {}] });
    expect(spellTotalCost(p.core, cost('{X}{R}'), { player: 0, card: p.id('Fireball'), x: 3, targets: 1 }).text).toBe('{3}{R}');
  });

  it('increases apply before reductions: {0} + 1 − 1 is {0}, not {1}', () => {
    const increase = { source: 1, amount: 1, stage: 'increase' as const };
    const reduction = { source: 2, amount: 1, stage: 'reduction' as const };
    expect(applyCostModifiers(cost('{0}'), [increase, reduction]).text).toBe('{0}');
    expect(applyCostModifiers(cost('{0}'), [reduction, increase]).text).toBe('{1}');   // why the order matters
    const p = position({ players: [{ battlefield: ['Helm of Awakening', 'Sphere of Resistance'], hand: ['Ornithopter'] }, {}] });
    const found = spellCostModifiers(p.core, { player: 0, card: p.id('Ornithopter'), x: 0, targets: 0 });
    expect(found.map((m) => m.stage)).toEqual(['increase', 'reduction']);
    expect(spellTotalCost(p.core, cost('{0}'), { player: 0, card: p.id('Ornithopter'), x: 0, targets: 0 }).text).toBe('{0}');
  });

  it('a reduction never goes below {0} and never touches coloured or hybrid mana', () => {
    expect(applyCostModifiers(cost('{1}{G}{G}'), [{ source: 1, amount: 5, stage: 'own_reduction' }]).text).toBe('{G}{G}');
    expect(applyCostModifiers(cost('{2}{W/U}'), [{ source: 1, amount: 1, stage: 'reduction' }]).text).toBe('{1}{W/U}');
  });

  it('Sphere, Thalia and Helm stack on a noncreature spell: {R} becomes {1}{R}; a creature spell only +1 −1', () => {
    const p = position({ players: [{ battlefield: ['Sphere of Resistance', 'Thalia, Guardian of Thraben', 'Helm of Awakening'], hand: ['Lightning Bolt', 'Grizzly Bears'] }, {}] });
    expect(spellTotalCost(p.core, cost('{R}'), { player: 0, card: p.id('Lightning Bolt'), x: 0, targets: 1 }).text).toBe('{1}{R}');
    expect(spellTotalCost(p.core, cost('{1}{G}'), { player: 0, card: p.id('Grizzly Bears'), x: 0, targets: 0 }).text).toBe('{1}{G}');
  });

  it('affinity counts the caster\'s artifacts; Fireball counts its targets beyond the first', () => {
    const p = position({ players: [{ battlefield: ['Ornithopter', 'Ornithopter', 'Helm of Awakening'], hand: ['Frogmite', 'Fireball'] }, { battlefield: ['Ornithopter'] }] });
    expect(spellTotalCost(p.core, cost('{4}'), { player: 0, card: p.id('Frogmite'), x: 0, targets: 0 }).text).toBe('{0}');
    expect(spellTotalCost(p.core, cost('{X}{R}'), { player: 0, card: p.id('Fireball'), x: 4, targets: 3 }).text).toBe('{5}{R}');
  });

  it('a creature that loses its abilities stops modifying costs (Thalia under Humility: the tax is a static ability, 613.1f)', () => {
    const p = position({ players: [{ battlefield: ['Thalia, Guardian of Thraben', 'Humility'], hand: ['Lightning Bolt'] }, {}] });
    expect(characteristics(p.core, p.id('Thalia, Guardian of Thraben'))!.abilities).toHaveLength(0);
    expect(spellTotalCost(p.core, cost('{R}'), { player: 0, card: p.id('Lightning Bolt'), x: 0, targets: 1 }).text).toBe('{R}');
  });
});

describe('legal actions offer what the modified cost allows', () => {
  it('affinity: a bot can cast Frogmite for {0} with four artifacts and no land', () => {
    const p = position({ players: [{ battlefield: ['Ornithopter', 'Ornithopter', 'Ornithopter', 'Ornithopter'], hand: ['Frogmite'] }, {}] });
    const offered = casts(legalActions(p.core, 0), p.id('Frogmite'));
    expect(offered).toHaveLength(1);
    p.submit(offered[0]!).resolveAll();
    expect(p.zoneOf('Frogmite')).toBe('battlefield');
  });

  it('a reduction makes a spell castable that its mana cost alone would not be (Helm: Grizzly Bears for {G})', () => {
    const p = position({ players: [{ battlefield: ['Helm of Awakening', 'Forest'], hand: ['Grizzly Bears'] }, {}] });
    expect(casts(legalActions(p.core, 0), p.id('Grizzly Bears'))).toHaveLength(1);
  });

  it('an increase takes a spell out of the listing (Sphere: Lightning Bolt with one Mountain)', () => {
    const p = position({ players: [{ battlefield: ['Sphere of Resistance', 'Mountain'], hand: ['Lightning Bolt'] }, {}] });
    expect(casts(legalActions(p.core, 0), p.id('Lightning Bolt'))).toEqual([]);
  });

  it('107.3: X spells are offered with the largest payable X and half of it', () => {
    const p = position({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Stroke of Genius'] }, {}] });
    const xs = casts(legalActions(p.core, 0), p.id('Stroke of Genius')).filter((a) => a.targets?.[0]?.id === 0 && a.targets[0].kind === 'player').map((a) => a.x);
    expect(xs).toEqual([4, 2]);
  });

  it('107.3 and 601.2f: Fireball\'s largest X shrinks by one per extra target', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fireball'] }, { battlefield: ['Grizzly Bears'] }] });
    const offered = casts(legalActions(p.core, 0), p.id('Fireball'));
    const best = (n: number) => Math.max(...offered.filter((a) => a.targets?.length === n).map((a) => a.x ?? 0));
    expect(best(1)).toBe(4);
    expect(best(2)).toBe(3);
  });

  it('107.3: X = 0 is offered when nothing more can be paid', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Earthquake'] }, {}] });
    expect(casts(legalActions(p.core, 0), p.id('Earthquake')).map((a) => a.x)).toEqual([0]);
  });

  it('702.51: convoke — Chord of Calling is offered with creatures paying, and a bot\'s cast taps them', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Grizzly Bears', 'Grizzly Bears'], hand: ['Chord of Calling'], library: ['Llanowar Elves', 'Island'] }, {}] });
    const offered = casts(legalActions(p.core, 0), p.id('Chord of Calling'));
    expect(offered.map((a) => a.x)).toEqual([0]);
    p.submit(offered[0]!);
    expect(p.ids('Grizzly Bears').every((id) => p.obj(id).tapped)).toBe(true);
    p.resolveAll();
    expect(p.zoneOf('Llanowar Elves')).toBe('library');
  });

  it('107.3: a huge X is paid from a big pool (no recursion per mana), and refused at once when nothing could pay it', () => {
    const rich = position({ players: [{ hand: ['Fireball'], pool: '{R}'.repeat(10_001) }, {}] });
    rich.cast(0, 'Fireball', { x: 10_000, targets: [P(1)] });
    expect(rich.s.players[0]!.pool.R).toBe(0);
    const poor = position({ players: [{ battlefield: ['Mountain'], hand: ['Fireball'] }, {}] });
    expect(() => poor.cast(0, 'Fireball', { x: 10_000, targets: [P(1)] })).toThrow(/can't pay/);
  });

  it('202.3e: on the stack an X spell\'s mana value counts X; in the hand X is 0', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fireball'] }, {}] });
    expect(characteristics(p.core, p.id('Fireball'))!.manaValue).toBe(1);
    p.cast(0, 'Fireball', { x: 3, targets: [P(1)] });
    expect(characteristics(p.core, p.s.stack[0]!.id)!.manaValue).toBe(4);
  });
});
