/** Matching objects against selector queries ("white creatures you control"), composed as sets. */
import type { SelectorQuery } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { Characteristics } from '../layers/types.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { evalExpr, objectView } from './expr-context.ts';
import { lc, listHas, wordTest } from './type-words.ts';

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

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
