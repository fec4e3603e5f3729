/**
 * `npm run bench -- --workers N`: how much faster N worker threads play than one, in steady play. The threads of
 * `simulate --workers N` (simulate-pool.ts) are started and warmed up together, then rounds of the same seeded games
 * alternate between one thread (one batch at a time: one thread plays, the others wait) and all N (every thread
 * busy). On a shared host whose speed moves from minute to minute, the two halves of a round a second or two apart see
 * the same spell of it, so each round's ratio is steadier than two runs of `simulate` minutes apart; the figure is the
 * median of the rounds' ratios. The JIT is warm in both halves, and the threads' start is outside both.
 */
import { isDeepStrictEqual } from 'node:util';
import { BATCH_SIZE, startWorkers, type SimulatePool } from './simulate-pool.ts';
import type { GameSummary, RunOptions } from './rulesets.ts';

/** What is played: the ruleset, how, how many rounds of how many games, from which seed, after how long a warm-up. */
export interface WorkersBenchOptions { ruleset: string; run: RunOptions; workers: number; rounds: number; games: number; seed: number; warmupSeconds: number }

/** What the rounds measured. */
export interface WorkersBench {
  /** Each round's games/s on all the threads over its games/s on one (sorted). */
  ratios: number[];
  /** Games/s on one thread and on all of them, over every round. */
  oneGamesPerSecond: number;
  allGamesPerSecond: number;
  /** Every game of every round came out the same on one thread and on all of them (its whole summary: winner, turns, decisions, events). */
  sameGames: boolean;
  /** Seconds the threads took to start (their modules and the ruleset's cards loaded), before the warm-up. */
  startSeconds: number;
}

const seedsFrom = (first: number, n: number): number[] => Array.from({ length: n }, (_, i) => first + i);

/** `seeds` one batch at a time: one thread plays while the others wait. Its milliseconds and the summaries. */
async function onOne(pool: SimulatePool, seeds: readonly number[]): Promise<{ ms: number; games: GameSummary[] }> {
  const t0 = performance.now();
  const games: GameSummary[] = [];
  for (let i = 0; i < seeds.length; i += BATCH_SIZE) games.push(...await pool.play(seeds.slice(i, i + BATCH_SIZE)));
  return { ms: performance.now() - t0, games };
}

/** `seeds` on every thread at once (the pool's batches of BATCH_SIZE, as simulate plays them). */
async function onAll(pool: SimulatePool, seeds: readonly number[]): Promise<{ ms: number; games: GameSummary[] }> {
  const t0 = performance.now();
  const games = await pool.play(seeds);
  return { ms: performance.now() - t0, games };
}

/**
 * Start the threads, warm them all up for `warmupSeconds`, then play `rounds` rounds of the same `games` seeds on one
 * thread and on all of them, which goes first alternating from round to round; the threads are stopped after.
 * @example const r = await workersBench({ ruleset: 'magic', run: fast, workers: 2, rounds: 10, games: 1000, seed: 1, warmupSeconds: 10 });
 */
export async function workersBench(o: WorkersBenchOptions): Promise<WorkersBench> {
  const pool = await startWorkers({ ruleset: o.ruleset, run: o.run, replays: null }, o.workers);
  try {
    const until = performance.now() + o.warmupSeconds * 1000;
    const chunk = BATCH_SIZE * o.workers * 5;
    for (let first = o.seed + 1_000_000; performance.now() < until; first += chunk) await pool.play(seedsFrom(first, chunk));
    const seeds = seedsFrom(o.seed, o.games);
    const ratios: number[] = [];
    let oneMs = 0;
    let allMs = 0;
    let sameGames = true;
    for (let r = 0; r < o.rounds; r++) {
      let one: { ms: number; games: GameSummary[] };
      let all: { ms: number; games: GameSummary[] };
      if (r % 2 === 0) { one = await onOne(pool, seeds); all = await onAll(pool, seeds); }
      else { all = await onAll(pool, seeds); one = await onOne(pool, seeds); }
      ratios.push(one.ms / all.ms);
      oneMs += one.ms;
      allMs += all.ms;
      if (!isDeepStrictEqual(one.games, all.games)) sameGames = false;
    }
    const played = o.rounds * o.games;
    return { ratios: ratios.sort((a, b) => a - b), oneGamesPerSecond: played / (oneMs / 1000), allGamesPerSecond: played / (allMs / 1000), sameGames, startSeconds: pool.startSeconds };
  } finally {
    await pool.close();
  }
}
