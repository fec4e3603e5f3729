/**
 * Text-changing effects (CR 612), applied in layer 3 (CR 613.1c): "replace all instances of one color word / basic
 * land type / creature type with another" (Sleight of Mind, Magical Hack, Artificial Evolution). The change rewrites
 * what the object's printed abilities read (their queries, expressions, keywords and text) and the subtypes of its
 * type line (CR 612.1); abilities granted by other effects are not text and stay as they are (CR 612.3), and a card
 * name is never changed (CR 612.2).
 */
import type { Ability, CardDef } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import type { ContinuousEffect, ObjectId } from '../../state/types.ts';
import { CREATURE_TYPES } from './creature-types.ts';
import type { Characteristics } from './types.ts';

/** Which kind of word a text change replaces. */
export type TextWords = 'color' | 'land_type' | 'creature_type';

/** One text change: every instance of `from` (a word of that kind) reads `to`. */
export interface TextChange { words: TextWords; from: string; to: string }

/** The colour words (CR 105.1). */
export const COLOR_WORDS: readonly string[] = ['white', 'blue', 'black', 'red', 'green'];
/** The basic land types (CR 205.3i). */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * The words a text change of this kind may name, in their canonical order.
 * @example wordsOfKind('land_type'); // ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']
 */
export function wordsOfKind(words: TextWords): readonly string[] {
  return words === 'color' ? COLOR_WORDS : words === 'land_type' ? BASIC_LAND_TYPES : CREATURE_TYPES;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, RegExp>();

/**
 * The instances of a word used as a word: not inside another word, but with a "non" prefix ("nonblack"), a plural
 * ("Swamps") or a landwalk ending ("swampwalk"), and inside snake_case names ("protection_from_red").
 */
function pattern(word: string): RegExp {
  let re = patterns.get(word);
  if (!re) {
    re = new RegExp(`(?<![A-Za-z])(non-?)?(${esc(word)})(s|es)?(?=walk|(?![A-Za-z]))`, 'gi');
    patterns.set(word, re);
  }
  return re;
}

function plural(word: string): string {
  return /s$/i.test(word) ? word : `${word}s`;
}

/** The replacement word, in the case the original was written in ("Swamp" → "Island", "swamp" → "island"). */
function caseLike(original: string, word: string): string {
  if (original === original.toLowerCase()) return word.toLowerCase();
  return word[0]!.toUpperCase() + word.slice(1);
}

/**
 * A string with every instance of the change's word replaced; a card name inside it is left alone (CR 612.2).
 * @example changeWords('Karma deals damage equal to the number of Swamps', { words: 'land_type', from: 'Swamp', to: 'Island' }) // '… Islands'
 */
export function changeWords(s: string, ch: TextChange, name = ''): string {
  if (name && s.includes(name)) return s.split(name).map((part) => changeWords(part, ch)).join(name);
  const re = pattern(ch.from);
  re.lastIndex = 0;
  if (!re.test(s)) return s;
  re.lastIndex = 0;
  return s.replace(re, (_m, non: string | undefined, word: string, pl: string | undefined) => {
    const to = caseLike(word, ch.to);
    return `${non ?? ''}${pl ? plural(to) : to}`;
  });
}

/** Keys whose strings are names or event kinds, not rules text: a token's card name (612.2), an effect's kind. */
const NOT_TEXT = new Set(['kind', 'create_token', 'event', 'name']);

function rewrite(v: unknown, ch: TextChange, name: string, key: string): unknown {
  if (typeof v === 'string') return NOT_TEXT.has(key) ? v : changeWords(v, ch, name);
  if (Array.isArray(v)) {
    const out = v.map((x) => rewrite(x, ch, name, key));
    return out.every((x, i) => x === v[i]) ? v : out;
  }
  if (typeof v === 'object' && v !== null) {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const y = rewrite(x, ch, name, k);
      if (y !== x) changed = true;
      out[k] = y;
    }
    return changed ? out : v;
  }
  return v;
}

const memo = new WeakMap<object, Map<string, object>>();

/** A rule text structure (an ability, a spell's text) after a text change; memoised, so the same input gives the same output. */
function changed<T extends object>(v: T, ch: TextChange, name: string): T {
  const key = `${ch.words}|${ch.from}|${ch.to}|${name}`;
  let byChange = memo.get(v);
  if (!byChange) { byChange = new Map(); memo.set(v, byChange); }
  let out = byChange.get(key);
  if (!out) { out = rewrite(v, ch, name, '') as object; byChange.set(key, out); }
  return out as T;
}

