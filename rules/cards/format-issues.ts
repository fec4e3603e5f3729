import type { z } from 'zod';
import { hint } from './suggest.ts';
import { describe, KEYED_UNIONS, keyedKind } from './zod-helpers.ts';

/** One problem in a card file: where in the file, and what to do about it. */
export interface Problem { path: PropertyKey[]; message: string }

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * Turns zod issues (parsed with `reportInput: true`) into problems a card author can act on: keyed unions
 * report the unknown key with a suggestion, plain unions report the branch that fits the input's type.
 *
 * @example
 * problemsFromIssues(CardFileSchema.safeParse(data, { reportInput: true }).error!.issues);
 * // [{ path: ['spell', 'effects', 0], message: 'unknown effect "deal_dmg" (did you mean "damage"?)' }]
 */
export function problemsFromIssues(issues: readonly Issue[], base: PropertyKey[] = []): Problem[] {
  return issues.flatMap((issue) => fromIssue(issue, [...base, ...issue.path]));
}

function fromIssue(issue: Issue, path: PropertyKey[]): Problem[] {
  const at = (message: string, where = path): Problem[] => [{ path: where, message }];
  const missing = issue.input === undefined && path.length > 0 && ['invalid_type', 'invalid_union', 'invalid_value'].includes(issue.code);
  if (missing) return at(`missing required key "${String(path.at(-1))}"`, path.slice(0, -1));
  switch (issue.code) {
    case 'invalid_union': {
      const kind = keyedKind(issue.message);
      return kind ? fromKeyed(kind, issue, path) : fromPlainUnion(issue, path);
    }
    case 'invalid_type':
      return at(isDefault(issue.message) ? `expected ${NOUNS[issue.expected] ?? issue.expected}, got ${describe(issue.input)}` : issue.message);
    case 'invalid_value':
      if (!isDefault(issue.message)) return at(issue.message);
      return at(`expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${describe(issue.input)}`
        + (typeof issue.input === 'string' ? hint(issue.input, issue.values.map(String)) : ''));
    case 'too_small':
      return at(issue.origin === 'array' ? `needs at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}` : `must be at least ${String(issue.minimum)}`);
    case 'too_big':
      return at(issue.origin === 'array' ? `allows at most ${String(issue.maximum)} entries` : `must be at most ${String(issue.maximum)}`);
    default:
      return at(issue.message);
  }
}

// Zod's own messages start like this; ours say what to do instead.
function isDefault(message: string): boolean {
  return /^(Invalid (input|option)|Too (small|big))/.test(message);
}

function fromKeyed(kind: string, issue: Extract<Issue, { code: 'invalid_union' }>, path: PropertyKey[]): Problem[] {
  const info = KEYED_UNIONS.get(kind)!;
  const input = issue.input;
  const a = article(kind);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ path, message: `expected ${a} ${kind} such as ${info.example}, got ${describe(input)}` }];
  }
  const keys = Object.keys(input);
  const mains = keys.filter((k) => info.keys.includes(k));
  if (mains.length === 1) return problemsFromIssues(issue.errors[info.keys.indexOf(mains[0]!)]!, path);
  if (mains.length > 1) {
    return [{ path, message: `${a} ${kind} has one main key, found ${mains.map((m) => `"${m}"`).join(' and ')}; write them as separate entries` }];
  }
  const unknown = keys.find((k) => !info.modifiers.includes(k));
  if (unknown !== undefined) {
    const where = elsewhere(unknown, kind);
    return [{ path, message: `unknown ${kind} "${unknown}"${where || hint(unknown, info.keys)}` }];
  }
  return [{ path, message: `${a} ${kind} needs its main key, such as ${info.example}` }];
}

// A name that exists in another keyed vocabulary: say where it belongs.
function elsewhere(word: string, kind: string): string {
  if (kind === 'continuous effect' && KEYED_UNIONS.get('effect')?.keys.includes(word)) {
    return `; "${word}" is a one-shot effect, and a static ability's effects must be continuous`;
  }
  const other = [...KEYED_UNIONS.values()].find((o) => o.kind !== kind && o.keys.includes(word));
  return other ? `; "${word}" is ${article(other.kind)} ${other.kind}, not ${article(kind)} ${kind}` : '';
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function fromPlainUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: PropertyKey[]): Problem[] {
  const typeMismatch = (branch: readonly Issue[]) => branch.some((i) => i.path.length === 0 && i.code === 'invalid_type');
  const fitting = issue.errors.filter((b) => !typeMismatch(b));
  if (fitting.length > 0) {
    const best = fitting.reduce((a, b) => (b.length < a.length ? b : a));
    return problemsFromIssues(best, path);
  }
  const expected = [...new Set(issue.errors.flat().filter((i) => i.code === 'invalid_type').map((i) => (i as { expected: string }).expected))];
  return [{ path, message: `expected ${expected.map((e) => NOUNS[e] ?? e).join(' or ')}, got ${describe(issue.input)}` }];
}

const NOUNS: Record<string, string> = { number: 'a number', string: 'a string', object: 'a map', array: 'a list', boolean: 'true or false' };

/**
 * Writes a path inside a card file the way the messages show it.
 * @example formatPath(['spell', 'effects', 0, 'to']); // 'spell.effects[0].to'
 */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}
