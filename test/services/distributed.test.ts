/**
 * `simulate --queue` (issue 13, part 5): one producer and two sim-worker processes on a redis-server of the test's
 * own. One worker is killed (SIGKILL) in the middle of a job; BullMQ's stalled-job check gives that job to the other
 * worker once its lock expires, every seed is played and counted exactly once, and the producer prints the summary
 * of a local run of the same seeds.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesetNamed, type GameSummary } from '../../scripts/lib/rulesets.ts';
import { playBatch } from '../../scripts/lib/simulate-batch.ts';
import { parseQueueUrl, QUEUE_NAME } from '../../scripts/lib/simulate-queue-connection.ts';
import type { SimulateJob } from '../../scripts/lib/simulate-queue-jobs.ts';
import { startRedis, startScript, stop, type Started, type TestRedis } from './processes.ts';

const GAMES = 240;
const FIRST_SEED = 5001;
const JOB_GAMES = 30;
const seeds = Array.from({ length: GAMES }, (_, i) => FIRST_SEED + i);
// Short locks, so that the dead worker's job comes back soon; many stalls allowed, so that a worker too busy to renew
// its lock on a loaded machine only costs a replay of its job (the same games), never a failed run.
const workerArgs = (url: string) => ['--queue', url, '--lock-ms', '2000', '--stalled-ms', '1000', '--max-stalled', '100'];

/** What `simulate --json` prints for these seeds, computed here from a local run in this process. */
function localSummary(games: GameSummary[]) {
  const names = rulesetNamed('magic').deckNames();
  const sum = (f: (g: GameSummary) => number) => games.reduce((n, g) => n + f(g), 0);
  return {
    ruleset: 'magic',
    games: games.length,
    firstSeed: FIRST_SEED,
    wins: Object.fromEntries(names.map((n, i) => [n, games.filter((g) => g.winner === i).length])),
    draws: games.filter((g) => g.winner === null && g.draw).length,
    unfinished: games.filter((g) => g.winner === null && !g.draw).length,
    averageTurns: sum((g) => g.turns) / games.length,
    averageDecisions: sum((g) => g.decisions) / games.length,
    invariantsChecked: false,
  };
}

let redis: TestRedis;
const processes: Started[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => stop(p)));
  await redis?.stop();
});

describe('simulate --queue with sim-workers', () => {
  it('a worker killed in the middle of a job: the other takes the job again; every seed counted once; the summary of a local run', async () => {
    const a = startScript('scripts/sim-worker.ts', workerArgs(redis.url));
    const b = startScript('scripts/sim-worker.ts', workerArgs(redis.url));
    processes.push(a, b);
    await Promise.all([a.line(/waiting for jobs/), b.line(/waiting for jobs/)]);

    const producer = startScript('scripts/simulate.ts', ['--queue', redis.url, '--games', String(GAMES), '--seed', String(FIRST_SEED), '--job-games', String(JOB_GAMES), '--json']);
    processes.push(producer);
    // Worker A finishes a job, starts its second and dies in it (the line comes as the job starts: a job of thirty games
    // takes far longer than a signal).
    const secondJob = await Promise.race([
      a.line(/job \S+ started/, 2),
      producer.exited.then(() => { throw new Error(`the producer finished before worker A started a second job; A wrote:\n${a.stdout.join('\n')}`); }),
    ]);
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    const killedJob = /job (\S+) started/.exec(secondJob)?.[1];
    expect(killedJob, a.stdout.join('\n')).toBeDefined();

    expect(await producer.exited, producer.stderr.join('\n')).toBe(0);
    const queued = JSON.parse(producer.stdout.at(-1)!) as Record<string, unknown>;
    const queue = new Queue<SimulateJob, GameSummary[]>(QUEUE_NAME, { connection: parseQueueUrl(redis.url).options });
    try {
      const completed = await queue.getJobs(['completed']);
      // The local run plays with the options the producer sent (simulate's defaults: no event log, no checks).
      const sent = completed[0]!.data.run;
      expect(sent).toMatchObject({ keepLog: false, check: false, objectActors: true });
      const local = playBatch({ ruleset: 'magic', seeds, run: sent, replays: null });
      expect(local.map((g) => g.seed)).toEqual(seeds);
      expect(queued).toMatchObject(localSummary(local));

      // Both workers' results are in it: A finished its first job (B never started it); B played the rest, the killed
      // job included.
      const firstJob = /job (\S+) started/.exec(a.stdout.find((l) => / started: /.test(l))!)![1]!;
      expect(completed.find((j) => j.id === firstJob)?.attemptsStarted).toBe(1);
      expect(b.stdout.some((l) => l.includes(`job ${firstJob} started`))).toBe(false);
      expect(b.stdout.some((l) => l.includes(`job ${killedJob} started`))).toBe(true);
      expect(b.stdout.some((l) => l.includes(`job ${killedJob} done`))).toBe(true);

      // In Redis: every job of the run completed, none failed or left; their results hold each seed once; the killed
      // job was taken back from the dead worker (a stall) and started twice.
      expect(await queue.getJobs(['failed', 'wait', 'active', 'delayed', 'prioritized', 'paused'])).toEqual([]);
      expect(completed).toHaveLength(GAMES / JOB_GAMES);
      expect(completed.every((j) => JSON.stringify(j.data.run) === JSON.stringify(sent))).toBe(true);
      const played = completed.flatMap((j) => j.returnvalue.map((g) => g.seed)).sort((x, y) => x - y);
      expect(played).toEqual(seeds);
      const retaken = completed.find((j) => j.id === killedJob);
      expect(retaken?.stalledCounter).toBeGreaterThanOrEqual(1);
      expect(retaken?.attemptsStarted).toBeGreaterThanOrEqual(2);
      expect(retaken?.returnvalue).toEqual(local.filter((g) => retaken!.data.firstSeed <= g.seed && g.seed < retaken!.data.firstSeed + JOB_GAMES));
    } finally {
      await queue.close();
    }

    // The surviving worker stops cleanly on SIGTERM.
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    expect(b.stdout.at(-1)).toMatch(/stopped$/);
  });

  it('a Redis that lost the jobs of a run (deleted, or Redis restarted empty): the producer puts them back, and the run ends with every seed', async () => {
    await Promise.all(processes.map((p) => stop(p)));
    const producer = startScript('scripts/simulate.ts', ['--queue', redis.url, '--games', '30', '--seed', '77', '--job-games', '10', '--json']);
    processes.push(producer);
    const queue = new Queue<SimulateJob, GameSummary[]>(QUEUE_NAME, { connection: parseQueueUrl(redis.url).options });
    try {
      await expect.poll(() => queue.getWaitingCount(), { interval: 100 }).toBe(3);
      await queue.obliterate({ force: true });
      expect(await queue.getWaitingCount()).toBe(0);
      // With nothing heard for a while, the producer reads its jobs back from Redis, finds them gone and adds them again.
      await expect.poll(() => queue.getWaitingCount(), { interval: 100 }).toBe(3);
      const worker = startScript('scripts/sim-worker.ts', ['--queue', redis.url]);
      processes.push(worker);
      expect(await producer.exited, producer.stderr.join('\n')).toBe(0);
      const run = (await queue.getJobs(['completed']))[0]!.data.run;
      const local = playBatch({ ruleset: 'magic', seeds: Array.from({ length: 30 }, (_, i) => 77 + i), run, replays: null });
      expect(JSON.parse(producer.stdout.at(-1)!)).toMatchObject({ ...localSummary(local), firstSeed: 77 });
      await stop(worker, 'SIGTERM');
    } finally {
      await queue.close();
    }
  });
});
