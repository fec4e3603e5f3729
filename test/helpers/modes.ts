import { createHash } from 'node:crypto';
import { rulesetNamed, type RunOptions } from '../../scripts/lib/rulesets.ts';

/** A game's event log and final state, hashed: what the two modes must agree on. */
export interface Played { seed: number; log: string; state: string; decisions: number }

/**
 * Play seed after seed of a ruleset in one mode, with the log kept: the hash of each game's log and final state.
 * @example const fast = playSeeds('magic', 1, 300, 'fast');
 */
export function playSeeds(ruleset: string, from: number, count: number, mode: RunOptions['mode']): Played[] {
  const out: Played[] = [];
  for (let seed = from; seed < from + count; seed++) {
    const game = rulesetNamed(ruleset).randomGame(seed, { objectActors: true, keepLog: true, mode });
    game.start();
    game.run();
    const g = game as unknown as { core: { log: unknown[] } };
    const hash = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex');
    out.push({ seed, log: hash(g.core.log), state: hash(game.state), decisions: game.decisions });
    game.dispose();
  }
  return out;
}
