/**
 * `simulate --workers N` (issue: parallel simulation): seeds are played in batches on worker threads and the totals
 * are the same as on one thread, seed for seed, because a game depends only on its seed (all randomness comes from
 * the game's seeded generator).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playBatch } from '../../scripts/lib/simulate-batch.ts';
import { playOnWorkers, startWorkers, withoutV8Flags } from '../../scripts/lib/simulate-pool.ts';
import { DEFAULT_RUN } from '../../scripts/lib/rulesets.ts';

// As `npm run simulate` runs it: with the V8 flags that worker threads refuse in their own (ERR_WORKER_INVALID_EXEC_ARGV).
const simulate = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--max-semi-space-size=32', '--single-threaded-gc', 'scripts/simulate.ts', '--json', '--no-progress', ...args], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const { seconds, gamesPerSecond, workers, startSeconds, ...rest } = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
  expect([typeof seconds, typeof gamesPerSecond, typeof workers]).toEqual(['number', 'number', 'number']);
  // The threads' start is timed apart from the games: none on one thread.
  if (workers === 1) expect(startSeconds).toBe(0);
  else expect(startSeconds).toBeGreaterThan(0);
  return rest;
};

describe('simulate on worker threads', () => {
  it('plays the same games on 2 workers as on one thread: every per-seed summary equal, in seed order', async () => {
    const seeds = Array.from({ length: 45 }, (_, i) => 100 + i);
    const base = { ruleset: 'magic', run: { ...DEFAULT_RUN, keepLog: false }, replays: null };
    const heard: number[] = [];
    const threaded = await playOnWorkers(base, seeds, 2, (n) => heard.push(n));
    expect(threaded).toEqual(playBatch({ ...base, seeds }));
    expect(threaded.map((g) => g.seed)).toEqual(seeds);
    expect(heard.reduce((a, b) => a + b, 0)).toBe(45);
  });

  it('starts the threads ready to play (modules and cards loaded) before any game, then plays batch after batch on them', async () => {
    const base = { ruleset: 'pocket', run: { ...DEFAULT_RUN, keepLog: false }, replays: null };
    const pool = await startWorkers(base, 2);
    try {
      expect(pool.startSeconds).toBeGreaterThan(0);
      expect(await pool.play([7, 8, 9])).toEqual(playBatch({ ...base, seeds: [7, 8, 9] }));
      expect(await pool.play([1, 2])).toEqual(playBatch({ ...base, seeds: [1, 2] }));
    } finally {
      await pool.close();
    }
  });

  it('gives the threads none of the V8 flags they refuse (heap sizes, the collector\'s threads, gc exposed)', () => {
    expect(withoutV8Flags(['--max-semi-space-size=32', '--single-threaded-gc', '--max-old-space-size=4096', '--enable-source-maps', '--expose-gc', '--expose_gc']))
      .toEqual(['--enable-source-maps']);
  });

  it('the command prints the same summary with --workers 2 as without, for Adventure and Pocket too', () => {
    for (const ruleset of ['adventure', 'pocket']) {
      expect(simulate('--ruleset', ruleset, '--games', '25', '--workers', '2')).toEqual(simulate('--ruleset', ruleset, '--games', '25'));
    }
  });

  it('refuses a worker count that is not a whole number from 1 to 64', () => {
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/simulate.ts', '--workers', '0'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/--workers/);
  });
});
