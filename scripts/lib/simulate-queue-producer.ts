/**
 * `simulate --queue redis://HOST:PORT`: the producer. It splits the seeds into jobs on the BullMQ queue, hears each
 * job's result as a worker (`npm run sim-worker`, on any machine) finishes it, keeps one result per job, and hands
 * back the summaries in seed order, so the totals are those of a local run of the same seeds.
 */
import { randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents } from 'bullmq';
import type { GameSummary } from './rulesets.ts';
import type { SimulateBatch } from './simulate-batch.ts';
import { checkReachable, QUEUE_NAME, QueueError, type QueueTarget } from './simulate-queue-connection.ts';
import { readResult, splitSeeds, type SimulateJob } from './simulate-queue-jobs.ts';

/** With no result heard for this long, the producer reads its unfinished jobs from Redis itself. */
const SWEEP_MS = 5000;

/** How long finished jobs stay in Redis: a producer that missed an event still finds the result there. */
const KEEP_COMPLETED_S = 3600;
const KEEP_FAILED_S = 24 * 3600;

function seedRange(job: SimulateJob): string {
  return `${job.ruleset} seeds ${job.firstSeed}–${job.firstSeed + job.games - 1}`;
}

/**
 * Play `seeds` (consecutive) on the queue at `target` in jobs of `jobGames` seeds; `done` hears each finished job's
 * number of games (for a progress bar). Resolves with the summaries in the order of `seeds`, one per seed however many
 * times a job was played; rejects with a QueueError when Redis cannot be reached, a job fails on a worker, or a
 * worker returns a malformed result. The jobs of this run not yet taken are removed from the queue when it fails.
 * @example await playOnQueue(parseQueueUrl('redis://localhost:6379'), { ruleset: 'magic', run: DEFAULT_RUN, replays: null }, [1, 2, 3], 50)
 */
export async function playOnQueue(target: QueueTarget, base: Omit<SimulateBatch, 'seeds'>, seeds: number[], jobGames: number, done?: (games: number) => void): Promise<GameSummary[]> {
  if (base.replays !== null) throw new QueueError('--replays writes each game where it is played; it does not go with --queue');
  if (seeds.some((s, i) => s !== seeds[0]! + i)) throw new QueueError('--queue plays consecutive seeds only');
  if (seeds.length === 0) return [];
  await checkReachable(target);

  const run = `sim-${randomUUID().slice(0, 8)}`;
  const jobs = new Map(splitSeeds(base.ruleset, seeds[0]!, seeds.length, jobGames, base.run).map((j) => [`${run}-${j.firstSeed}`, j]));
  const results = new Map<string, GameSummary[]>();
  const queue = new Queue<SimulateJob, GameSummary[]>(QUEUE_NAME, { connection: target.options });
  const events = new QueueEvents(QUEUE_NAME, { connection: target.options });
  // Lost connections are retried by BullMQ; the sweep below catches up on whatever was missed meanwhile.
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  const jobOptions = (id: string) => ({ jobId: id, removeOnComplete: { age: KEEP_COMPLETED_S }, removeOnFail: { age: KEEP_FAILED_S } });

  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const finished = new Promise<void>((resolve, reject) => { settle = { resolve, reject }; });
  finished.catch(() => undefined); // awaited below; a rejection that comes first is not unhandled
  let lastHeard = performance.now();
  const take = (id: string, value: unknown) => {
    const job = jobs.get(id);
    if (!job || results.has(id)) return;
    lastHeard = performance.now();
    const read = readResult(job, value);
    if ('error' in read) return settle!.reject(new QueueError(`job ${id} (${seedRange(job)}): a worker returned a malformed result: ${read.error}`));
    results.set(id, read.games);
    done?.(read.games.length);
    if (results.size === jobs.size) settle!.resolve();
  };
  const fail = (id: string, reason: string) => {
    const job = jobs.get(id);
    if (job && !results.has(id)) settle!.reject(new QueueError(`job ${id} (${seedRange(job)}) failed on a worker: ${reason}`));
  };
  events.on('completed', ({ jobId, returnvalue }) => take(jobId, returnvalue as unknown));
  events.on('failed', ({ jobId, failedReason }) => fail(jobId, failedReason));
  const sweep = async () => {
    const pending = [...jobs.keys()].filter((id) => !results.has(id));
    for (let i = 0; i < pending.length; i += 100) {
      await Promise.all(pending.slice(i, i + 100).map(async (id) => {
        const job = await Job.fromId<SimulateJob, GameSummary[]>(queue, id);
        if (!job) await queue.add('simulate', jobs.get(id)!, jobOptions(id)); // Redis lost it (restarted, flushed): again.
        else if (job.finishedOn && job.failedReason) fail(id, job.failedReason);
        else if (job.finishedOn) take(id, job.returnvalue);
      }));
    }
  };
  const sweeper = setInterval(() => {
    if (performance.now() - lastHeard >= SWEEP_MS) { lastHeard = performance.now(); sweep().catch(() => undefined); }
  }, SWEEP_MS);
  const interrupt = () => settle!.reject(new QueueError('interrupted'));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const added = (async () => {
    await events.waitUntilReady();
    const all = [...jobs].map(([id, data]) => ({ name: 'simulate', data, opts: jobOptions(id) }));
    for (let i = 0; i < all.length; i += 500) await queue.addBulk(all.slice(i, i + 500));
  })();
  added.catch(() => undefined); // raced with an interruption below
  try {
    await Promise.race([added, finished]);
    await finished;
    return [...jobs.keys()].flatMap((id) => results.get(id)!);
  } catch (e) {
    // Leave nothing of a failed run for the workers: its jobs not yet taken go (a job being played cannot be removed;
    // a failed one stays, for a look at its reason).
    await Promise.all([...jobs.keys()].filter((id) => !results.has(id)).map(async (id) => {
      if (['waiting', 'prioritized', 'delayed'].includes(await queue.getJobState(id))) await queue.remove(id);
    }).map((p) => p.catch(() => undefined)));
    throw e;
  } finally {
    clearInterval(sweeper);
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await Promise.all([events.close(), queue.close()]).catch(() => undefined);
  }
}
