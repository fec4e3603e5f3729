/**
 * Driving `npm run play` through piped stdin as a person at a keyboard would: the CLI is spawned, and each prompt is
 * answered once the output has settled; `answer` may return null to close the input there (the person walks away).
 */
import { spawn } from 'node:child_process';

// eslint-disable-next-line no-control-regex
export const plain = (s: string): string => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

export interface Driven { code: number | null; out: string; err: string; prompts: string[] }

/** Run play with `args`, answering each prompt with `answer(prompt, n)` (n counts the prompts from 1); null closes stdin. */
export function drive(args: string[], answer: (prompt: string, n: number) => string | null): Promise<Driven> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/play.ts', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let answeredAt = -1;
    let closed = false;
    const prompts: string[] = [];
    let timer: NodeJS.Timeout | null = null;
    const settle = () => {
      if (closed) return;
      const text = plain(out);
      const last = text.slice(text.lastIndexOf('\n') + 1);
      // A prompt waits when the last line is one and the one answered before is marked done (✔ from inquirer).
      if (!last.startsWith('? ') || (answeredAt >= 0 && !text.slice(answeredAt).includes('✔'))) return;
      const prompt = last.slice(2).trim();
      prompts.push(prompt);
      answeredAt = text.length;
      const reply = answer(prompt, prompts.length);
      if (reply === null) { closed = true; child.stdin.end(); return; }
      child.stdin.write(`${reply}\n`);
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
      resolve({ code, out: plain(out), err, prompts });
    });
  });
}
