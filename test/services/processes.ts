/**
 * What the service tests start: Debian's redis-server on a free localhost port in a temporary folder, and the
 * repository's scripts as real Node processes (node --import tsx, so that a signal reaches the script itself, not a
 * launcher), with their output read line by line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A child process and the lines it has written so far. */
export interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  /** Resolves with the nth (1 by default) line on stdout that matches, written or to come; rejects if the process exits first. */
  line(pattern: RegExp, nth?: number): Promise<string>;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
}

/** Start a process with its output read line by line. */
export function start(command: string, args: string[]): Started {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiting: { pattern: RegExp; nth: number; resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  const matching = (pattern: RegExp) => stdout.filter((l) => pattern.test(l));
  createInterface({ input: child.stdout! }).on('line', (l) => {
    stdout.push(l);
    for (const w of waiting.filter((x) => x.pattern.test(l) && matching(x.pattern).length === x.nth)) { waiting.splice(waiting.indexOf(w), 1); w.resolve(l); }
  });
  createInterface({ input: child.stderr! }).on('line', (l) => stderr.push(l));
  child.on('error', (e) => stderr.push(`${command}: ${e.message}`));
  let closed = false;
  const exited = new Promise<number | string>((resolve) => {
    child.on('close', (code, signal) => {
      closed = true;
      const how = code ?? signal ?? 'unknown';
      for (const w of waiting.splice(0)) w.reject(new Error(`${command} ${args.join(' ')} exited (${how}) before writing ${w.nth} lines like ${w.pattern}; stderr:\n${stderr.join('\n')}`));
      resolve(how);
    });
  });
  const line = (pattern: RegExp, nth = 1) => {
    const seen = matching(pattern)[nth - 1];
    if (seen !== undefined) return Promise.resolve(seen);
    if (closed) return Promise.reject(new Error(`${command} has exited; fewer than ${nth} lines like ${pattern}`));
    return new Promise<string>((resolve, reject) => waiting.push({ pattern, nth, resolve, reject }));
  };
  return { child, stdout, stderr, line, exited };
}

/** Run one of the repository's scripts (`scripts/simulate.ts`, …) with Node and tsx. */
export function startScript(script: string, args: string[]): Started {
  return start(process.execPath, ['--import', 'tsx', script, ...args]);
}

/** Stop a process if it is still running, and wait for it. */
export async function stop(p: Started | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  await p.exited;
}

/** A localhost TCP port nothing listens on (at the moment it is returned). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** Where redis-server is: on PATH, or Debian's /usr/bin/redis-server. Throws, saying how to install it, when it is neither. */
export function redisServerBinary(): string {
  const found = [...(process.env['PATH'] ?? '').split(delimiter).filter(Boolean).map((d) => join(d, 'redis-server')), '/usr/bin/redis-server'].find((p) => existsSync(p));
  if (!found) {
    throw new Error('redis-server is not installed, and `npm run test:services` needs it. Install it with '
      + '`apt-get update && apt-get install -y redis-server` (Debian/Ubuntu; sudo if not root), or put a redis-server 6.2 or later on PATH.');
  }
  return found;
}

/** A redis-server of its own: its URL, and stop() to end it and remove its folder. */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Start redis-server on a free localhost port, with no persistence, in a temporary folder; resolves once it accepts
 * connections.
 */
export async function startRedis(): Promise<TestRedis> {
  const binary = redisServerBinary();
  const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-redis-'));
  const port = await freePort();
  const server = start(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]);
  const stopAll = async () => {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await server.line(/Ready to accept connections/);
  } catch (e) {
    await stopAll();
    throw new Error(`redis-server did not start on port ${port}: ${(e as Error).message}\n${server.stdout.join('\n')}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: stopAll };
}
