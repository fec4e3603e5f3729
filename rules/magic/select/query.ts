/** Matching objects against selector queries ("white creatures you control"), composed as sets. */
import type { SelectorQuery } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { Characteristics } from '../layers/types.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { evalExpr, objectView } from './expr-context.ts';

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
// Type words come from a small vocabulary (card data), so their lower-case forms are kept rather than rebuilt.
const lower = new Map<string, string>();
const lc = (s: string): string => {
  let l = lower.get(s);
  if (l === undefined) { l = s.toLowerCase(); lower.set(s, l); }
  return l;
};
const PERMANENT_TYPES = new Set(['creature', 'land', 'artifact', 'enchantment', 'planeswalker', 'battle']);
const NOT_CREATURE_WORDS = new Set(['land', 'artifact', 'enchantment', 'forest', 'island', 'swamp', 'mountain', 'plains']);

/**
 * Does the list hold `w` (lower case), case-free? A name whose first letter is plain ASCII lower-cases to a name that
 * starts with that letter lower-cased, so one whose first letter differs is passed over without being lower-cased.
 */
function listHas(list: readonly string[], w: string): boolean {
  const first = w.charCodeAt(0);
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    const c = t.charCodeAt(0);
    if (c < 128 && (c >= 65 && c <= 90 ? c + 32 : c) !== first) continue;
    if (lc(t) === w) return true;
  }
  return false;
}

/** A type word's test, made once a word (card data has few): `permanent`, `nonland`, `any` or a type, subtype or supertype. */
const wordTests = new Map<string, (c: Characteristics) => boolean>();

function wordTest(word: string): (c: Characteristics) => boolean {
  let test = wordTests.get(word);
  if (test) return test;
  const w = lc(word);
  if (w === 'permanent') test = (c) => c.types.some((t) => PERMANENT_TYPES.has(lc(t)));
  else if (w === 'nonland') test = (c) => !listHas(c.types, 'land');
  else if (w === 'any' || w === 'object') test = () => true;
  else {
    // CR 702.73a: all creature types are every creature type, never a land or artifact word.
    const creatureWord = !NOT_CREATURE_WORDS.has(w);
    test = (c) => listHas(c.types, w) || listHas(c.subtypes, w) || listHas(c.supertypes, w)
      || (creatureWord && c.subtypes.includes('AllCreatureTypes') && c.types.includes('Creature'));
  }
  wordTests.set(word, test);
  return test;
}

/** Does a characteristics record have a type, a subtype or a supertype of this name (case-free)? */
export function hasTypeWord(c: Characteristics, word: string): boolean {
  return wordTest(word)(c);
}

type Check = (core: GameCore, c: Characteristics, source: ObjectId | null, controller: PlayerId) => boolean;

const hasType = (c: Characteristics, w: string) => listHas(c.types, w);
const hasSubtype = (c: Characteristics, w: string) => listHas(c.subtypes, w);
const hasSupertype = (c: Characteristics, w: string) => listHas(c.supertypes, w);

/** A query as the list of checks it makes, in the order written below; built once per query object. */
function compile(q: SelectorQuery): Check[] {
  const checks: Check[] = [];
  if (q.all) { const all = wordTest(q.all); checks.push((_core, c) => all(c)); }
  if (q.controller === 'you') checks.push((_core, c, _s, controller) => c.controller === controller);
  if (q.controller === 'opponent') checks.push((_core, c, _s, controller) => c.controller !== controller);
  if (q.other) checks.push((_core, c, source) => c.id !== source);
  const colors = asList(q.color);
  if (colors.length) checks.push((_core, c) => colors.some((col) => c.colors.includes(col)));
  const notColors = asList(q.not_color);
  if (notColors.length) checks.push((_core, c) => !notColors.some((col) => c.colors.includes(col)));
  const notTypes = asList(q.not_type);
  const notTypeTests = notTypes.map(wordTest);
  if (notTypes.length) checks.push((_core, c) => !notTypeTests.some((t) => t(c)));
  const subs = asList(q.subtype);
  const subTests = subs.map(wordTest);
  if (subs.length) checks.push((_core, c) => subTests.some((t) => t(c)));
  const notSubs = asList(q.not_subtype).map(lc);
  if (notSubs.length) checks.push((_core, c) => !notSubs.some((t) => hasSubtype(c, t)));
  const anyType = asList(q.any_type).map(lc);
  if (anyType.length) checks.push((_core, c) => anyType.some((t) => hasType(c, t)));
  if (q.supertype) { const w = lc(q.supertype); checks.push((_core, c) => hasSupertype(c, w)); }
  if (q.not_supertype) { const w = lc(q.not_supertype); checks.push((_core, c) => !hasSupertype(c, w)); }
  if (q.attacking !== undefined) {
    const want = q.attacking;
    checks.push((core, c) => !!core.s.combat?.attackers.some((a) => a.id === c.id) === want);
  }
  if (q.where) {
    const where = q.where;
    checks.push((core, c, source, controller) => !!evalExpr(core, where, { it: objectView(core, c.id, c), controller, source }));
  }
  return checks;
}

const compiled = new WeakMap<SelectorQuery, Check[]>();

/**
 * Does the object match the query, seen from `source` controlled by `controller`?
 * @example matchQuery(core, { all: 'creature', controller: 'you' }, chars, srcId, 0)
 */
export function matchQuery(core: GameCore, q: SelectorQuery, c: Characteristics, source: ObjectId | null, controller: PlayerId): boolean {
  let checks = compiled.get(q);
  if (!checks) { checks = compile(q); compiled.set(q, checks); }
  for (const check of checks) if (!check(core, c, source, controller)) return false;
  return true;
}
