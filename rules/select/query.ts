/** Matching objects against selector queries ("white creatures you control"), composed as sets. */
import type { SelectorQuery } from '../cards/types.ts';
import type { GameCore } from '../core.ts';
import type { Characteristics } from '../layers/types.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
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

/** Does a characteristics record have a type, a subtype or a supertype of this name (case-free)? */
export function hasTypeWord(c: Characteristics, word: string): boolean {
  const w = lc(word);
  if (w === 'permanent') return c.types.some((t) => PERMANENT_TYPES.has(lc(t)));
  if (w === 'nonland') return !c.types.some((t) => lc(t) === 'land');
  if (w === 'any' || w === 'object') return true;
  return c.types.some((t) => lc(t) === w) || c.subtypes.some((t) => lc(t) === w) || c.supertypes.some((t) => lc(t) === w)
    || (c.subtypes.includes('AllCreatureTypes') && c.types.includes('Creature') && !NOT_CREATURE_WORDS.has(w));
}

/**
 * Does the object match the query, seen from `source` controlled by `controller`?
 * @example matchQuery(core, { all: 'creature', controller: 'you' }, chars, srcId, 0)
 */
export function matchQuery(core: GameCore, q: SelectorQuery, c: Characteristics, source: ObjectId | null, controller: PlayerId): boolean {
  if (q.all && !hasTypeWord(c, q.all)) return false;
  if (q.controller === 'you' && c.controller !== controller) return false;
  if (q.controller === 'opponent' && c.controller === controller) return false;
  if (q.other && c.id === source) return false;
  const colors = asList(q.color);
  if (colors.length && !colors.some((col) => c.colors.includes(col))) return false;
  if (asList(q.not_color).some((col) => c.colors.includes(col))) return false;
  if (asList(q.not_type).some((t) => hasTypeWord(c, t))) return false;
  const subs = asList(q.subtype);
  if (subs.length && !subs.some((t) => hasTypeWord(c, t))) return false;
  if (asList(q.not_subtype).some((t) => c.subtypes.some((st) => lc(st) === lc(t)))) return false;
  const anyType = asList(q.any_type);
  if (anyType.length && !anyType.some((t) => c.types.some((ct) => lc(ct) === lc(t)))) return false;
  if (q.supertype && !c.supertypes.some((t) => lc(t) === lc(q.supertype!))) return false;
  if (q.not_supertype && c.supertypes.some((t) => lc(t) === lc(q.not_supertype!))) return false;
  if (q.attacking !== undefined) {
    const attacking = !!core.s.combat?.attackers.some((a) => a.id === c.id);
    if (attacking !== q.attacking) return false;
  }
  if (q.where) {
    const v = evalExpr(core, q.where, { it: objectView(core, c.id, c), controller, source });
    if (!v) return false;
  }
  return true;
}
