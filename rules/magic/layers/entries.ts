/** Gathering the continuous effects that apply now: resolved effects and static abilities (CR 611, 604). */
import type { CardDef, SelectorQuery, StaticAbility } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import { matchQuery } from '../select/query.ts';
import { evalExpr, readsOnlyIt } from '../select/expr-context.ts';
import type { ContinuousEffect, GameObject, ObjectId, PlayerId } from '../../state/types.ts';
import { readsOf, writesOf } from './footprint.ts';
import { partsOf } from './parts.ts';
import { textChangedAbilities, textChangesOn } from './text-change.ts';
import type { Characteristics, LayerEntry } from './types.ts';

const MOD_KEYS = ['change_text', 'gain_control', 'add_types', 'add_subtypes', 'set_subtypes', 'all_creature_types', 'set_land_subtypes', 'set_colors', 'lose_abilities', 'grant', 'grant_ability', 'cant', 'set_pt', 'pump', 'switch_pt'];

/** Is this effect object a layered continuous effect (rather than a rule-modifying one)? */
export function isLayeredMod(e: Record<string, unknown>): boolean {
  for (let i = 0; i < MOD_KEYS.length; i++) if (e[MOD_KEYS[i]!] !== undefined) return true;
  return false;
}

type Selector = Pick<LayerEntry, 'select' | 'member' | 'readsGame'>;

function staticSelector(core: GameCore, to: unknown, source: ObjectId): Selector {
  if (to === undefined || to === 'self') return { select: () => [source] };
  if (to === 'enchanted' || to === 'equipped') {
    return { select: () => { const a = core.s.objects[source]?.attachedTo; return a != null ? [a] : []; } };
  }
  if (typeof to === 'object' && to !== null) {
    const q = to as SelectorQuery;
    const controllerIn = (work: Map<ObjectId, Characteristics>) => work.get(source)?.controller ?? core.s.objects[source]?.controller ?? 0;
    const member = (c: Characteristics, work: Map<ObjectId, Characteristics>) => matchQuery(core, q, c, source, controllerIn(work));
    return {
      select: (work) => {
        const controller = controllerIn(work);
        const out: ObjectId[] = [];
        for (const c of work.values()) if (matchQuery(core, q, c, source, controller)) out.push(c.id);
        return out;
      },
      // A `where` expression may read more than the object itself.
      member: q.where ? undefined : member,
      readsGame: !!q.where,
    };
  }
  return { select: () => [] };
}

/** A resolved effect's entries are made once (its modification never changes; the objects are read when selected). */
const RESOLVED = memoKey<WeakMap<ContinuousEffect, LayerEntry[]>>('resolved effect entries');

/** The layer entries of a resolved continuous effect (CR 611.2c: its objects were fixed as it was created). */
export function resolvedEntries(core: GameCore, eff: ContinuousEffect): LayerEntry[] {
  let made = core.memoGet(RESOLVED);
  if (!made) { made = new WeakMap(); core.memoSet(RESOLVED, made); }
  let entries = made.get(eff);
  if (entries) return entries;
  entries = [];
  const computed = computedNumbers(eff.mod);
  // Read when selected: the next untap step's effects drop objects from it (rules/magic/effects/next-untap.ts).
  const select = () => eff.affected;
  const exists = () => true;
  const about = () => describe(core, eff.source, eff.mod);
  for (const p of partsOf(core, eff.mod, eff.controller, eff.source)) {
    entries.push({
      key: `e${eff.id}`, layer: p.layer, timestamp: eff.timestamp, source: eff.source, controller: eff.controller,
      describe: about, fixed: true, computed, select, exists, apply: p.apply, pump: p.pump, writes: writesOf(eff.mod, p.layer),
    });
  }
  made.set(eff, entries);
  return entries;
}

/** Every layer entry in force now. */
export function collectEntries(core: GameCore): LayerEntry[] {
  const out: LayerEntry[] = [];
  for (const eff of core.s.effects) for (const e of resolvedEntries(core, eff)) out.push(e);
  for (const id of core.s.battlefield) {
    const o = core.s.objects[id];
    if (!o || o.phasedOut) continue;
    for (const e of staticEntries(core, o)) out.push(e);
  }
  return out;
}

interface StaticCache { o: GameObject; def: CardDef; controller: PlayerId; timestamp: number; texts: string; entries: LayerEntry[] }
/** A permanent's static-ability entries depend only on its card, controller and timestamp: kept per object, by id in each game. */
const STATIC = memoKey<Map<ObjectId, StaticCache>>('static entries');

const NO_ENTRIES: readonly LayerEntry[] = Object.freeze([]);

/** Whether a card has a static ability (asked of every permanent in every computation; a card never changes). */
const statics = new WeakMap<CardDef, boolean>();
function hasStatic(def: CardDef): boolean {
  let v = statics.get(def);
  if (v === undefined) { v = def.abilities.some((a) => a.kind === 'static'); statics.set(def, v); }
  return v;
}

