/**
 * What comes out of Redis is outside input. A sim-worker fails a job whose payload is malformed, with the reason, and
 * goes on to the next job; the producer stops with one clear line when a job fails on a worker or a worker hands back
 * a malformed result, and takes the jobs of its run not yet started off the queue.
 */
import { Queue, QueueEvents, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUN } from '../../scripts/lib/rulesets.ts';
import { playBatch } from '../../scripts/lib/simulate-batch.ts';
import { parseQueueUrl, QUEUE_NAME } from '../../scripts/lib/simulate-queue-connection.ts';
import { startRedis, startScript, stop, type Started, type TestRedis } from './processes.ts';

const run = { ...DEFAULT_RUN, keepLog: false };
let redis: TestRedis;
let queue: Queue;
let events: QueueEvents;
const processes: Started[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const connection = parseQueueUrl(redis.url).options;
  queue = new Queue(QUEUE_NAME, { connection });
  events = new QueueEvents(QUEUE_NAME, { connection });
  await events.waitUntilReady();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => stop(p)));
  await events?.close();
  await queue?.close();
  await redis?.stop();
});

describe('a malformed job payload at a sim-worker', () => {
  it('fails that job, naming the field and what was expected; the worker lives on and plays the next job', async () => {
    const worker = startScript('scripts/sim-worker.ts', ['--queue', redis.url]);
    processes.push(worker);
    await worker.line(/waiting for jobs/);
    const cases: [unknown, RegExp][] = [
      [null, /malformed payload: payload: .*object/],
      ['magic 1-10', /malformed payload: payload: .*object/],
      [{ ruleset: 'magic', firstSeed: 1, games: 'ten', run }, /malformed payload: games: .*number/],
      [{ ruleset: 'chess', firstSeed: 1, games: 1, run }, /malformed payload: ruleset: .*"magic"/],
      [{ ruleset: 'magic', firstSeed: 1, games: 1e9, run }, /malformed payload: games: .*10000/],
      [{ ruleset: 'magic', firstSeed: 1, games: 1, run: { ...run, eval: 'process.exit()' } }, /malformed payload: run: .*"eval"/],
      [JSON.parse(`{"ruleset": "magic", "firstSeed": 1, "games": 1, "run": ${JSON.stringify(run)}, "__proto__": { "games": 2 } }`), /malformed payload: payload: .*"__proto__"/],
    ];
    for (const [i, [data, reason]] of cases.entries()) {
      const job = await queue.add('simulate', data as object, { jobId: `bad-${i}` });
      await expect(job.waitUntilFinished(events), JSON.stringify(data)).rejects.toThrow(reason);
      expect((await queue.getJob(`bad-${i}`))?.attemptsMade).toBe(1);
    }
    const good = await queue.add('simulate', { ruleset: 'magic', firstSeed: 7, games: 2, run }, { jobId: 'good' });
    expect(await good.waitUntilFinished(events)).toEqual(playBatch({ ruleset: 'magic', seeds: [7, 8], run, replays: null }));
    expect(worker.child.exitCode).toBeNull();
    expect(worker.stderr.filter((l) => / failed: job bad-\d: malformed payload: /.test(l))).toHaveLength(cases.length);
    await stop(worker, 'SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});

describe('the producer, when a worker fails', () => {
  const produce = () => startScript('scripts/simulate.ts', ['--queue', redis.url, '--games', '40', '--seed', '300', '--job-games', '10', '--json']);

  it('a job that fails on a worker: one line naming the job, its seeds and the reason; exit code 2; its other jobs removed', async () => {
    // A worker that fails the first job it takes and then stops taking any.
    const broken: Worker<unknown, unknown> = new Worker<unknown, unknown>(QUEUE_NAME, async (): Promise<unknown> => {
      void broken.close();
      throw new Error('out of memory in this test worker');
    }, { connection: parseQueueUrl(redis.url).options });
    const producer = produce();
    processes.push(producer);
    expect(await producer.exited).toBe(2);
    await broken.close();
    const message = producer.stderr.join('\n');
    expect(message).toMatch(/^simulate --queue: job sim-\w+-3\d0 \(magic seeds 3\d0–3\d9\) failed on a worker: out of memory in this test worker$/);
    expect(producer.stdout).toEqual([]);
    const runId = /job (sim-\w+)-/.exec(message)![1]!;
    const left = (await queue.getJobs(['wait', 'prioritized', 'delayed', 'active', 'completed', 'failed'])).filter((j) => j.id!.startsWith(`${runId}-`));
    expect(await Promise.all(left.map((j) => j.getState()))).toEqual(['failed']);
    expect(left[0]!.failedReason).toBe('out of memory in this test worker');
  });

  it('a worker that returns something other than the summaries of its seeds: the producer refuses the result, exit code 2', async () => {
    const liar = new Worker(QUEUE_NAME, async () => [{ seed: 1, winner: 'me' }], { connection: parseQueueUrl(redis.url).options });
    const producer = produce();
    processes.push(producer);
    try {
      expect(await producer.exited).toBe(2);
    } finally {
      await liar.close(true);
    }
    expect(producer.stderr.join('\n')).toMatch(/^simulate --queue: job sim-\w+-3\d0 \(magic seeds 3\d0–3\d9\): a worker returned a malformed result: .*0\.winner/);
    expect(producer.stderr.join('\n')).not.toMatch(/^\s+at /m);
  });
});
