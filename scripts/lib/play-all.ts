/** Playing seeded random games to their end, counting what they did: what the bench times (bench.ts, against-build.ts). */
import type { Ruleset, RunOptions } from './rulesets.ts';

/**
 * Play the games of seeds `first`..`first + n - 1` of a ruleset to their end; their decisions and events in all. A
 * game that does not end is an error naming its seed.
 * @example const { decisions } = playAll(rulesetNamed('magic'), { mode: 'fast' }, 1, 20);
 */
export function playAll(ruleset: Ruleset, run: RunOptions, first: number, n: number): { decisions: number; events: number } {
  let decisions = 0;
  let events = 0;
  for (let i = 0; i < n; i++) {
    const g = ruleset.randomGame(first + i, run);
    g.start();
    g.run();
    if (!g.state.result) throw new Error(`bench: game with seed ${first + i} did not end`);
    decisions += g.decisions;
    events += g.state.eventCount;
    g.dispose();
  }
  return { decisions, events };
}
