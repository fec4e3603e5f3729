/**
 * A batch of simulated games: the seeds given, played one after another, each summarised. The same function runs on
 * the main thread and on simulate's worker threads (simulate-worker.ts), so a game's result depends only on its
 * seed, never on which thread played it.
 */
import { recordRandomGame, type ReplayGame } from './replay/index.ts';
import { playRandomGame, rulesetNamed, type GameSummary, type PlayableGame, type RunOptions } from './rulesets.ts';

/** What a worker thread posts once its modules and the ruleset's cards are loaded (simulate-worker.ts, simulate-pool.ts). */
export const WORKER_READY = 'hyperdraft-simulate-worker-ready';

/** What a batch is: plain data, so that it can be posted to a worker thread. */
export interface SimulateBatch {
  ruleset: string;
  seeds: number[];
  run: RunOptions;
  /** Write each game as a replay file into this folder (simulate --replays). */
  replays: string | null;
}

/**
 * Play the batch's seeds in order and return their summaries in the same order.
 * @example playBatch({ ruleset: 'magic', seeds: [1, 2, 3], run: DEFAULT_RUN, replays: null }).map((g) => g.winner)
 */
export function playBatch(batch: SimulateBatch): GameSummary[] {
  const ruleset = rulesetNamed(batch.ruleset);
  return batch.seeds.map((seed) => {
    if (!batch.replays) return playRandomGame(ruleset, seed, batch.run);
    // simulate --check on a recorded game: the ruleset's invariants after every decision; the first break stops.
    const check = batch.run.check && ruleset.invariants ? (game: ReplayGame) => {
      const broken = ruleset.invariants!(game as unknown as PlayableGame);
      if (broken.length) throw new Error(`${ruleset.name} seed ${seed}, turn ${game.state.turn} ${game.state.step}: ${broken.join('; ')}`);
    } : undefined;
    return recordRandomGame(ruleset.name, seed, batch.run, batch.replays, check);
  });
}
