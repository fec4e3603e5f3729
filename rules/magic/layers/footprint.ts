/**
 * What an effect of layers 4-6 can change, and what decides whether a static ability's effect exists and what it
 * applies to, in words: whether one effect can ever depend on another (CR 613.8a) is then read from the card data,
 * without a trial. Effect A depends on B only if applying B could change whether A exists (its source keeps the
 * ability) or what A applies to; when nothing B changes is anything A reads, it never does, whatever the objects are.
 * The words are conservative: anything not known here (a layer outside 4-6, a key of a modification or a query that
 * this file does not name, an expression) is `ALL`, which may depend on anything.
 */
import { NOT_CREATURE_WORDS, PERMANENT_TYPES } from '../select/type-words.ts';
import { LAND_TYPES, NONCREATURE_SUBTYPES } from './parts.ts';
import type { Footprint, LayerEntry, LayerId } from './types.ts';

export type { Footprint };
/** Unknown, so taken as everything. */
export const ALL = 'all';

const lower = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => String(x).toLowerCase()) : v === undefined || v === true ? [] : [String(v).toLowerCase()]);

/** Keys of a modification that are not a change (what it applies to, how long it lasts). */
const META = new Set(['to', 'until', 'kind']);
/** What each key of a modification changes, in the layer it changes it (rules/magic/layers/parts.ts). */
const LAYER_OF: Record<string, LayerId | '1-3' | '7'> = {
  gain_control: '1-3', change_text: '1-3',
  add_types: '4', add_subtypes: '4', set_subtypes: '4', all_creature_types: '4', set_land_subtypes: '4',
  set_colors: '5',
  lose_abilities: '6', grant: '6', grant_ability: '6', cant: '6',
  set_pt: '7', pump: '7', switch_pt: '7',
};

/**
 * What the part of `mod` in `layer` (4, 5 or 6) can change: type words (`w:swamp`; `w:*land` every land type,
 * `w:*creature` every creature type), `color`, `abilities` (some removed: the effects they generate end), and words
 * no query reads (`keywords`, `abilities+` for abilities added, `cant`).
 * @example writesOf({ add_subtypes: 'Swamp', to: { all: 'land' } }, '4') // Set { 'w:swamp' }
 */
export function writesOf(mod: Record<string, unknown>, layer: LayerId): Footprint {
  if (layer !== '4' && layer !== '5' && layer !== '6') return ALL;
  const out = new Set<string>();
  for (const key of Object.keys(mod)) {
    if (META.has(key)) continue;
    const at = LAYER_OF[key];
    if (at === undefined) return ALL;
    if (at !== layer) continue;
    const words = lower(mod[key]);
    switch (key) {
      case 'add_types': case 'add_subtypes': for (const w of words) out.add(`w:${w}`); break;
      case 'set_subtypes': {
        // A land type set replaces the land types and the rules text's abilities (CR 305.7); otherwise the creature types (205.1b).
        const land = words.some((w) => LAND_WORDS.has(w));
        out.add(land ? 'w:*land' : 'w:*creature');
        if (land) out.add('abilities');
        for (const w of words) out.add(`w:${w}`);
        break;
      }
      case 'set_land_subtypes': out.add('w:*land'); out.add('abilities'); for (const w of words) out.add(`w:${w}`); break;
      case 'all_creature_types': out.add('w:allcreaturetypes'); break;
      case 'set_colors': out.add('color'); break;
      case 'lose_abilities': out.add('abilities'); out.add('keywords'); break;
      case 'grant': out.add('keywords'); break;
      case 'grant_ability': out.add('abilities+'); break;
      case 'cant': out.add('cant'); break;
      default: return ALL;
    }
  }
  return out;
}

const LAND_WORDS = new Set([...LAND_TYPES].map((t) => t.toLowerCase()));

/**
 * The words a type word's test reads (type-words.ts's wordTest: a type, subtype or supertype of that name, and for a
 * word that may name a creature type, all creature types on a creature), each prefixed `w:`, or `n:` when the query
 * asks for its absence.
 */
function wordReads(word: string, negative: boolean, out: Set<string>): void {
  const p = negative ? 'n:' : 'w:';
  const w = word.toLowerCase();
  if (w === 'any' || w === 'object') return;
  if (w === 'permanent') { for (const t of PERMANENT_TYPES) out.add(p + t); return; }
  if (w === 'nonland') { out.add((negative ? 'w:' : 'n:') + 'land'); return; }
  out.add(p + w);
  if (!NOT_CREATURE_WORDS.has(w)) { out.add(p + 'allcreaturetypes'); out.add(p + 'creature'); }
}

