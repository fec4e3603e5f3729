/**
 * A person's game saved and played on (issue 11 parts 1 and 4): `play --human A --save FILE` writes the game when the
 * input closes (and at `save`), `--human A --load FILE` plays on from it against the same search bot, and the game
 * ends as the one played without a break (the same final state hash). A save that does not fit the seats, or was
 * edited, is refused with exit code 1 and nothing played.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReplay, runReplay } from '../../scripts/lib/replay/index.ts';
import { drive } from './drive.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-terminal-saves-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('play --human with --save and --load, through stdin', { timeout: 600_000 }, () => {
  it('Magic against the search bot: saved mid-game, loaded, played to the same end as without the break', async () => {
    const save = join(dir, 'magic.save.json');
    const whole = join(dir, 'whole.json');
    const resumed = join(dir, 'resumed.json');
    const base = ['--human', 'A', '--seed', '5', '--max-turns', '4'];
    // The person presses Enter at every prompt; the search bot is the default opponent.
    const uninterrupted = await drive([...base, '--record', whole], () => '');
    expect(uninterrupted.code, uninterrupted.err).toBe(0);
    expect(uninterrupted.out).toContain('A (Red-Green) is played at this terminal; the other seat is a search bot.');
    // The same game, left after the 9th prompt: `save` there, then the input closes (the save is written again).
    const first = await drive([...base, '--save', save], (_p, n) => (n === 9 ? 'save' : n === 10 ? null : ''));
    expect(first.code).toBe(130);
    expect(first.out).toMatch(new RegExp(`Saved to ${save.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} after \\d+ decisions`));
    expect(first.out).toContain('The input closed: the game is abandoned');
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { format: string; seats: { kind: string; name: string }[]; decisions: { p: number }[]; options: unknown };
    expect(saved.format).toBe('hyperdraft-save');
    expect(saved.seats.map((s) => s.kind)).toEqual(['person', 'bot']);
    expect(saved.seats[1]!.name).toBe('search(12)');
    expect(saved.options).toEqual({ maxTurns: 4 });
    expect(saved.decisions.filter((d) => d.p === 0).length).toBeGreaterThan(3);
    const second = await drive(['--human', 'A', '--load', save, '--record', resumed], () => '');
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(new RegExp(`Loaded .*magic\\.save\\.json: ${saved.decisions.length} decisions, turn \\d+`));
    expect(second.out).toContain('The game is a draw: turn limit 4');
    const a = readReplay(whole);
    const b = readReplay(resumed);
    expect(b.decisions.slice(0, saved.decisions.length)).toEqual(saved.decisions);
    expect(b.final.hash).toBe(a.final.hash);
    expect(b.decisions).toEqual(a.decisions);
    expect(runReplay(b, resumed).hash).toBe(b.final.hash);
  });

  it('refuses a save whose person seat is left to a bot, and an edited save: exit 1, nothing played', async () => {
    const save = join(dir, 'adventure.save.json');
    const first = await drive(['--human', 'A', '--ruleset', 'adventure', '--seed', '2', '--save', save], (_p, n) => (n === 4 ? null : ''));
    expect(first.code).toBe(130);
    const other = await drive(['--human', 'B', '--load', save], () => '');
    expect(other.code).toBe(1);
    expect(other.out).toBe('');
    expect(other.err).toContain('seats[0]: seat A was a person\'s in this save: play it too (--human A,B)');
    const edited = JSON.parse(readFileSync(save, 'utf8')) as { state: { turn: number } };
    edited.state.turn += 3;
    writeFileSync(save, JSON.stringify(edited));
    const refused = await drive(['--human', 'A', '--load', save], () => '');
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toContain(`${save}: state.turn: the saved state has`);
  });

  it('a bot game with the search bot (--bot search) saved with --stop-after, loaded, ends as the game played through', () => {
    const save = join(dir, 'search-bots.json');
    const play = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/play.ts', ...args], { encoding: 'utf8' });
    const ending = (out: string) => out.slice(out.indexOf('\nResult:'));
    const whole = play('--ruleset', 'adventure', '--seed', '3', '--bot', 'search', '--quiet');
    expect(whole.status, whole.stderr).toBe(0);
    const first = play('--ruleset', 'adventure', '--seed', '3', '--bot', 'search', '--quiet', '--stop-after', '40', '--save', save);
    expect(first.status, first.stderr).toBe(0);
    expect((JSON.parse(readFileSync(save, 'utf8')) as { seats: { name: string }[] }).seats.map((x) => x.name)).toEqual(['adventure-search(7)', 'adventure-random(8)']);
    const rest = play('--load', save);
    expect(rest.status, rest.stderr).toBe(0);
    expect(ending(rest.stdout)).toBe(ending(whole.stdout));
  });
});
