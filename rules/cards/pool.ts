import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { CardError, type CardProblem } from './errors.ts';
import { formatPath, problemsFromIssues } from './format-issues.ts';
import { displayPath, loadCardFile, readCardText, readYaml } from './loader.ts';
import { DeckFileSchema } from './schema.ts';
import { shippedCards } from './shipped.ts';
import { hint } from './suggest.ts';
import type { CardDef, Effect } from './types.ts';

/** The cards of one ruleset, looked up by name without regard to case. */
export interface CardPool {
  /** The card of that name; a token also answers to its name with or without " Token". */
  get(name: string): CardDef | undefined;
  /** Like get, but throws `CardError` with the closest name when there is no such card. */
  require(name: string): CardDef;
  /** Every card name, sorted. */
  names(): string[];
  /** Every card definition, sorted by name. */
  all(): CardDef[];
}

/**
 * Loads every `*.yaml` under `dir` (tokens included) and checks the pool as a whole: unique names, file names
 * that are the kebab-case of the card name, and token names that `create_token` effects use. `dir` may be a
 * list of folders, loaded as one pool: the shipped cards plus an app's own (a name in two folders is an error
 * that names both files).
 *
 * @example
 * const pool = loadCardPool(); // the shipped Magic cards
 * const mine = loadCardPool([shippedCards('magic'), 'my-cards']);
 * pool.require('lightning bolt').cost!.text; // '{R}'
 * pool.get('Spirit Token') === pool.get('spirit token'); // true
 */
export function loadCardPool(dir: string | readonly string[] = shippedCards('magic')): CardPool {
  const dirs = typeof dir === 'string' ? [dir] : dir;
  const problems: CardProblem[] = [];
  const byName = new Map<string, CardDef>();
  for (const file of dirs.flatMap((d) => yamlFiles(resolve(d)))) {
    let def: CardDef;
    try {
      def = loadCardFile(file);
    } catch (e) {
      if (!(e instanceof CardError)) throw e;
      problems.push(...e.problems);
      continue;
    }
    const key = def.name.toLowerCase();
    if (byName.has(key)) problems.push({ file: def.file, path: 'name', message: `"${def.name}" is also defined in ${byName.get(key)!.file}` });
    const expected = `${kebabCase(def.name)}.yaml`;
    if (basename(file) !== expected) problems.push({ file: def.file, path: 'name', message: `the file for "${def.name}" should be named ${expected}` });
    byName.set(key, def);
  }
  const pool = makePool(byName);
  for (const def of byName.values()) {
    for (const name of tokenNames(def)) {
      if (!pool.get(name)?.token) problems.push({ file: def.file, path: '', message: `create_token names "${name}", which is not a token in ${dirs.map((d) => displayPath(resolve(d))).join(' or ')}${hint(name, pool.names().filter((n) => pool.get(n)!.token))}` });
    }
  }
  if (problems.length > 0) throw new CardError(problems);
  return pool;
}

/**
 * Loads a deck file `{ name, cards: [{ card, count }] }` and returns its card names, each repeated `count`
 * times, spelt as in the pool. Throws `CardError` for unknown cards, with the closest name.
 *
 * @example loadDeck('cards/decks/red-green.yaml', loadCardPool()).length; // 40
 */
export function loadDeck(path: string, pool: CardPool): string[] {
  const file = displayPath(resolve(path));
  const data = readYaml(readCardText(resolve(path), file), file);
  const result = DeckFileSchema.safeParse(data, { reportInput: true });
  if (!result.success) throw new CardError(problemsFromIssues(result.error.issues).map((p) => ({ file, path: formatPath(p.path), message: p.message })));
  const problems: CardProblem[] = [];
  const names: string[] = [];
  result.data.cards.forEach(({ card, count }, i) => {
    const def = pool.get(card);
    if (!def) problems.push({ file, path: `cards[${i}].card`, message: `unknown card "${card}"${hint(card, pool.names())}` });
    else names.push(...Array<string>(count).fill(def.name));
  });
  if (problems.length > 0) throw new CardError(problems);
  return names;
}

/**
 * A card name as a file name: lower case, apostrophes dropped, other punctuation and spaces as hyphens.
 * @example kebabCase("Man-o'-War"); // 'man-o-war'
 */
export function kebabCase(name: string): string {
  return name.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function makePool(byName: Map<string, CardDef>): CardPool {
  const names = [...byName.values()].map((d) => d.name).sort();
  // The rules look cards up by name on every query; remember each spelling's answer (the pool never changes).
  const memo = new Map<string, CardDef | undefined>();
  const get = (name: string): CardDef | undefined => {
    const known = memo.get(name);
    if (known !== undefined || memo.has(name)) return known;
    const def = lookup(name);
    memo.set(name, def);
    return def;
  };
  const lookup = (name: string): CardDef | undefined => {
    const key = name.trim().toLowerCase();
    const exact = byName.get(key);
    if (exact) return exact;
    const alt = key.endsWith(' token') ? byName.get(key.slice(0, -' token'.length)) : byName.get(`${key} token`);
    return alt?.token ? alt : undefined;
  };
  return {
    get,
    require(name) {
      const def = get(name);
      if (!def) throw new CardError([{ file: '(card pool)', path: '', message: `unknown card "${name}"${hint(name, names)}` }]);
      return def;
    },
    names: () => [...names],
    all: () => names.map((n) => byName.get(n.toLowerCase())!),
  };
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : []));
}

/** Token names used by create_token anywhere in a card (abilities granted by it included). */
function tokenNames(def: CardDef): string[] {
  const found: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      const e = v as Effect;
      if (e.kind === 'create_token' && typeof e.create_token === 'string') found.push(e.create_token);
      Object.values(e).forEach(visit);
    }
  };
  visit([def.spell, def.abilities]);
  return found;
}
