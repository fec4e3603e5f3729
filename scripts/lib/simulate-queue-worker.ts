/**
 * The worker side of `simulate --queue` (`npm run sim-worker`): takes jobs from the BullMQ queue one at a time and
 * plays their seeds with the same playBatch as `simulate` and its worker threads, so a seed's result does not depend
 * on the machine that played it. A job whose worker dies is taken again by another once its lock expires (BullMQ's
 * stalled-job check); since a seed always plays the same game, the producer keeps one result per job.
 */
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Job } from 'bullmq';
import type { GameSummary } from './rulesets.ts';
import { playBatch } from './simulate-batch.ts';
import { QUEUE_NAME, type QueueTarget } from './simulate-queue-connection.ts';
import { jobSeeds, readJob } from './simulate-queue-jobs.ts';

/** How a worker holds its jobs; the defaults are BullMQ's. */
export interface SimWorkerOptions {
  /** How long a job stays locked to this worker without a renewal (renewed every half of it while it plays). */
  lockDurationMs: number;
  /** How often the worker looks for jobs whose lock expired (their worker died) and puts them back in the queue. */
  stalledIntervalMs: number;
  /** How many times a job may be taken back from a dead worker before it is failed. */
  maxStalled: number;
  /** One line per job started or done. */
  log: (line: string) => void;
  /** One line per job failed, and per error the worker survives (a lost connection, a lost lock). */
  warn: (line: string) => void;
}

/** BullMQ's defaults, and three stalls before a job fails. @example startSimWorker(target, { ...DEFAULT_WORKER_OPTIONS, log: console.log, warn: console.error }) */
export const DEFAULT_WORKER_OPTIONS: Omit<SimWorkerOptions, 'log' | 'warn'> = { lockDurationMs: 30_000, stalledIntervalMs: 30_000, maxStalled: 3 };

/** A running worker: stop it with close() (waits for the job it is playing) or close(true) (at once). */
export interface SimWorker {
  close(force?: boolean): Promise<void>;
}

/** Play one job's seeds, returning to the event loop between games so that the job's lock keeps being renewed. */
async function playJob(job: Job, log: (line: string) => void): Promise<GameSummary[]> {
  const read = readJob(job.data);
  // A malformed payload fails its job for good (no retry would fix it); the worker goes on with the next one.
  if ('error' in read) throw new UnrecoverableError(`job ${job.id}: malformed payload: ${read.error}`);
  const { ruleset, run } = read.job;
  const seeds = jobSeeds(read.job);
  log(`job ${job.id} started: ${ruleset} seeds ${seeds[0]}–${seeds.at(-1)}`);
  const games: GameSummary[] = [];
  for (const seed of seeds) {
    games.push(...playBatch({ ruleset, seeds: [seed], run, replays: null }));
    await yieldToEvents();
  }
  return games;
}

/**
 * Start a worker on the queue at `target`; it runs until closed.
 * @example const w = startSimWorker(parseQueueUrl('redis://localhost:6379'), { ...DEFAULT_WORKER_OPTIONS, log: console.log, warn: console.error })
 */
export function startSimWorker(target: QueueTarget, options: SimWorkerOptions): SimWorker {
  const { log, warn } = options;
  const worker = new Worker(QUEUE_NAME, (job) => playJob(job, log), {
    connection: target.options,
    concurrency: 1,
    lockDuration: options.lockDurationMs,
    stalledInterval: options.stalledIntervalMs,
    maxStalledCount: options.maxStalled,
  });
  const started = new Map<string, number>();
  worker.on('active', (job) => { started.set(String(job.id), performance.now()); });
  worker.on('completed', (job) => {
    const ms = performance.now() - (started.get(String(job.id)) ?? performance.now());
    started.delete(String(job.id));
    log(`job ${job.id} done: ${Array.isArray(job.returnvalue) ? job.returnvalue.length : 0} games in ${(ms / 1000).toFixed(1)} s`);
  });
  worker.on('failed', (job, err) => {
    if (job) started.delete(String(job.id));
    warn(`job ${job?.id ?? '?'} failed: ${err.message}`);
  });
  // Connection losses and lost locks are reported and survived: BullMQ reconnects and the job goes to another worker.
  worker.on('error', (err) => warn(`error: ${err.message}`));
  return { close: (force = false) => worker.close(force) };
}
