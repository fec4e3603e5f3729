/**
 * Reading a JSON file from outside, shared by replay files, saves and the server's messages: the file checked for
 * existence, kind, size and encoding before it is read; the JSON parsed with a message that says where it broke (and
 * whether it was cut short); its shape checked for depth and for keys that could reach a prototype; zod's issues
 * turned into problems that name the JSON path.
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import { jsonPath } from './replay/errors.ts';

/** A problem in a file: the JSON path ('' for the whole file) and what is wrong there. */
export interface FileProblem { path: string; message: string }

/** Keys that could reach a prototype if an object were built from them. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The issues of a zod parse as problems, under `base`: unknown keys named, a missing key named on its parent.
 * @example zodProblems(result.error, ['decisions', 3])
 */
export function zodProblems(error: z.ZodError, base: PropertyKey[] = []): FileProblem[] {
  return error.issues.map((i) => {
    const path = [...base, ...i.path];
    if (i.code === 'unrecognized_keys') return { path: jsonPath(path), message: `unknown key(s) ${i.keys.map((k) => `"${k}"`).join(', ')}` };
    const input = (i as { input?: unknown }).input;
    if (input === undefined && i.path.length > 0) return { path: jsonPath(path.slice(0, -1)), message: `missing required key "${String(path.at(-1))}"` };
    return { path: jsonPath(path), message: i.message };
  });
}

/** What {@link hostileShape} found: too deep, or a forbidden key. */
export interface HostileShape extends FileProblem { kind: 'depth' | 'key' }

/**
 * Deeper than `depth`, or a key that could reach a prototype: the first one found, with its path.
 * @example hostileShape(JSON.parse('{"a":{"__proto__":1}}'), 32) // { path: 'a.__proto__', kind: 'key', ... }
 */
export function hostileShape(root: unknown, depth: number): HostileShape | null {
  const stack: { v: unknown; path: PropertyKey[] }[] = [{ v: root, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= depth) return { kind: 'depth', path: jsonPath(path), message: `nested more than ${depth} levels deep` };
    if (Array.isArray(v)) { v.forEach((x, i) => stack.push({ v: x, path: [...path, i] })); continue; }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return { kind: 'key', path: jsonPath([...path, k]), message: `a key named "${k}" is not allowed` };
      stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k] });
    }
  }
  return null;
}

/**
 * A file's text, or `fail` called with what is wrong: missing, not a file, more than `limit` bytes, not UTF-8.
 * `kind` names the file in the messages ("replay file", "save file").
 * @example readTextFile('game.json', 'replay file', 16 * 1024 * 1024, (m) => { throw new Error(m); })
 */
export function readTextFile(path: string, kind: string, limit: number, fail: (message: string) => never): string {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${(e as Error).message})`);
  }
  if (st.isDirectory()) fail(`is a directory, not a ${kind}`);
  if (!st.isFile()) fail('is not a regular file');
  const size = Number(st.size);
  if (size > limit) fail(`the file has ${size.toLocaleString('en-US')} bytes; a ${kind} has at most ${limit.toLocaleString('en-US')} (${limit / 1024 / 1024} MiB)`);
  const bytes = readFileSync(path);
  if (bytes.length > limit) fail(`the file has more than ${limit.toLocaleString('en-US')} bytes; a ${kind} has at most that`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('the file is not UTF-8 text');
  }
}

/**
 * The JSON value of a text, or `fail` called with what is wrong: empty, or not JSON (a text that ends too early
 * says so; with `where`, the line and column too). `noun` is what the text is called in the message ("file", "text").
 * @example parseJsonText('{"a": 1', { noun: 'file', where: true }, (m) => { throw new Error(m); })
 */
export function parseJsonText(text: string, how: { noun: string; where: boolean }, fail: (message: string) => never): unknown {
  if (!text.trim()) fail('the file is empty');
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    // The parser stopped at the end of the text: it ends too early.
    const truncated = /end of (JSON )?input/i.test(message) || (at !== null && offset >= text.trimEnd().length);
    const before = text.slice(0, offset).split('\n');
    const where = how.where && at && !/\(line \d+/.test(message) ? ` (line ${before.length}, column ${before.at(-1)!.length + 1})` : '';
    return fail(`not valid JSON${truncated ? ` (the ${how.noun} ends too early: truncated?)` : ''}: ${message}${where}`);
  }
}