/** Keys of a query that read no type word, colour or ability that layers 4-6 change (controller: layer 2; attacking: combat). */
const QUERY_QUIET = new Set(['controller', 'other', 'attacking']);
/** Keys whose words are tested as type words (wordTest), and keys whose words are looked up in one list (query.ts). */
const TYPE_WORDS: Record<string, boolean> = { all: false, not_type: true, subtype: false };
const LIST_WORDS: Record<string, boolean> = { any_type: false, not_subtype: true, supertype: false, not_supertype: true };

/**
 * What decides whether a static ability's effect exists (`abilities`: its source keeps it) and what it applies to
 * (`to`: itself, what it is attached to, or a query's words and `color`; `n:` before what it asks to be absent). A
 * condition, a `where` or an unknown key: ALL.
 * @example readsOf({ all: 'enchantment', not_subtype: 'Aura', other: true }, false) // Set { 'abilities', 'w:enchantment', 'n:aura' }
 */
export function readsOf(to: unknown, conditional: boolean): Footprint {
  if (conditional) return ALL;
  const out = new Set<string>(['abilities']);
  if (to === undefined || to === 'self' || to === 'enchanted' || to === 'equipped') return out;
  if (typeof to !== 'object' || to === null) return ALL;
  for (const [key, value] of Object.entries(to)) {
    if (value === undefined || QUERY_QUIET.has(key)) continue;
    if (key === 'color' || key === 'not_color') { out.add(key === 'color' ? 'color' : 'n:color'); continue; }
    const words = Array.isArray(value) ? value.map(String) : [String(value)];
    if (Object.hasOwn(TYPE_WORDS, key)) for (const w of words) wordReads(w, TYPE_WORDS[key]!, out);
    else if (Object.hasOwn(LIST_WORDS, key)) for (const w of words) out.add((LIST_WORDS[key] ? 'n:' : 'w:') + w.toLowerCase());
    else return ALL;
  }
  return out;
}

/** Does a written word change what a read word tests (present or absent)? */
function touches(read: string, written: string): boolean {
  const r = read === 'n:color' ? 'color' : read.startsWith('n:') ? `w:${read.slice(2)}` : read;
  if (r === written) return true;
  if (!r.startsWith('w:')) return false;
  const w = r.slice(2);
  if (written === 'w:*land') return LAND_WORDS.has(w);
  // Setting creature types (CR 205.1b) keeps types, supertypes, land types and the other card types' subtypes.
  if (written === 'w:*creature') return !KEPT_BY_CREATURE_SET.has(w);
  return false;
}
/** Words a part takes away (land types set, creature types set, abilities lost, colours set): the others only add. */
const REMOVING = new Set(['w:*land', 'w:*creature', 'abilities', 'color', 'keywords']);
const KEPT_BY_CREATURE_SET = new Set([...LAND_WORDS, ...PERMANENT_TYPES, ...[...NONCREATURE_SUBTYPES].map((t) => t.toLowerCase()),
  'instant', 'sorcery', 'kindred', 'tribal', 'legendary', 'basic', 'snow', 'world']);

/**
 * Could effect `a` depend on effect `b` of the same layer (CR 613.8a)? False only when `a` is locked in (611.2c) or
 * nothing `b` can change is anything that decides whether `a` exists or what it applies to. Two modifications of one
 * static ability that pick their objects alike, each with its part in this layer alone (`selects`: neither began in an
 * earlier layer, CR 613.6), apply to the same objects: `b` can then change what `a` applies to only by taking away what
 * `a` asks to be there, or adding what it asks to be absent (Life and Limb's subtypes and types do neither).
 * @example mayDependOn(lifeAndLimb, yavimaya) // true: Yavimaya makes lands Forests, Life and Limb applies to Forests
 */
export function mayDependOn(a: LayerEntry, b: LayerEntry): boolean {
  if (a.fixed) return false;
  const reads = a.reads ?? ALL;
  const writes = b.writes ?? ALL;
  if (reads === ALL || writes === ALL) return true;
  // A group names its source and ability (entries.ts).
  const parts = a.group !== undefined && a.group === b.group && a.selects !== undefined && a.selects === b.selects;
  for (const r of reads) {
    for (const w of writes) {
      if (!touches(r, w)) continue;
      if (!parts) return true;
      const absent = r.startsWith('n:');
      if (absent ? !REMOVING.has(w) || w === 'color' : REMOVING.has(w)) return true;
    }
  }
  return false;
}

/**
 * Can no effect of this list depend on another (mayDependOn), so that the layer applies them in timestamp order
 * whatever the objects are?
 * @example noneDepend(cache.byLayer.get('4') ?? [])
 */
export function noneDepend(list: readonly LayerEntry[]): boolean {
  for (const a of list) for (const b of list) if (a !== b && mayDependOn(a, b)) return false;
  return true;
}
