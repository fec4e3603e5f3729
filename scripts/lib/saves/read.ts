/**
 * Reading a save from outside: the file checked for existence, kind and size before it is read, the JSON for
 * depth and for keys that could reach a prototype, then the schema, the seats and each decision. The first
 * problems found stop it with a SaveFileError naming the JSON path; nothing is built before all of it holds.
 */
import type { DecisionEntry } from '../../../actors/index.ts';
import { hostileShape as shapeProblem, parseJsonText, readTextFile, zodProblems } from '../json-file.ts';
import { ActionEntrySchema, ChoiceEntrySchema, REPLAY_RULESETS } from '../replay/index.ts';
import { SaveFileError, type SaveProblem } from './errors.ts';
import { SAVE_FORMAT, SAVE_LIMITS, SAVE_VERSION, SaveFileSchema, type Save } from './format.ts';

const MAX_PROBLEMS = 10;

/**
 * Deeper than `depth`, or a key that could reach a prototype: the first one found, with its path (the server
 * checks its messages with it too).
 * @example hostileShape(JSON.parse('{"a":{"__proto__":1}}'), 32) // { path: 'a.__proto__', message: ... }
 */
export function hostileShape(root: unknown, depth: number): SaveProblem | null {
  const found = shapeProblem(root, depth);
  return found && { path: found.path, message: found.message };
}

/** The file's text, or a SaveFileError: missing, not a file, too big, not UTF-8. */
const readText = (path: string): string =>
  readTextFile(path, 'save file', SAVE_LIMITS.bytes, (message) => { throw new SaveFileError(path, [{ path: '', message }]); });

/**
 * The JSON value of a save's text, or a SaveFileError (a truncated text says so).
 * @example parseSaveJson('{"format": "hyperdraft-sa', 'game.json') // throws: not valid JSON (the text ends too early: truncated?)
 */
export function parseSaveJson(text: string, file: string): unknown {
  return parseJsonText(text, { noun: 'text', where: false }, (message) => { throw new SaveFileError(file, [{ path: '', message }]); });
}

const issues = zodProblems;

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
