/** Translating a continuous-effect modification (card vocabulary) into its parts, one per layer (CR 613.1). */
import type { Ability, Color } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { evalNumber, objectView } from '../select/expr-context.ts';
import type { PlayerId } from '../../state/types.ts';
import { applyTextChange, textChangeOf } from './text-change.ts';
import type { Characteristics, LayerId } from './types.ts';

export interface Part {
  layer: LayerId;
  apply(c: Characteristics): void;
  /** For a change of power and toughness by given numbers (layer 7c, "+1/+0"): those numbers. */
  pump?: readonly [number, number];
}

const BASIC_MANA: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
/** The land types (CR 205.3i). */
export const LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Cave', 'Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Power-Plant', 'Sphere', 'Tower', 'Urza’s']);

/** Subtypes of the other card types (artifact, enchantment, spell, planeswalker): a creature-type change keeps them. */
export const NONCREATURE_SUBTYPES: ReadonlySet<string> = new Set(['Aura', 'Equipment', 'Vehicle', 'Fortification', 'Saga', 'Curse', 'Shrine', 'Cartouche', 'Lesson', 'Arcane', 'Trap', 'Adventure', 'Jace']);

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === true ? [] : [String(v)]);
/**
 * `arr` with the items it lacks added: a new list when one is added, else `arr` itself. Lists of characteristics are
 * never changed in place: they may be the card's own (layers/base.ts, shareable).
 */
const withAll = <T extends string>(arr: T[], items: readonly T[]): T[] => {
  let out: T[] | null = null;
  for (const i of items) if (!(out ?? arr).includes(i)) (out ??= arr.slice()).push(i);
  return out ?? arr;
};

const INTRINSIC = new Map<string, Ability>(Object.entries(BASIC_MANA).map(([type, m]) => [type, Object.freeze({ kind: 'mana', cost: { tap: true }, produce: [[m as 'W']], text: `{T}: Add {${m}}.` }) as Ability]));

/** The intrinsic mana ability a basic land type gives (CR 305.6); one shared object per type, never changed. */
export function intrinsicManaAbility(subtype: string): Ability | null {
  return INTRINSIC.get(subtype) ?? null;
}

/**
 * The parts of one modification. `ctx` carries who controls the effect and the values fixed when it was
 * created (chosen colour, P/T numbers).
 */
export function partsOf(core: GameCore, mod: Record<string, unknown>, controller: PlayerId, source: number): Part[] {
  const parts: Part[] = [];
  // A number is itself: no view of the object is made for it (most P/T changes give numbers).
  const num = (v: unknown, c: Characteristics) =>
    (typeof v === 'number' ? v : evalNumber(core, v as string | number, { controller, source, it: objectView(core, c.id, c) }));
  if (mod['gain_control'] !== undefined) {
    const who = typeof mod['gain_control'] === 'number' ? (mod['gain_control'] as number) : controller;
    parts.push({ layer: '2', apply: (c) => { c.controller = who; } });
  }
  const text = textChangeOf(mod);
  if (text) parts.push({ layer: '3', apply: (c) => applyTextChange(c, text) });   // CR 612, 613.1c
  if (mod['add_types']) parts.push({ layer: '4', apply: (c) => { c.types = withAll(c.types, list(mod['add_types'])); } });
  if (mod['add_subtypes']) parts.push({ layer: '4', apply: (c) => { c.subtypes = withAll(c.subtypes, list(mod['add_subtypes'])); } });
  if (mod['set_subtypes']) {
    const set = list(mod['set_subtypes']);
    const landSet = set.filter((t) => LAND_TYPES.has(t));
    parts.push({ layer: '4', apply: (c) => {
      if (landSet.length) {
        // CR 305.7: a land whose subtype is set to a basic land type loses its old land types and the
        // abilities of its rules text; it gets the new type's mana ability (added after layer 6).
        if (!c.types.includes('Land')) return;
        c.subtypes = c.subtypes.filter((t) => !LAND_TYPES.has(t));
        c.subtypes = withAll(c.subtypes, landSet);
        c.abilities = [];
        c.printedAbilitiesLost = true;
        return;
      }
      // CR 205.1b: setting creature types replaces the creature types only; other subtypes stay.
      c.subtypes = c.subtypes.filter((t) => LAND_TYPES.has(t) || NONCREATURE_SUBTYPES.has(t));
      c.subtypes = withAll(c.subtypes, set);
    } });
  }
  if (mod['all_creature_types']) parts.push({ layer: '4', apply: (c) => { c.subtypes = withAll(c.subtypes, ['AllCreatureTypes']); } });
  if (mod['set_land_subtypes']) {
    // CR 305.7: setting a land's subtype removes its old land types and the abilities of its rules text.
    parts.push({ layer: '4', apply: (c) => {
      c.subtypes = c.subtypes.filter((t) => !LAND_TYPES.has(t));
      c.subtypes = withAll(c.subtypes, list(mod['set_land_subtypes']));
      c.abilities = [];
      c.printedAbilitiesLost = true;
    } });
  }
  if (mod['set_colors']) parts.push({ layer: '5', apply: (c) => { c.colors = list(mod['set_colors']) as Color[]; } });
  if (mod['lose_abilities']) {
    parts.push({ layer: '6', apply: (c) => { c.keywords = []; c.abilities = []; c.printedAbilitiesLost = true; } });
  }
  if (mod['grant']) parts.push({ layer: '6', apply: (c) => { c.keywords = withAll(c.keywords, list(mod['grant'])); } });
  if (mod['grant_ability']) {
    const abilities = (Array.isArray(mod['grant_ability']) ? mod['grant_ability'] : [mod['grant_ability']]) as Ability[];
    parts.push({ layer: '6', apply: (c) => { c.abilities = [...c.abilities, ...abilities]; } });
  }
  if (mod['cant']) parts.push({ layer: '6', apply: (c) => { c.cant = withAll(c.cant, list(mod['cant'])); } });
  if (mod['set_pt'] !== undefined) {
    const v = mod['set_pt'];
    parts.push({ layer: '7b', apply: (c) => {
      if (Array.isArray(v)) { c.power = num(v[0], c); c.toughness = num(v[1], c); }
      else { const n = num(v, c); c.power = n; c.toughness = n; }
    } });
  }
  if (mod['pump'] !== undefined) {
    const v = mod['pump'] as unknown[];
    const given = typeof v[0] === 'number' && typeof v[1] === 'number' ? [v[0], v[1]] as const : undefined;
    parts.push({ layer: '7c', pump: given, apply: (c) => {
      if (c.power !== null) c.power += num(v[0], c);
      if (c.toughness !== null) c.toughness += num(v[1], c);
    } });
  }
  if (mod['switch_pt']) parts.push({ layer: '7d', apply: (c) => { const p = c.power; c.power = c.toughness; c.toughness = p; } });
  return parts;
}
