/**
 * Type words ("creature", "Swamp", "legendary", "permanent", "nonland"): whether a characteristics record has a
 * type, a subtype or a supertype of a name, case-free (CR 205). What queries and expressions both test.
 */
import type { Characteristics } from '../layers/types.ts';

/**
 * A type word in lower case: card data has a small vocabulary, so the lower-case forms are kept rather than rebuilt.
 * @example lc('Swamp') // 'swamp'
 */
const lower = new Map<string, string>();
export const lc = (s: string): string => {
  let l = lower.get(s);
  if (l === undefined) { l = s.toLowerCase(); lower.set(s, l); }
  return l;
};
/** The permanent types, in lower case: what the word `permanent` tests for (CR 110.4). */
export const PERMANENT_TYPES: ReadonlySet<string> = new Set(['creature', 'land', 'artifact', 'enchantment', 'planeswalker', 'battle']);
/** Words that never name a creature type: all creature types (CR 702.73a) count for every other word. */
export const NOT_CREATURE_WORDS: ReadonlySet<string> = new Set(['land', 'artifact', 'enchantment', 'forest', 'island', 'swamp', 'mountain', 'plains']);

/**
 * Does the list hold `w` (lower case), case-free? A name whose first letter is plain ASCII lower-cases to a name that
 * starts with that letter lower-cased, so one whose first letter differs is passed over without being lower-cased, as is
 * one whose length differs.
 * @example listHas(['Legendary', 'Snow'], 'snow') // true
 */
export function listHas(list: readonly string[], w: string): boolean {
  const first = w.charCodeAt(0);
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    const c = t.charCodeAt(0);
    if (c < 128 && (c >= 65 && c <= 90 ? c + 32 : c) !== first) continue;
    if (t.length === w.length ? sameWord(t, w) : t.indexOf('\u0130') >= 0 && lc(t) === w) return true;
  }
  return false;
}

/**
 * Is `t` the word `w` (lower case, as long as `t`), case-free? Letter by letter while they are plain ASCII, where
 * lower-casing changes A-Z alone; lower-cased in full from a letter that is not (its lower case may be longer: İ,
 * U+0130, the one letter whose is, is also why listHas lower-cases a name of another length that has it).
 */
function sameWord(t: string, w: string): boolean {
  for (let k = 0; k < t.length; k++) {
    const a = t.charCodeAt(k);
    if (a >= 128) return lc(t) === w;
    if ((a >= 65 && a <= 90 ? a + 32 : a) !== w.charCodeAt(k)) return false;
  }
  return true;
}

/** PERMANENT_TYPES by their first letter's code (no two share one). */
const PERMANENT_BY_FIRST: ReadonlyMap<number, string> = new Map([...PERMANENT_TYPES].map((w) => [w.charCodeAt(0), w]));

/** Is `t` one of the permanent types (CR 110.4), case-free? The one its first letter could be, compared. */
function isPermanentType(t: string): boolean {
  const c = t.charCodeAt(0);
  if (c >= 128) return PERMANENT_TYPES.has(lc(t));
  const w = PERMANENT_BY_FIRST.get(c >= 65 && c <= 90 ? c + 32 : c);
  return w !== undefined && t.length === w.length && sameWord(t, w);
}

const wordTests = new Map<string, (c: Characteristics) => boolean>();

/**
 * A type word's test, made once a word (card data has few): `permanent`, `nonland`, `any` or a type, subtype or
 * supertype.
 * @example wordTest('Swamp')(characteristics(core, id)!)
 */
export function wordTest(word: string): (c: Characteristics) => boolean {
  let test = wordTests.get(word);
  if (test) return test;
  const w = lc(word);
  if (w === 'permanent') test = (c) => c.types.some(isPermanentType);
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

/**
 * Does a characteristics record have a type, a subtype or a supertype of this name (case-free)?
 * @example hasTypeWord(characteristics(core, id)!, 'creature')
 */
export function hasTypeWord(c: Characteristics, word: string): boolean {
  return wordTest(word)(c);
}
