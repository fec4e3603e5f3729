/**
 * `simulate --workers N`: batches of seeds played on N worker threads (Piscina), their summaries handed back in seed
 * order, so the totals are the same as on one thread.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { WORKER_READY, type SimulateBatch } from './simulate-batch.ts';
import { bundleForWorkers } from './worker-bundle.ts';
import type { GameSummary } from './rulesets.ts';

/** Seeds per task: small enough to balance the threads, large enough that posting costs little. */
export const BATCH_SIZE = 20;

/** Worker threads ready to play batches of one ruleset's seeds. */
export interface SimulatePool {
  /** Seconds from the call to every thread having loaded its modules and the ruleset's cards. */
  readonly startSeconds: number;
  /** Play `seeds`; `done` hears each finished batch (for a progress bar). Resolves with the summaries in the order of `seeds`. */
  play(seeds: readonly number[], done?: (games: number) => void): Promise<GameSummary[]>;
  /** Stop the threads and delete the bundle. */
  close(): Promise<void>;
}

/**
 * Start `workers` threads for `base`'s ruleset and resolve once each has loaded its modules and the ruleset's cards,
 * as the main thread has before it plays on its own: `simulate` starts its clock after this, as it does after its
 * imports on one thread.
 * @example const pool = await startWorkers({ ruleset: 'magic', run: DEFAULT_RUN, replays: null }, 2); await pool.play([1, 2, 3]); await pool.close()
 */
export async function startWorkers(base: Omit<SimulateBatch, 'seeds'>, workers: number): Promise<SimulatePool> {
  const begun = performance.now();
  // The worker is this module's sibling with the same extension: .js once built; .ts from source, bundled into one
  // JavaScript file for the threads (worker-bundle.ts), or else loaded by tsx (the threads inherit its loader through
  // execArgv under `tsx`; elsewhere, as under vitest, it is added).
  const ext = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./simulate-worker${ext}`, import.meta.url);
  const bundle = ext === '.ts' ? await bundleForWorkers(entry) : null;
  const tsx = ext === '.ts' && !bundle && !process.execArgv.some((a) => a.includes('tsx')) ? ['--import', 'tsx'] : [];
  // V8's heap flags (`npm run simulate` passes --max-semi-space-size) are refused by worker threads: the young
  // generation is given as the threads' resource limit instead, and the flags are left out of theirs.
  const semi = process.execArgv.map((a) => /^--max-semi-space-size=(\d+)$/.exec(a)?.[1]).find((x) => x !== undefined);
  const pool = new Piscina({
    filename: bundle?.href ?? entry.href,
    minThreads: workers,
    maxThreads: workers,
    workerData: { ruleset: base.ruleset },
    // A bundled worker is plain JavaScript: tsx's loader is left out of its flags.
    execArgv: [...withoutV8Flags(bundle ? withoutTsx(process.execArgv) : process.execArgv), ...tsx],
    ...(semi ? { resourceLimits: { maxYoungGenerationSizeMb: Number(semi) * 3 } } : {}),
  });
  const close = async () => { await pool.destroy(); bundle?.remove(); };
  try {
    await new Promise<void>((resolve, reject) => {
      let ready = 0;
      const stop = () => { pool.off('message', heard); pool.off('error', failed); };
      const heard = (message: unknown) => { if (message === WORKER_READY && ++ready === workers) { stop(); resolve(); } };
      const failed = (e: unknown) => { stop(); reject(e instanceof Error ? e : new Error(String(e))); };
      pool.on('message', heard);
      pool.on('error', failed);
    });
  } catch (e) {
    await close();
    throw e;
  }
  const startSeconds = (performance.now() - begun) / 1000;
  return {
    startSeconds,
    async play(seeds, done) {
      const batches: number[][] = [];
      for (let i = 0; i < seeds.length; i += BATCH_SIZE) batches.push(seeds.slice(i, i + BATCH_SIZE));
      const results = await Promise.all(batches.map(async (batch) => {
        const out = (await pool.run({ ...base, seeds: batch } satisfies SimulateBatch)) as GameSummary[];
        done?.(out.length);
        return out;
      }));
      return results.flat();
    },
    close,
  };
}

/**
 * Play `seeds` on `workers` threads, started for the purpose and stopped after; `done` hears each finished batch.
 * Resolves with the summaries in the order of `seeds`.
 * @example await playOnWorkers({ ruleset: 'magic', run: DEFAULT_RUN, replays: null }, [1, 2, 3], 2)
 */
export async function playOnWorkers(base: Omit<SimulateBatch, 'seeds'>, seeds: readonly number[], workers: number, done?: (games: number) => void): Promise<GameSummary[]> {
  const pool = await startWorkers(base, workers);
  try {
    return await pool.play(seeds, done);
  } finally {
    await pool.close();
  }
}

/**
 * Node's flags without those V8 reads once for the whole process, which worker threads refuse in their own: the heap
 * sizes (the young generation goes to the threads as a resource limit), how the collector uses threads, and `gc`
 * exposed (`npm run bench` passes it; V8's flags hold for the threads' isolates as well).
 * @example withoutV8Flags(['--max-semi-space-size=32', '--single-threaded-gc', '--expose-gc', '--enable-source-maps']) // ['--enable-source-maps']
 */
export function withoutV8Flags(argv: readonly string[]): string[] {
  return argv.filter((a) => !/^--(max-(semi|old)-space-size=|single-threaded-gc$|expose[-_]gc$)/.test(a));
}

/**
 * Node's flags without tsx's loader: each `--require` or `--import` of one of tsx's modules, with its value.
 * @example withoutTsx(['--require', '/p/tsx/dist/preflight.cjs', '--import', 'file:///p/tsx/dist/loader.mjs', '--max-semi-space-size=32']) // ['--max-semi-space-size=32']
 */
export function withoutTsx(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if ((a === '--require' || a === '--import') && argv[i + 1]?.includes('tsx')) i++;
    else if (!/^--(require|import)=.*tsx/.test(a)) out.push(a);
  }
  return out;
}
