/**
 * Reading a replay file from outside: the file checked for existence, kind and size before it is read, the JSON
 * for depth and for keys that could reach a prototype, then the schema, then each decision; the first problem
 * found stops it with a ReplayFileError that names the JSON path. Nothing is run until all of it holds.
 */
import type { DecisionEntry } from '../../../actors/index.ts';
import { hostileShape, parseJsonText, readTextFile, zodProblems } from '../json-file.ts';
import { ReplayFileError, type ReplayProblem } from './errors.ts';
import { ActionEntrySchema, ChoiceEntrySchema, REPLAY_FORMAT, REPLAY_LIMITS, REPLAY_RULESETS, REPLAY_VERSION, ReplayFileSchema, type Replay } from './format.ts';

const MAX_PROBLEMS = 10;

/** The file's text, or a ReplayFileError: missing, not a file, too big, not UTF-8. */
const readText = (path: string): string =>
  readTextFile(path, 'replay file', REPLAY_LIMITS.bytes, (message) => { throw new ReplayFileError(path, [{ path: '', message }]); });

/** The JSON value of the text, or a ReplayFileError (a truncated file says so, with the line and column). */
const parseJson = (text: string, file: string): unknown =>
  parseJsonText(text, { noun: 'file', where: true }, (message) => { throw new ReplayFileError(file, [{ path: '', message }]); });

const issues = zodProblems;

/**
 * Check parsed JSON as a replay, before anything runs: format, version, ruleset, schema, each decision.
 * @example const replay = checkReplay(JSON.parse(text), 'game.json');
 */
export function checkReplay(data: unknown, file: string): Replay {
  const refuse = (problems: ReplayProblem[]): never => { throw new ReplayFileError(file, problems.slice(0, MAX_PROBLEMS)); };
  const hostile = hostileShape(data, REPLAY_LIMITS.depth);
  if (hostile) refuse([{ path: hostile.path, message: hostile.kind === 'depth' ? `${hostile.message}; a replay file is at most that deep` : `${hostile.message} in a replay file` }]);
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
