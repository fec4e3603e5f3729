/**
 * `npm run bench` compiles the engine and the bench with tsc and times the compiled JavaScript, as a package
 * user runs it (the foundation issue: medians, and with --json one line with four figures). This checks the
 * command works from a checkout and prints what it says; it times nothing itself.
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('npm run bench', () => {
  it('compiles, plays the games and prints one JSON line with the four figures', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--json', '--runs', '1', '--games', '3', '--warmup', '0', '--warmup-seconds', '0'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const figures = JSON.parse(lines[0]!) as Record<string, number>;
    expect(Object.keys(figures).sort()).toEqual(['decisionsPerSecond', 'eventsPerSecond', 'gamesPerSecond', 'heapBytesPerGame']);
    for (const v of Object.values(figures)) expect(v).toBeGreaterThan(0);
  });

  it('--layers: one JSON line with the microseconds of a full computation of the characteristics and the boards measured', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--layers', '--json', '--runs', '1', '--ruleset', 'magic-full-pool'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const figures = JSON.parse(run.stdout.trim()) as Record<string, number>;
    expect(Object.keys(figures).sort()).toEqual(['fullComputationMicroseconds', 'permanents', 'positions', 'slowestPositionMicroseconds']);
    expect(figures['fullComputationMicroseconds']).toBeGreaterThan(0);
    expect(figures['slowestPositionMicroseconds']).toBeGreaterThanOrEqual(figures['fullComputationMicroseconds']!);
    expect(figures['positions']).toBe(40);
    expect(figures['permanents']).toBeGreaterThanOrEqual(12);   // positions have at least twelve permanents
  });

  it('--layers refuses a ruleset without layers, naming the ones it measures', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--layers', '--ruleset', 'pocket'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('magic or magic-full-pool, not pocket');
  });

  it('--against: this build against a compiled bench (here its own), alternating batches of the same games: one JSON line, the same games', () => {
    // The first run compiles the bench into node_modules/.cache/hyperdraft-bench: the build to compare against.
    const dir = join(process.cwd(), 'node_modules', '.cache', 'hyperdraft-bench');
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--against', dir, '--json', '--batches', '2', '--games', '2', '--warmup-seconds', '0'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    const r = JSON.parse(run.stdout.trim()) as Record<string, number | boolean>;
    expect(Object.keys(r).sort()).toEqual(['gamesPerSecond', 'otherGamesPerSecond', 'ratio', 'ratioQ1', 'ratioQ3', 'sameGames']);
    expect(r['sameGames']).toBe(true);
    expect(r['ratio']).toBeGreaterThan(0);
    expect(r['ratioQ3']).toBeGreaterThanOrEqual(r['ratioQ1'] as number);
  });

  it('--against refuses a folder without a compiled bench, saying what to pass', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--against', join(tmpdir(), 'no-such-hyperdraft-build')], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('no compiled bench there');
    expect(run.stderr).toContain('node_modules/.cache/hyperdraft-bench');
  });

  it('--workers 2: one JSON line, two worker threads against one in rounds of the same games, every game the same on both', () => {
    // npm run bench passes --expose-gc, which worker threads refuse in their own flags (simulate-pool.ts, withoutV8Flags);
    // the bench starts itself again with --single-threaded-gc, as npm run simulate runs.
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--workers', '2', '--json', '--runs', '2', '--games', '20', '--warmup-seconds', '0'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const r = JSON.parse(lines[0]!) as Record<string, number | boolean>;
    expect(Object.keys(r).sort()).toEqual(['gamesPerSecond', 'oneGamesPerSecond', 'ratio', 'ratioQ1', 'ratioQ3', 'sameGames', 'startSeconds', 'workers']);
    expect(r['workers']).toBe(2);
    expect(r['sameGames']).toBe(true);
    for (const k of ['gamesPerSecond', 'oneGamesPerSecond', 'ratio', 'startSeconds']) expect(r[k]).toBeGreaterThan(0);
    expect(r['ratioQ3']).toBeGreaterThanOrEqual(r['ratioQ1'] as number);
  });

  it('--workers refuses fewer than two threads, saying what it takes', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--workers', '1'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('from 2 to 64, got 1');
  });

  it('refuses an unknown ruleset by name, before playing anything', () => {
    const run = spawnSync(npm, ['run', '--silent', 'bench', '--', '--ruleset', 'chess'], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('chess');
  });
});
