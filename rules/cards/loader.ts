import { readFileSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseDocument } from 'yaml';
import { checkCard } from './checks.ts';
import { CardError, type CardProblem } from './errors.ts';
import { formatPath, problemsFromIssues, type Problem } from './format-issues.ts';
import { normalizeCard } from './normalize.ts';
import { CardFileSchema } from './schema.ts';
import type { CardDef } from './types.ts';

const cache = new Map<string, { mtimeMs: number; size: number; def: CardDef }>();

/**
 * Parses one card file's YAML text and returns its normalised definition. Throws `CardError` listing every
 * problem, each with the file, the path inside it, and the fix.
 *
 * @example
 * parseCard('name: Shock\ncost: "{R}"\ntype: Instant\ntext: Shock deals 2 damage to any target.\n'
 *   + 'spell: { targets: [any], effects: [{ damage: 2, to: target }] }', 'cards/magic/shock.yaml').name; // 'Shock'
 */
export function parseCard(yamlText: string, file: string): CardDef {
  const data = readYaml(yamlText, file);
  const result = CardFileSchema.safeParse(data, { reportInput: true });
  if (!result.success) throw new CardError(located(file, problemsFromIssues(result.error.issues)));
  const problems = checkCard(result.data);
  if (problems.length > 0) throw new CardError(located(file, problems));
  return normalizeCard(result.data, file);
}

/**
 * Loads one card file, cached by path (re-read when the file changes).
 * @example loadCardFile('cards/magic/lightning-bolt.yaml').spell!.effects; // [{ kind: 'damage', damage: 3, to: 'target' }]
 */
export function loadCardFile(path: string): CardDef {
  const abs = resolve(path);
  const stat = statSync(abs);
  const hit = cache.get(abs);
  if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.def;
  const def = parseCard(readFileSync(abs, 'utf8'), displayPath(abs));
  cache.set(abs, { mtimeMs: stat.mtimeMs, size: stat.size, def });
  return def;
}

/** Forgets every cached card file. @example clearCardCache(); */
export function clearCardCache(): void {
  cache.clear();
}

/**
 * Reads YAML text into plain data, or throws `CardError` with the line and column of each syntax error.
 * @example readYaml('name: [', 'x.yaml'); // throws: x.yaml: line 1, column 7: …
 */
export function readYaml(text: string, file: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new CardError(doc.errors.map((e) => ({
      file,
      path: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '',
      message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    })));
  }
  const data: unknown = doc.toJS();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CardError([{ file, path: '', message: 'the file must be a YAML map with name:, type: and text:' }]);
  }
  return data;
}

/** A path for messages: relative to the working directory when inside it, with forward slashes. */
export function displayPath(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return (rel.startsWith('..') ? abs : rel).split(sep).join('/');
}

function located(file: string, problems: Problem[]): CardProblem[] {
  return problems.map((p) => ({ file, path: formatPath(p.path), message: p.message }));
}
