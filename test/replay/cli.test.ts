/**
 * The commands (issue 11 part 4, issue 14 part 7): `hyperdraft play --record FILE` writes a replay,
 * `hyperdraft replay FILE` prints the same log as play and says the final state matches (exit 0), and refuses an
 * edited file with its JSON path (exit 1, no log); `simulate --replays DIR` writes one file a game.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-replay-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hyperdraft = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cli.ts', ...args], { encoding: 'utf8' });

// As the suite's limit (npm test): ten minutes a test, to catch a hang; nothing here depends on how fast the machine is.
describe('hyperdraft replay', { timeout: 600_000 }, () => {
  it('play --record, then replay: the same log, and the final state matches', () => {
    const file = join(dir, 'pocket-11.json');
    const play = hyperdraft('play', '--ruleset', 'pocket', '--seed', '11', '--record', file);
    expect(play.status, play.stderr).toBe(0);
    expect(play.stdout).toContain(`Replay written to ${file}`);
    const replay = hyperdraft('replay', file);
    expect(replay.status, replay.stderr).toBe(0);
    const log = play.stdout.slice(0, play.stdout.indexOf('Replay written to'));
    expect(log).toMatch(/^Hyperdraft Pokémon TCG Pocket — seed 11: /);
    expect(replay.stdout.startsWith(log)).toBe(true);
    expect(replay.stdout).toMatch(/final state matches \(hash [0-9a-f]{64}\)\n$/);
    expect(JSON.parse(readFileSync(file, 'utf8')).final.hash).toBe(/hash ([0-9a-f]{64})/.exec(replay.stdout)![1]);
  });

  it('an edited file is refused with its JSON path, a non-zero exit and no log', () => {
    const file = join(dir, 'pocket-11.json');
    const r = JSON.parse(readFileSync(file, 'utf8'));
    r.final.hash = 'b'.repeat(64);
    const bad = join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(r));
    const replay = hyperdraft('replay', bad);
    expect(replay.status).toBe(1);
    expect(replay.stdout).toBe('');
    expect(replay.stderr).toContain(`${bad}: final.hash: the replayed game's final state has hash`);
    const missing = hyperdraft('replay', join(dir, 'none.json'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('none.json: no such file');
  });

  it('simulate --replays DIR writes <ruleset>-<seed>.json files that replay', () => {
    const out = join(dir, 'replays');
    const sim = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/simulate.ts', '--ruleset', 'adventure', '--games', '2', '--seed', '40', '--replays', out, '--no-progress'], { encoding: 'utf8' });
    expect(sim.status, sim.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['adventure-40.json', 'adventure-41.json']);
    const replay = hyperdraft('replay', '--quiet', join(out, 'adventure-41.json'));
    expect(replay.status, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/adventure-41\.json: \d+ recorded decisions replayed; final state matches \(hash [0-9a-f]{64}\)/);
  });

  it('is listed among the commands', () => {
    expect(hyperdraft('--help').stdout).toMatch(/\n {2}replay +replay a recorded game file/);
  });
});
