/**
 * Bad input to `simulate --queue` and `sim-worker`: a malformed queue URL is refused before anything connects, with
 * the flag named and the form expected; a Redis that cannot be reached ends the process after a few seconds with one
 * clear line (no stack trace) and a non-zero exit; jobs are split and results checked seed for seed.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUN } from '../../scripts/lib/rulesets.ts';
import { parseQueueUrl } from '../../scripts/lib/simulate-queue-connection.ts';
import { readJob, readResult, splitSeeds } from '../../scripts/lib/simulate-queue-jobs.ts';
import { freePort } from './processes.ts';

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });
const stackTrace = /^\s+at .+:\d+:\d+\)?$/m;

describe('queue URLs', () => {
  it('reads host, port, database, user, password and TLS; the URL shown has no password', () => {
    expect(parseQueueUrl('redis://localhost:6379')).toEqual({ url: 'redis://localhost:6379', options: { host: 'localhost', port: 6379, db: 0 } });
    const full = parseQueueUrl('rediss://sim:s%40cret@10.0.0.5:6380/2');
    expect(full.options).toEqual({ host: '10.0.0.5', port: 6380, db: 2, username: 'sim', password: 's@cret', tls: { servername: '10.0.0.5' } });
    expect(full.url).toBe('rediss://sim@10.0.0.5:6380/2');
    expect(parseQueueUrl('redis://[::1]:7000').options).toMatchObject({ host: '::1', port: 7000 });
  });

  it.each([
    ['localhost:6379', /scheme must be redis: or rediss:/],
    ['http://localhost:6379', /scheme must be redis: or rediss:, not http:/],
    ['redis://localhost', /names no port/],
    ['redis://localhost:6379/queue', /database number/],
    ['redis://localhost:6379?db=1', /no query/],
    ['redis://', /not a URL|names no host/],
    ['', /not a URL/],
  ])('refuses %j, saying what is wrong and the form expected', (url, why) => {
    expect(() => parseQueueUrl(url)).toThrow(why);
    expect(() => parseQueueUrl(url)).toThrow(/expected redis:\/\/HOST:PORT/);
  });

  it('simulate and sim-worker refuse a malformed --queue before connecting, naming the flag', () => {
    for (const script of ['scripts/simulate.ts', 'scripts/sim-worker.ts']) {
      const r = run(script, '--queue', 'localhost:6379');
      expect(r.status, script).not.toBe(0);
      expect(r.stderr).toMatch(/--queue <url>.*scheme must be redis: or rediss:.*expected redis:\/\/HOST:PORT/);
      expect(r.stderr).not.toMatch(stackTrace);
    }
  });

  it('simulate refuses --queue with --workers or --replays (run more sim-workers instead; replays are written where games are played)', () => {
    expect(run('scripts/simulate.ts', '--queue', 'redis://localhost:6379', '--workers', '2').stderr).toMatch(/'--queue <url>' cannot be used with option '--workers <n>'/);
    expect(run('scripts/simulate.ts', '--queue', 'redis://localhost:6379', '--replays', 'out').stderr).toMatch(/'--queue <url>' cannot be used with option '--replays <dir>'/);
  });
});

describe('an unreachable Redis', () => {
  it('simulate and sim-worker give up with one clear line, no stack trace, exit code 2', async () => {
    const port = await freePort();
    for (const [script, prefix, ...args] of [['scripts/simulate.ts', 'simulate --queue', '--games', '5'], ['scripts/sim-worker.ts', 'sim-worker']] as const) {
      const r = run(script, '--queue', `redis://127.0.0.1:${port}`, ...args);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim()).toMatch(new RegExp(`^${prefix}: cannot reach Redis at redis://127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED.*\\); gave up after \\d+ s\\. Is redis-server running there`));
      expect(r.stderr).not.toMatch(stackTrace);
      expect(r.stdout).not.toMatch(/games of magic/);
    }
  });
});

describe('jobs and results', () => {
  const runOptions = { ...DEFAULT_RUN, keepLog: false };

  it('splits consecutive seeds into jobs of at most the size asked, covering each seed once', () => {
    const jobs = splitSeeds('magic', 1, 120, 50, runOptions);
    expect(jobs.map((j) => [j.firstSeed, j.games])).toEqual([[1, 50], [51, 50], [101, 20]]);
    expect(splitSeeds('pocket', 7, 3, 50, runOptions)).toEqual([{ ruleset: 'pocket', firstSeed: 7, games: 3, run: runOptions }]);
  });

  it('reads a well-formed payload and names each wrong field of a malformed one', () => {
    expect(readJob({ ruleset: 'magic', firstSeed: 3, games: 2, run: runOptions })).toEqual({ job: { ruleset: 'magic', firstSeed: 3, games: 2, run: runOptions } });
    expect(readJob(null)).toEqual({ error: expect.stringMatching(/^payload: .*object/) });
    const bad = readJob({ ruleset: 'chess', firstSeed: -1, games: 1e9, run: { objectActors: 'yes', keepLog: false, extra: 1 } });
    expect('error' in bad && bad.error.split('; ').map((e) => e.split(':')[0])).toEqual(['ruleset', 'firstSeed', 'games', 'run.objectActors', 'run']);
  });

  it('accepts a result only as one summary per seed of the job, in order', () => {
    const job = { ruleset: 'magic', firstSeed: 10, games: 2, run: runOptions };
    const game = (seed: number) => ({ seed, winner: 0, draw: false, finished: true, turns: 9, decisions: 100, events: 900 });
    expect(readResult(job, [game(10), game(11)])).toEqual({ games: [game(10), game(11)] });
    expect(readResult(job, [game(11), game(10)])).toEqual({ error: expect.stringMatching(/seeds 10–11 in order/) });
    expect(readResult(job, [game(10)])).toEqual({ error: expect.stringMatching(/got 1 summaries/) });
    expect(readResult(job, [game(10), { ...game(11), turns: 'many' }])).toEqual({ error: expect.stringMatching(/^1\.turns: /) });
    expect(readResult(job, 'done')).toEqual({ error: expect.stringMatching(/^result: /) });
  });
});
