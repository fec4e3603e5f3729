/**
 * `npm run play -- --save FILE` and `--load FILE` (issue 11 part 4): a game stopped and saved plays on from the
 * file to the same end; a refused save exits 1 with its problems and prints no game.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-saves-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const play = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/play.ts', ...args], { encoding: 'utf8' });
const ending = (out: string) => out.slice(out.indexOf('\nResult:'));

describe('play --save / --load', { timeout: 600_000 }, () => {
  it('stops after N decisions and saves; --load plays on to the same end as the game played through', () => {
    const file = join(dir, 'adventure.json');
    const whole = play('--ruleset', 'adventure', '--seed', '6', '--quiet');
    expect(whole.status, whole.stderr).toBe(0);
    const first = play('--ruleset', 'adventure', '--seed', '6', '--quiet', '--stop-after', '30', '--save', file);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Result: unfinished');
    expect(first.stdout).toContain(`Saved to ${file}`);
    const save = JSON.parse(readFileSync(file, 'utf8')) as { format: string; decisions: unknown[] };
    expect(save.format).toBe('hyperdraft-save');
    const rest = play('--load', file);
    expect(rest.status, rest.stderr).toBe(0);
    expect(rest.stdout).toMatch(/Loaded .*adventure\.json: \d+ decisions, turn \d+/);
    expect(ending(rest.stdout)).toBe(ending(whole.stdout));
  });

  it('refuses an edited save (exit 1, the JSON path, no game printed) and a save of another ruleset', () => {
    const file = join(dir, 'edited.json');
    expect(play('--seed', '2', '--quiet', '--stop-after', '20', '--save', file).status).toBe(0);
    const save = JSON.parse(readFileSync(file, 'utf8')) as { state: { turn: number } };
    save.state.turn += 5;
    writeFileSync(file, JSON.stringify(save));
    const edited = play('--load', file);
    expect(edited.status).toBe(1);
    expect(edited.stdout).toBe('');
    expect(edited.stderr).toContain(`${file}: state.turn: the saved state has`);
    const other = play('--load', file, '--ruleset', 'pocket');
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('ruleset: this is a save of a game of magic, not of pocket');
  });
});
