/**
 * `npm run play -- --human A` driven through stdin, as a person at a keyboard would (issue 11 part 1): the CLI is
 * spawned with piped stdin and stdout, and the test presses Enter (every default: the first legal action, keep
 * the hand, the default target) at each prompt once the output has settled, and types `undo` once. Games are kept
 * short with `--max-turns` (the game is a draw after that turn), in Magic and Pocket.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readReplay, runReplay } from '../../scripts/lib/replay/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-terminal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

interface Session { code: number | null; out: string; prompts: string[] }

/**
 * Run play with `args`, answering each prompt with `answer(prompt, n)` (n counts the prompts) once nothing more
 * has been printed for a moment.
 */
function drive(args: string[], answer: (prompt: string, n: number) => string): Promise<Session> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/play.ts', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let answeredAt = -1;
    const prompts: string[] = [];
    let timer: NodeJS.Timeout | null = null;
    const settle = () => {
      const text = plain(out);
      const last = text.slice(text.lastIndexOf('\n') + 1);
      // A prompt waits: the last line is one (inquirer writes "? message "), and the one answered before is done
      // (inquirer marks a prompt done with ✔), so that a prompt redrawn while it takes its answer is not answered twice.
      if (!last.startsWith('? ') || (answeredAt >= 0 && !text.slice(answeredAt).includes('✔'))) return;
      const prompt = last.slice(2).trim();
      prompts.push(prompt);
      answeredAt = text.length;
      child.stdin.write(`${answer(prompt, prompts.length)}\n`);
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      if (timer) clearTimeout(timer);
      timer = setTimeout(settle, 60);
    });
    child.stderr.on('data', (d: Buffer) => { err += d.toString('utf8'); });
    child.on('error', reject);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      child.stdin.destroy();
      if (code !== 0) reject(new Error(`play exited with ${code}: ${err}\n${plain(out).slice(-2000)}`));
      else resolve({ code, out: plain(out), prompts });
    });
  });
}

describe('npm run play -- --human A, through stdin', { timeout: 600_000 }, () => {
  it('Magic: a whole game against the random bot, with an undo, to the end; its replay is written', async () => {
    const file = join(dir, 'magic.json');
    const s = await drive(['--human', 'A', '--seed', '3', '--max-turns', '4', '--record', file], (_p, n) => (n === 8 ? 'undo' : ''));
    expect(s.out).toMatch(/^Hyperdraft — seed 3: Red-Green vs White-Blue/);
    expect(s.out).toContain('A (Red-Green) is played at this terminal; the other seat is a random bot.');
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
    expect(replay.policies).toEqual(['person A', 'random']);
    expect(replay.options).toEqual({ maxTurns: 4 });
    expect(replay.decisions.filter((d) => d.p === 0).length).toBe(s.prompts.length - 2);
  });

  it('Pocket: a whole game against the random bot, to the end', async () => {
    const file = join(dir, 'pocket.json');
    const s = await drive(['--human', 'B', '--ruleset', 'pocket', '--seed', '4', '--max-turns', '6', '--record', file], () => '');
    expect(s.out).toMatch(/^Hyperdraft Pokémon TCG Pocket — seed 4: /);
    expect(s.prompts.some((p) => /choose your Active Pokémon|Cards/.test(p) || /Action/.test(p))).toBe(true);
    expect(s.out).toMatch(/Your main phase:\n {2}1\. /);
    expect(s.out).toMatch(/\nResult: /);
    expect(runReplay(readReplay(file), file).hash).toBe(readReplay(file).final.hash);
  });

  it('refuses a seat that is not in the game, with exit code 2', async () => {
    await expect(drive(['--human', 'C'], () => '')).rejects.toThrow(/exited with 2: play: --human C: "C" is not a seat of this 2-player game: use A or B/);
  });
});
