/**
 * Reading a save from outside: the file checked for existence, kind and size before it is read, the JSON for
 * depth and for keys that could reach a prototype, then the schema, the seats and each decision. The first
 * problems found stop it with a SaveFileError naming the JSON path; nothing is built before all of it holds.
 */
import { readFileSync, statSync } from 'node:fs';
import type { z } from 'zod';
import type { DecisionEntry } from '../../../actors/index.ts';
import { ActionEntrySchema, ChoiceEntrySchema, REPLAY_RULESETS, jsonPath } from '../replay/index.ts';
import { SaveFileError, type SaveProblem } from './errors.ts';
import { SAVE_FORMAT, SAVE_LIMITS, SAVE_VERSION, SaveFileSchema, type Save } from './format.ts';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PROBLEMS = 10;

/** The issues of a zod parse as problems, under `base`. */
function issues(error: z.ZodError, base: PropertyKey[] = []): SaveProblem[] {
  return error.issues.map((i) => {
    const path = [...base, ...i.path];
    if (i.code === 'unrecognized_keys') return { path: jsonPath(path), message: `unknown key(s) ${i.keys.map((k) => `"${k}"`).join(', ')}` };
    const input = (i as { input?: unknown }).input;
    if (input === undefined && i.path.length > 0) return { path: jsonPath(path.slice(0, -1)), message: `missing required key "${String(path.at(-1))}"` };
    return { path: jsonPath(path), message: i.message };
  });
}

/**
 * Deeper than `depth`, or a key that could reach a prototype: the first one found, with its path (the server
 * checks its messages with it too).
 * @example hostileShape(JSON.parse('{"a":{"__proto__":1}}'), 32) // { path: 'a.__proto__', message: ... }
 */
export function hostileShape(root: unknown, depth: number): SaveProblem | null {
  const stack: { v: unknown; path: PropertyKey[] }[] = [{ v: root, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= depth) return { path: jsonPath(path), message: `nested more than ${depth} levels deep` };
    if (Array.isArray(v)) { v.forEach((x, i) => stack.push({ v: x, path: [...path, i] })); continue; }
    for (const k of Object.keys(v)) {
      if (FORBIDDEN_KEYS.has(k)) return { path: jsonPath([...path, k]), message: `a key named "${k}" is not allowed` };
      stack.push({ v: (v as Record<string, unknown>)[k], path: [...path, k] });
    }
  }
  return null;
}