/**
 * An ability as it reads after a text change. The same ability and change always give the same object (so an
 * ability keeps its identity from one computation of the layers to the next); an ability without the word is itself.
 * @example changedAbility(copRed, { words: 'color', from: 'red', to: 'blue' }, 'Circle of Protection: Red')
 */
export function changedAbility(ab: Ability, ch: TextChange, name: string): Ability {
  return changed(ab, ch, name);
}

/**
 * A spell's card as it reads on the stack after the text changes on it (Sleight of Mind on Terror: "nonblue"): its
 * targets and effects as the spell resolves.
 * @example textChangedSpell(core, item.id, def).spell?.targets
 */
export function textChangedSpell(core: GameCore, id: ObjectId, def: CardDef): CardDef {
  if (!def.spell || !core.s.effects.length) return def;
  const changes = textChangesOn(core, id);
  if (!changes.length) return def;
  return { ...def, spell: changes.reduce((s, ch) => changed(s, ch, def.name), def.spell) };
}

const sameWord = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Apply a text change to characteristics in layer 3: the printed abilities and keywords, and the subtypes of the
 * kind changed on the type line (CR 612.1). Colours are not text: a colour-word change leaves the object's colour.
 * @example applyTextChange(c, { words: 'land_type', from: 'Swamp', to: 'Island' })
 */
export function applyTextChange(c: Characteristics, ch: TextChange): void {
  c.abilities = c.abilities.map((a) => changedAbility(a, ch, c.name));
  c.keywords = c.keywords.map((k) => changeWords(k, ch));
  if (ch.words !== 'color') c.subtypes = c.subtypes.map((t) => (sameWord(t, ch.from) ? ch.to : t));
}

/** The text change a continuous effect makes, if it is one. */
export function textChangeOf(mod: Record<string, unknown>): TextChange | null {
  const t = mod['change_text'] as Partial<TextChange> | undefined;
  return t && typeof t.from === 'string' && typeof t.to === 'string' && t.words ? { words: t.words, from: t.from, to: t.to } : null;
}

/**
 * The text changes that apply to an object, in timestamp order (they last indefinitely, CR 611.2a).
 * @example textChangesOn(core, wraithId); // [{ words: 'land_type', from: 'Swamp', to: 'Island' }]
 */
export function textChangesOn(core: GameCore, id: ObjectId): TextChange[] {
  return textChangeIndex(core).get(id) ?? NONE;
}

const NONE: TextChange[] = [];
const INDEX = memoKey<{ version: number; effects: ContinuousEffect[]; count: number; byObject: Map<ObjectId, TextChange[]> }>('text changes');

/** Every object's text changes, worked out once per version of the game (the layers ask for each permanent). */
function textChangeIndex(core: GameCore): Map<ObjectId, TextChange[]> {
  const hit = core.memoGet(INDEX);
  if (hit && hit.version === core.version && hit.effects === core.s.effects && hit.count === core.s.effects.length) return hit.byObject;
  const found: { t: number; id: ObjectId; ch: TextChange }[] = [];
  for (const e of core.s.effects) {
    const ch = textChangeOf(e.mod);
    if (ch) for (const id of e.affected) found.push({ t: e.timestamp, id, ch });
  }
  const byObject = new Map<ObjectId, TextChange[]>();
  for (const f of found.sort((a, b) => a.t - b.t)) {
    const list = byObject.get(f.id);
    if (list) list.push(f.ch); else byObject.set(f.id, [f.ch]);
  }
  core.memoSet(INDEX, { version: core.version, effects: core.s.effects, count: core.s.effects.length, byObject });
  return byObject;
}

/**
 * A list of printed abilities as they read on this object after its text changes (the static abilities whose
 * effects the layers apply, CR 613.1c before 613.1d-g).
 * @example textChangedAbilities(core, o.id, def.abilities, def.name)
 */
export function textChangedAbilities(core: GameCore, id: ObjectId, abilities: Ability[], name: string): Ability[] {
  const changes = textChangesOn(core, id);
  if (!changes.length) return abilities;
  return abilities.map((a) => changes.reduce((x, ch) => changedAbility(x, ch, name), a));
}
