/**
 * `npm run play -- --human A` driven through stdin, as a person at a keyboard would (issue 11 part 1): the CLI is
 * spawned with piped stdin and stdout, and the test presses Enter (every default: the first legal action, keep
 * the hand, the default target) at each prompt once the output has settled, and types `undo` once. Games are kept
 * short with `--max-turns` (the game is a draw after that turn), in Magic (against the search bot, the default
 * opponent there) and Pocket (against the Pocket search bot, the default opponent there too).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReplay, runReplay } from '../../scripts/lib/replay/index.ts';
import { drive, type Driven } from './drive.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** play with `args`, each prompt answered by `answer`; rejects unless it exits 0. */
async function run(args: string[], answer: (prompt: string, n: number) => string): Promise<Driven> {
  const s = await drive(args, answer);
  if (s.code !== 0) throw new Error(`play exited with ${s.code}: ${s.err}\n${s.out.slice(-2000)}`);
  return s;
}

describe('npm run play -- --human A, through stdin', { timeout: 600_000 }, () => {
  it('Magic: a whole game against the search bot (the default), with an undo, to the end; its replay is written', async () => {
    const file = join(dir, 'magic.json');
    const s = await run(['--human', 'A', '--seed', '3', '--max-turns', '4', '--record', file], (_p, n) => (n === 8 ? 'undo' : ''));
    expect(s.out).toMatch(/^Hyperdraft — seed 3: Red-Green vs White-Blue/);
    expect(s.out).toContain('A (Red-Green) is played at this terminal; the other seat is a search bot.');
    expect(s.prompts[0]).toMatch(/Keep this hand\?/);
    expect(s.out).toMatch(/You have priority:\n {2}1\. Pass priority/);
    expect(s.out).toContain('Taking back 1 decision(s) of A (Red-Green)');
    expect(s.out).toMatch(/\n=== Turn 2: Red-Green ===/);
    expect(s.out).toContain('White-Blue draws a card');
    // Only the person's own hand is ever shown.
    for (const line of s.out.split('\n').filter((l) => l.startsWith('You ('))) expect(line).toMatch(/^You \(Red-Green\)/);
    expect(s.out.split('\n').filter((l) => /^ {2}Hand: /.test(l)).length).toBeGreaterThan(3);
    expect(s.out).toContain('The game is a draw: turn limit 4');
    expect(s.out).toContain(`Replay written to ${file}`);
    // The replay file is written and reads back (a whole game's replay is checked in play.test.ts, which ends by a win).
    const replay = readReplay(file);
    expect(replay.policies).toEqual(['person A', 'search']);
    expect(replay.options).toEqual({ maxTurns: 4 });
    expect(replay.decisions.filter((d) => d.p === 0).length).toBe(s.prompts.length - 2);
  });

  it('Pocket: a whole game against the search bot (the default), to the end', async () => {
    const file = join(dir, 'pocket.json');
    const s = await run(['--human', 'B', '--ruleset', 'pocket', '--seed', '4', '--max-turns', '6', '--record', file], () => '');
    expect(s.out).toMatch(/^Hyperdraft Pokémon TCG Pocket — seed 4: /);
    expect(s.out).toContain('is played at this terminal; the other seat is a search bot.');
    expect(s.prompts.some((p) => /choose your Active Pokémon|Cards/.test(p) || /Action/.test(p))).toBe(true);
    expect(s.out).toMatch(/Your main phase:\n {2}1\. /);
    expect(s.out).toMatch(/\nResult: /);
    expect(runReplay(readReplay(file), file).hash).toBe(readReplay(file).final.hash);
  });

  it('--bot random opts out of the search bot', async () => {
    const file = join(dir, 'random.json');
    const s = await run(['--human', 'A', '--bot', 'random', '--seed', '3', '--max-turns', '2', '--record', file], () => '');
    expect(s.out).toContain('A (Red-Green) is played at this terminal; the other seat is a random bot.');
    expect(readReplay(file).policies).toEqual(['person A', 'random']);
  });

  it('refuses a seat that is not in the game, with exit code 2', async () => {
    await expect(run(['--human', 'C'], () => '')).rejects.toThrow(/exited with 2: play: --human C: "C" is not a seat of this 2-player game: use A or B/);
  });
});