/** The layer entries of a permanent's static abilities (kept per object). */
export function staticEntries(core: GameCore, o: GameObject): readonly LayerEntry[] {
  const def = core.def(o);
  // Without a static ability there are none (a text change rewrites abilities, it adds none): nothing to keep.
  if (!hasStatic(def)) return NO_ENTRIES;
  let cache = core.memoGet(STATIC);
  if (!cache) { cache = new Map(); core.memoSet(STATIC, cache); }
  const hit = cache.get(o.id);
  // Text changes (layer 3) rewrite what its static abilities say before layers 4-7 apply them (CR 613.1c).
  const changes = core.s.effects.length ? textChangesOn(core, o.id) : [];
  const texts = changes.length ? JSON.stringify(changes) : '[]';
  if (hit && hit.o === o && hit.def === def && hit.controller === o.controller && hit.timestamp === o.timestamp && hit.texts === texts) return hit.entries;
  const entries: LayerEntry[] = [];
  const id = o.id;
  const abilities = texts === '[]' ? def.abilities : textChangedAbilities(core, o.id, def.abilities, def.name);
  abilities.forEach((ab, i) => {
    if (ab.kind !== 'static') return;
    ab.effects.forEach((raw, j) => {
      const mod = raw as Record<string, unknown>;
      if (!isLayeredMod(mod)) return;
      const { select, member, readsGame } = staticSelector(core, mod['to'], id);
      const exists = (work: Map<ObjectId, Characteristics>) => staticExists(core, work, id, ab);
      const combat = readsCombat(mod);
      const computed = computedNumbers(mod);
      const fromItself = computed && computedFromItself(mod);
      const reads = readsOf(mod['to'], !!ab.condition);
      const parts = partsOf(core, mod, o.controller, id);
      const selects = parts.length === 1 ? JSON.stringify(mod['to'] ?? 'self') : undefined;
      for (const p of parts) {
        entries.push({
          key: `s${id}.${i}.${j}`, group: `s${id}.${i}`, layer: p.layer, timestamp: o.timestamp, source: id, controller: o.controller,
          describe: () => describe(core, id, mod), select, member, readsGame, exists, apply: p.apply, pump: p.pump, readsCombat: combat,
          computed, computedFromItself: fromItself, conditional: !!ab.condition, reads, writes: writesOf(mod, p.layer), selects,
        });
      }
    });
  });
  cache.set(o.id, { o, def, controller: o.controller, timestamp: o.timestamp, texts, entries });
  return entries;
}

/**
 * Could what a static effect does depend on combat? Only an "attacking" query reads it: an expression (a condition,
 * a `where`, a computed P/T) has no word for attacking or blocking (rules/magic/select/expr-context.ts), and tapping an
 * attacker is an event, which a cache that read `tapped` already watches (core.untrackedReads).
 */
function readsCombat(mod: Record<string, unknown>): boolean {
  const to = mod['to'];
  return typeof to === 'object' && to !== null && (to as SelectorQuery).attacking !== undefined;
}

/** Does a modification compute its P/T numbers from an expression (rather than give them)? */
function computedNumbers(mod: Record<string, unknown>): boolean {
  return anyNumber(mod['set_pt'], isComputed) || anyNumber(mod['pump'], isComputed);
}

/** Are its computed P/T numbers each one object's own (expressions reading only `it`, readsOnlyIt)? */
function computedFromItself(mod: Record<string, unknown>): boolean {
  return !anyNumber(mod['set_pt'], notFromItself) && !anyNumber(mod['pump'], notFromItself);
}

const isComputed = (v: unknown): boolean => v !== undefined && typeof v !== 'number';
const notFromItself = (v: unknown): boolean => !(v === undefined || typeof v === 'number' || (typeof v === 'string' && readsOnlyIt(v)));

/** Does a P/T value (a number, an expression, or a list of them: power and toughness) have one that `test` holds for? */
function anyNumber(v: unknown, test: (v: unknown) => boolean): boolean {
  return Array.isArray(v) ? v.some(test) : test(v);
}

function staticExists(core: GameCore, work: Map<ObjectId, Characteristics>, source: ObjectId, ab: StaticAbility): boolean {
  const c = work.get(source);
  if (!c || !c.abilities.includes(ab)) return false;
  if (ab.condition) return !!evalExpr(core, ab.condition, { controller: c.controller, source });
  return true;
}

function describe(core: GameCore, source: ObjectId, mod: Record<string, unknown>): string {
  const name = core.s.objects[source]?.card ?? core.s.lki[source]?.card ?? `#${source}`;
  const what = Object.keys(mod).filter((k) => k !== 'to' && k !== 'until' && k !== 'kind').map((k) => `${k} ${JSON.stringify(mod[k])}`).join(', ');
  return `${name}: ${what}`;
}
