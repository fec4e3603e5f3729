/**
 * Reading a replay file from outside: the file checked for existence, kind and size before it is read, the JSON
 * for depth and for keys that could reach a prototype, then the schema, then each decision; the first problem
 * found stops it with a ReplayFileError that names the JSON path. Nothing is run until all of it holds.
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import type { DecisionEntry } from '../../../actors/index.ts';
import { ReplayFileError, jsonPath, type ReplayProblem } from './errors.ts';
import { ActionEntrySchema, ChoiceEntrySchema, REPLAY_FORMAT, REPLAY_LIMITS, REPLAY_RULESETS, REPLAY_VERSION, ReplayFileSchema, type Replay } from './format.ts';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PROBLEMS = 10;

/** The issues of a zod parse as problems, under `base`. */
function issues(error: z.ZodError, base: PropertyKey[] = []): ReplayProblem[] {
  return error.issues.map((i) => {
    const path = [...base, ...i.path];
    if (i.code === 'unrecognized_keys') return { path: jsonPath(path), message: `unknown key(s) ${i.keys.map((k) => `"${k}"`).join(', ')}` };
    const input = (i as { input?: unknown }).input;
    if (input === undefined && i.path.length > 0) return { path: jsonPath(path.slice(0, -1)), message: `missing required key "${String(path.at(-1))}"` };
    return { path: jsonPath(path), message: i.message };
  });
}

/** Deeper than the limit, or a key that could reach a prototype: the first one found, with its path. */
function hostileShape(root: unknown): ReplayProblem | null {
  const stack: { v: unknown; path: PropertyKey[] }[] = [{ v: root, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= REPLAY_LIMITS.depth) return { path: jsonPath(path), message: `nested more than ${REPLAY_LIMITS.depth} levels deep; a replay file is at most that deep` };
    if (Array.isArray(v)) { v.forEach((x, i) => stack.push({ v: x, path: [...path, i] })); continue; }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return { path: jsonPath([...path, k]), message: `a key named "${k}" is not allowed in a replay file` };
      stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k] });
    }
  }
  return null;
}

/** The file's text, or a problem: missing, not a file, too big, not UTF-8. */
function readText(path: string): string {
  const fail = (message: string): never => { throw new ReplayFileError(path, [{ path: '', message }]); };
  let size = 0;
  try {
    const st = statSync(path);
    if (st.isDirectory()) fail('is a directory, not a replay file');
    if (!st.isFile()) fail('is not a regular file');
    size = st.size;
  } catch (e) {
    if (e instanceof ReplayFileError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    fail(code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${(e as Error).message})`);
  }
  const limit = REPLAY_LIMITS.bytes;
  if (size > limit) fail(`the file has ${size.toLocaleString('en-US')} bytes; a replay file has at most ${limit.toLocaleString('en-US')} (16 MiB)`);
  const bytes = readFileSync(path);
  if (bytes.length > limit) fail(`the file has more than ${limit.toLocaleString('en-US')} bytes; a replay file has at most that`);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fail('the file is not UTF-8 text');
  }
}

/** The JSON value of the text, or a problem (a truncated file says so). */
function parseJson(text: string, file: string): unknown {
  if (!text.trim()) throw new ReplayFileError(file, [{ path: '', message: 'the file is empty' }]);
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    // The parser stopped at the end of the text: the file ends too early.
    const truncated = /end of (JSON )?input/i.test(message) || (at !== null && offset >= text.trimEnd().length);
    const before = text.slice(0, offset).split('\n');
    const where = at && !/\(line \d+/.test(message) ? ` (line ${before.length}, column ${before.at(-1)!.length + 1})` : '';
    throw new ReplayFileError(file, [{ path: '', message: `not valid JSON${truncated ? ' (the file ends too early: truncated?)' : ''}: ${message}${where}` }]);
  }
}

/**
 * Check parsed JSON as a replay, before anything runs: format, version, ruleset, schema, each decision.
 * @example const replay = checkReplay(JSON.parse(text), 'game.json');
 */
export function checkReplay(data: unknown, file: string): Replay {
  const refuse = (problems: ReplayProblem[]): never => { throw new ReplayFileError(file, problems.slice(0, MAX_PROBLEMS)); };
  const hostile = hostileShape(data);
  if (hostile) refuse([hostile]);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return refuse([{ path: '', message: 'a replay file is a JSON object' }]);
  const top = data as Record<string, unknown>;
  if (top['format'] !== REPLAY_FORMAT) refuse([{ path: 'format', message: `expected "${REPLAY_FORMAT}", got ${JSON.stringify(top['format'] ?? null)}: this is not a Hyperdraft replay file` }]);
  if (top['version'] !== REPLAY_VERSION) {
    const v = top['version'];
    refuse([{ path: 'version', message: typeof v === 'number' ? `this file is replay version ${v}; this Hyperdraft reads version ${REPLAY_VERSION}` : `expected the replay version number (${REPLAY_VERSION}), got ${JSON.stringify(v ?? null)}` }]);
  }
  if (!(REPLAY_RULESETS as readonly unknown[]).includes(top['ruleset'])) {
    refuse([{ path: 'ruleset', message: `unknown ruleset ${JSON.stringify(top['ruleset'] ?? null)}; a replay is of ${REPLAY_RULESETS.join(', ')}` }]);
  }
  const parsed = ReplayFileSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) return refuse(issues(parsed.error));
  const problems: ReplayProblem[] = [];
  const decisions: DecisionEntry<unknown>[] = [];
  parsed.data.decisions.forEach((entry, i) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const isAction = entry !== null && typeof entry === 'object' && 'a' in entry;
    const isChoice = entry !== null && typeof entry === 'object' && 'c' in entry;
    if (isAction === isChoice) { problems.push({ path: `decisions[${i}]`, message: 'a decision is { p, a } (an action) or { p, c, v } (a choice)' }); return; }
    const r = (isAction ? ActionEntrySchema : ChoiceEntrySchema).safeParse(entry, { reportInput: true });
    if (!r.success) { problems.push(...issues(r.error, ['decisions', i])); return; }
    const seats = parsed.data.decks.length;
    if (r.data.p >= seats) problems.push({ path: `decisions[${i}].p`, message: `seat ${r.data.p} is not in this ${seats}-player game` });
    decisions.push(r.data as DecisionEntry<unknown>);
  });
  if (problems.length) refuse(problems);
  return { ...parsed.data, decisions };
}

/**
 * Read and check a replay file (see checkReplay); a ReplayFileError says what is wrong and where.
 * @example const replay = readReplay('replays/magic-7.json');
 */
export function readReplay(path: string): Replay {
  return checkReplay(parseJson(readText(path), path), path);
}
