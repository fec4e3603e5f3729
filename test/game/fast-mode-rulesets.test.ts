import { describe, expect, it } from 'vitest';
import { playSeeds } from '../helpers/modes.ts';

/*
 * Fast mode on the other rulesets' runtimes (Adventure and Duel on the shared runtime, Pocket on its own): the
 * same seed plays the same game in both modes (DESIGN.md, determinism).
 */
describe.each([
  ['adventure', 300],
  ['pocket', 300],
  ['pocket-meta', 50],
  ['duel', 300],
] as const)('%s: actor mode and fast mode', (ruleset, games) => {
  it(`play the same ${games} seeded games: identical event logs and final states`, () => {
    const actors = playSeeds(ruleset, 1, games, 'actors');
    const fast = playSeeds(ruleset, 1, games, 'fast');
    expect(fast).toEqual(actors);
  });
});
