/**
 * Random picks (CR 706) and coin flips (CR 705): from the game's seeded generator, the same for the same seed, unless
 * a hook forces the result; Krark's Thumb's replacement (CR 614.1a) doubles its controller's coins.
 */
import { describe, expect, it } from 'vitest';
import { GameCore, createGameState, flipCoin, magicRules, pickAtRandom, randomIndex } from '../../rules/index.ts';
import type { Choice } from '../../rules/index.ts';
import { builtInMagic, position } from '../game/helpers.ts';

const core = (seed: number) => new GameCore(createGameState({ seed, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] }), { cards: builtInMagic().pool, ruleset: magicRules });

describe('random picks', () => {
  it('come from the seeded generator: the same seed gives the same picks, and the generator advances', () => {
    const picks = (seed: number) => { const c = core(seed); return Array.from({ length: 20 }, () => randomIndex(c, { kind: 'number', labels: ['1', '2', '3', '4', '5', '6'] })); };
    expect(picks(7)).toEqual(picks(7));
    expect(new Set(picks(7)).size).toBeGreaterThan(1);
    const c = core(7);
    const before = [...c.s.rng];
    randomIndex(c, { kind: 'coin', labels: ['heads', 'tails'] });
    expect(c.s.rng).not.toEqual(before);
  });

  it('a hook forces the result before the generator is drawn from; an answer out of range is ignored', () => {
    const c = core(3);
    const before = [...c.s.rng];
    c.forcedRandom = (p) => (p.kind === 'card' ? p.labels.indexOf('Shock') : undefined);
    expect(randomIndex(c, { kind: 'card', labels: ['Forest', 'Shock', 'Island'] })).toBe(1);
    expect(c.s.rng).toEqual(before);
    c.forcedRandom = () => 9;
    expect(randomIndex(c, { kind: 'card', labels: ['Forest', 'Shock'] })).toBeLessThan(2);
  });

  it('pickAtRandom picks different items, no more than there are', () => {
    const c = core(5);
    const got = pickAtRandom(c, [10, 11, 12, 13], 3, String);
    expect(new Set(got).size).toBe(3);
    expect(pickAtRandom(c, [1, 2], 5, String).sort()).toEqual([1, 2]);
  });
});

describe('coin flips', () => {
  it('flip one coin without Krark\'s Thumb, two with it (its controller keeps the one they choose)', () => {
    const asked: Choice[] = [];
    const { game } = position({ step: 'precombat_main', players: [{ battlefield: ["Krark's Thumb"] }, {}] });
    game.core.decider = (c) => { asked.push(c); return 1; };
    const flips: string[] = [];
    const forced = ['heads', 'tails', 'tails'];
    game.core.forcedRandom = (p) => { flips.push(p.kind); return p.labels.indexOf(forced.shift()!); };
    expect(flipCoin(game.core, 0)).toBe('tails');   // flipped heads and tails, kept the second option (tails)
    expect(asked.map((c) => c.kind === 'mode' && c.options)).toEqual([['heads', 'tails']]);
    expect(flipCoin(game.core, 1)).toBe('tails');   // B has no Thumb: one coin
    expect(flips).toEqual(['coin', 'coin', 'coin']);
  });
});
