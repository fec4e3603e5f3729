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
  const def = parseCard(readCardText(abs, displayPath(abs)), displayPath(abs));
  cache.set(abs, { mtimeMs: stat.mtimeMs, size: stat.size, def });
  return def;
}

/** Forgets every cached card file. @example clearCardCache(); */
export function clearCardCache(): void {
  cache.clear();
}

/** The largest card, deck or scenario file read (bytes); a card is a few lines. */
export const MAX_FILE_BYTES = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a card or deck file as text, refusing what is not a small UTF-8 text file: too large, not UTF-8, a
 * byte-order mark, a NUL. Throws `CardError` naming the file and the fix.
 * @example readCardText('cards/magic/lightning-bolt.yaml', 'cards/magic/lightning-bolt.yaml')
 */
export function readCardText(path: string, file: string): string {
  const fail = (message: string): never => { throw new CardError([{ file, path: '', message }]); };
  const bytes = readFileSync(path);
  if (bytes.length > MAX_FILE_BYTES) fail(`the file has ${bytes.length.toLocaleString('en-US')} bytes; a card or deck file has at most ${MAX_FILE_BYTES.toLocaleString('en-US')}`);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) fail('the file starts with a byte-order mark; save it as UTF-8 without a BOM');
  let text = '';
  try {
    text = utf8.decode(bytes);
  } catch {
    fail('the file is not valid UTF-8; save it as UTF-8 text');
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) fail(`the file holds a NUL character (at offset ${nul}); a card file is plain text`);
  return text;
}

/**
 * Reads YAML text into plain data, or throws `CardError` with the line and column of each syntax error.
 * @example readYaml('name: [', 'x.yaml'); // throws: x.yaml: line 1, column 7: …
 */
export function readYaml(text: string, file: string): unknown {
  if (text.length > MAX_FILE_BYTES) throw new CardError([{ file, path: '', message: `the text has ${text.length.toLocaleString('en-US')} characters; a card or deck file has at most ${MAX_FILE_BYTES.toLocaleString('en-US')}` }]);
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    throw new CardError(doc.errors.map((e) => ({
      file,
      path: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '',
      message: e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''),
    })));
  }
  let data: unknown;
  try {
    // Aliases are expanded here; a file whose aliases multiply (an "alias bomb") is refused by yaml's own limit.
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new CardError([{ file, path: '', message: `the YAML cannot be read: ${(e as Error).message}; write the values out instead of nesting aliases` }]);
  }
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