/** The file's text, or a problem: missing, not a file, too big, not UTF-8. */
function readText(path: string): string {
  const fail = (message: string): never => { throw new SaveFileError(path, [{ path: '', message }]); };
  let size = 0;
  try {
    const st = statSync(path);
    if (!st.isFile()) fail(st.isDirectory() ? 'is a directory, not a save file' : 'is not a regular file');
    size = st.size;
  } catch (e) {
    if (e instanceof SaveFileError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    fail(code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${(e as Error).message})`);
  }
  const limit = SAVE_LIMITS.bytes;
  if (size > limit) fail(`the file has ${size.toLocaleString('en-US')} bytes; a save file has at most ${limit.toLocaleString('en-US')} (16 MiB)`);
  const bytes = readFileSync(path);
  if (bytes.length > limit) fail(`the file has more than ${limit.toLocaleString('en-US')} bytes; a save file has at most that`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('the file is not UTF-8 text');
  }
}

/**
 * The JSON value of a save's text, or a SaveFileError (a truncated text says so).
 * @example parseSaveJson('{"format": "hyperdraft-sa', 'game.json') // throws: not valid JSON (the text ends too early: truncated?)
 */
export function parseSaveJson(text: string, file: string): unknown {
  if (!text.trim()) throw new SaveFileError(file, [{ path: '', message: 'the file is empty' }]);
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const at = /at position (\d+)/.exec(message);
    const truncated = /end of (JSON )?input/i.test(message) || (at !== null && Number(at[1]) >= text.trimEnd().length);
    throw new SaveFileError(file, [{ path: '', message: `not valid JSON${truncated ? ' (the text ends too early: truncated?)' : ''}: ${message}` }]);
  }
}

/**
 * Check parsed JSON as a save, before anything is built: format, version, ruleset (the one `expected`, when
 * given), schema, seats, each decision. The state and the decisions' legality are checked when it is loaded
 * (session.ts), against the game they rebuild.
 * @example const save = checkSave(JSON.parse(text), 'game.json', 'magic');
 */
export function checkSave(data: unknown, file: string, expected?: string): Save {
  const refuse = (problems: SaveProblem[]): never => { throw new SaveFileError(file, problems.slice(0, MAX_PROBLEMS)); };
  const hostile = hostileShape(data, SAVE_LIMITS.depth);
  if (hostile) refuse([{ ...hostile, message: `${hostile.message} in a save file` }]);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return refuse([{ path: '', message: 'a save file is a JSON object' }]);
  const top = data as Record<string, unknown>;
  if (top['format'] !== SAVE_FORMAT) {
    const replay = top['format'] === 'hyperdraft-replay' ? ' (it is a replay file: npm run replay -- FILE)' : '';
    refuse([{ path: 'format', message: `expected "${SAVE_FORMAT}", got ${JSON.stringify(top['format'] ?? null)}: this is not a Hyperdraft save file${replay}` }]);
  }
  if (top['version'] !== SAVE_VERSION) {
    const v = top['version'];
    refuse([{ path: 'version', message: typeof v === 'number' ? `this file is save version ${v}; this Hyperdraft reads version ${SAVE_VERSION}` : `expected the save version number (${SAVE_VERSION}), got ${JSON.stringify(v ?? null)}` }]);
  }
  if (!(REPLAY_RULESETS as readonly unknown[]).includes(top['ruleset'])) {
    refuse([{ path: 'ruleset', message: `unknown ruleset ${JSON.stringify(top['ruleset'] ?? null)}; a save is of ${REPLAY_RULESETS.join(', ')}` }]);
  }
  if (expected !== undefined && top['ruleset'] !== expected) {
    refuse([{ path: 'ruleset', message: `this is a save of a game of ${String(top["ruleset"])}, not of ${expected}` }]);
  }
  const parsed = SaveFileSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) return refuse(issues(parsed.error));
  const save = parsed.data;
  const problems: SaveProblem[] = [];
  const seats = save.decks.length;
  if (save.seats.length !== seats) problems.push({ path: 'seats', message: `${save.seats.length} seats for ${seats} decks; a save has one seat a deck` });
  const decisions: DecisionEntry<unknown>[] = [];
  save.decisions.forEach((entry, i) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const isAction = entry !== null && typeof entry === 'object' && 'a' in entry;
    const isChoice = entry !== null && typeof entry === 'object' && 'c' in entry;
    if (isAction === isChoice) { problems.push({ path: `decisions[${i}]`, message: 'a decision is { p, a } (an action) or { p, c, v } (a choice)' }); return; }
    const r = (isAction ? ActionEntrySchema : ChoiceEntrySchema).safeParse(entry, { reportInput: true });
    if (!r.success) { problems.push(...issues(r.error, ['decisions', i])); return; }
    if (r.data.p >= seats) problems.push({ path: `decisions[${i}].p`, message: `seat ${r.data.p} is not in this ${seats}-player game` });
    decisions.push(r.data as DecisionEntry<unknown>);
  });
  save.seats.forEach((seat, i) => {
    if (seat.kind !== 'bot') return;
    if (seat.from > decisions.length) { problems.push({ path: `seats[${i}].from`, message: `the bot took the seat at decision ${seat.from}, but the save has ${decisions.length} decisions` }); return; }
    const made = decisions.slice(seat.from).filter((d) => d.p === i).length;
    if (made !== seat.decisions) problems.push({ path: `seats[${i}].decisions`, message: `the bot's generator is at decision ${seat.decisions}, but the log holds ${made} decisions of seat ${i} since decision ${seat.from}` });
  });
  if (problems.length) refuse(problems);
  return { ...save, decisions };
}

/**
 * Read and check a save file (see checkSave); a SaveFileError says what is wrong and where.
 * @example const save = readSave('game.json', 'magic');
 */
export function readSave(path: string, expected?: string): Save {
  return checkSave(parseSaveJson(readText(path), path), path, expected);
}
