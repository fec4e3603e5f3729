import { describe, expect, it } from 'vitest';
import { playSeeds } from '../helpers/modes.ts';

/*
 * Fast mode (docs/fast-mode.md) runs the same machine definitions compiled to tables: the same seed must play the
 * same game as in actor mode, event for event, to the same final state (Hyperdraft's determinism, DESIGN.md).
 */
describe.each([
  ['magic', 300],
  ['magic-full-pool', 40],
  ['magic-3-players', 20],
  ['magic-4-players', 10],
] as const)('%s: actor mode and fast mode', (ruleset, games) => {
  it(`play the same ${games} seeded games: identical event logs and final states`, () => {
    const actors = playSeeds(ruleset, 1, games, 'actors');
    const fast = playSeeds(ruleset, 1, games, 'fast');
    expect(fast).toEqual(actors);
    expect(actors.every((g) => g.decisions > 0)).toBe(true);
  });
});
