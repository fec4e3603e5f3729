/**
 * Permanents entering and leaving the battlefield (CR 613): the layer cache's values extended with the newcomers
 * (withEntered) or shortened by the permanents that left (without, leavesLayersAlone) when that is what a full
 * computation (compute.ts) would give, each newcomer computed on its own.
 */
import type { GameCore } from '../../core.ts';
import type { GameObject, ObjectId } from '../../state/types.ts';
import { sharedBaseCharacteristics } from './base.ts';
import { staticEntries } from './entries.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities, applyCounters } from './derived.ts';
import { CACHE, type Cache } from './cache.ts';
import { apartFromTheOthers, recomputed } from './apart.ts';
import type { Characteristics, LayerEntry } from './types.ts';
import { LAYER_ORDER } from './types.ts';
import { RUN_MIN, RunMap, ascending, asRun } from './runs.ts';
import { copyMap } from './copy-map.ts';
import { withStaticNewcomers } from './static-newcomers.ts';
import { definedBy, followsTypes } from './defined-values.ts';

/**
 * The characteristics with permanents that just entered added, without recomputing the others; null when that
 * would not be what a full computation gives. Newcomers that bring layered effects of their own are added by
 * withStaticNewcomers (static-newcomers.ts). A newcomer with a characteristic-defining ability that counts by type
 * words is computed through every layer on its own, as below, and joins the cache's defining permanents
 * (defined-update.ts); one that reads more computes everything again. Otherwise it is, when the newcomers have no
 * characteristic-defining ability and no effect in force would apply to them at its layer but those setting or
 * changing power and toughness by what an object is (an Anthem, layers 7b-7c; see unaffected): then no other effect
 * changes them, none changes
 * what it applies to or whether it exists (613.8a: no dependency changes), and every other object's layers come out
 * as before. Each newcomer then has its own values (layer 1), the mana abilities of its land types (after layer 4),
 * its keyword abilities (after layer 6), those P/T effects and its counters (7c). When other effects apply to a
 * newcomer (Urborg: each land is a Swamp), it is computed through every layer on its own, as withEffects computes the
 * objects of an effect, if it can be apart from the others (apartFromTheOthers).
 */
export function withEntered(core: GameCore, cache: Cache, ids: ObjectId[]): Map<ObjectId, Characteristics> | null {
  if (!cache.additive) return null;
  // The newcomers, each once (a permanent changed while entering comes again).
  const entering = ascending(ids) ? ids : [...new Set(ids)].sort((a, b) => a - b);
  const run = entering.length >= RUN_MIN ? asRun(core, cache, entering) : undefined;
  if (run !== undefined) return run;
  // A permanent that changed while entering after the cache took it in (it enters tapped or with counters, or an "as
  // enters" choice was made: the zone-change handler says `entered` again) is a newcomer again, its cached record
  // dropped: when it is the source of no effect and every layer is applied in timestamp order whatever the objects
  // are (apartFromTheOthers), no other object's layers read it. Otherwise everything is computed again.
  const again = takenIn(cache, entering);
  if (again && !apartFromTheOthers(cache.byLayer, again)) return null;
  const work = new Map<ObjectId, Characteristics>();
  const fresh: Characteristics[] = [];
  const freshIds: ObjectId[] = [];
  // The layer entries the newcomers bring (their static abilities), if any: see withStaticNewcomers.
  let brought: LayerEntry[] | null = null;
  // The newcomers with a characteristic-defining ability that counts by type words (defined-values.ts), if any: each
  // is computed through every layer, its value in 7a, and is one of the cache's defining permanents from then on.
  let defining: ObjectId[] | null = null;
  for (const id of core.s.battlefield) {
    const o = core.s.objects[id];
    if (!o || o.phasedOut) continue;
    let c = again?.has(id) ? undefined : cache.work.get(id);
    if (!c) {
      const def = core.def(o);
      const defined = definedBy(o, def);
      if (defined !== undefined) { if (!followsTypes(defined)) return null; (defining ??= []).push(id); }
      const own = staticEntries(core, o);
      if (own.length) { brought ??= []; for (const e of own) brought.push(e); }
      c = sharedBaseCharacteristics(core, o, def);
      fresh.push(c);
      freshIds.push(id);
    }
    work.set(id, c);
  }
  // Every newcomer is one that entered, and every permanent cached is still there.
  if (freshIds.length !== entering.length || work.size !== cache.work.size - (again?.size ?? 0) + fresh.length) return null;
  const sorted = ascending(freshIds) ? freshIds : [...freshIds].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) if (sorted[i] !== entering[i]) return null;
  if (brought) return defining ? null : withStaticNewcomers(core, cache, work, freshIds, brought);
  const newcomers = new Set(freshIds);
  if (!defining && unaffected(core, cache, work, fresh, (id) => newcomers.has(id))) return work;
  // Other effects apply to a newcomer (Urborg: each land is a Swamp): each is computed from its base through every
  // layer when it can be apart from the others (see withEffects), which keep their values.
  if (!apartFromTheOthers(cache.byLayer, newcomers)) return null;
  for (const id of freshIds) work.set(id, recomputed(core, sharedBaseCharacteristics(core, core.s.objects[id]!), cache.byLayer, cache.startedAt, work));
  if (defining) cache.defined = [...cache.defined, ...defining.filter((id) => !cache.defined.includes(id))];
  return work;
}

/** The newcomers the cache already has a record of (they changed while entering), or null when there are none. */
function takenIn(cache: Cache, entering: readonly ObjectId[]): Set<ObjectId> | null {
  let again: Set<ObjectId> | null = null;
  for (let i = 0; i < entering.length; i++) if (cache.work.has(entering[i]!)) (again ??= new Set()).add(entering[i]!);
  return again;
}

/** The characteristics without the permanents that left (`ids` from `from` on): a new map, in the same order. */
export function without(work: Map<ObjectId, Characteristics>, ids: readonly ObjectId[], from: number): Map<ObjectId, Characteristics> {
  const out = copyMap(work);
  for (let i = from; i < ids.length; i++) out.delete(ids[i]!);
  return out;
}

/**
 * Can the layer cache just take out permanent `o`, about to leave the battlefield (core.left), rather than compute
 * everything again (core.touch)? Asked with the layers computed for the game as it is (relocate has just read them).
 * It can when `o` brought no effect (no layer entry comes from it; the cache is additive, so a characteristic-
 * defining ability counts by type words and is computed again after, defined-update.ts) and either every layer is
 * applied in timestamp order whatever the objects are (apartFromTheOthers), or no effect applies to it at its layer, to what it is without them, other than one changing
 * its power and toughness by what it is (see unaffected): the mirror of a permanent entering (withEntered). Then no
 * effect's set of other objects or existence changes without it, nor the order of any layer (613.8a: no dependency
 * changes), and every other object's layers come out as they were.
 * @example const alone = leavesLayersAlone(core, o); ...; if (alone) core.left(o.id); else core.touch();
 */
export function leavesLayersAlone(core: GameCore, o: GameObject): boolean {
  const cache = core.memoGet(CACHE);
  if (!cache || cache.version !== core.version || cache.events !== null || !cache.additive || cache.work instanceof RunMap || !cache.work.has(o.id)) return false;
  for (const list of cache.byLayer.values()) for (const e of list) if (e.source === o.id) return false;
  // When every layer is applied in timestamp order whatever the objects are, what applied to it changes no other
  // object's layers either: no entry's order depends on which objects it picks.
  if (apartFromTheOthers(cache.byLayer, new Set([o.id]))) return true;
  return unaffected(core, cache, cache.work, [sharedBaseCharacteristics(core, o)], (id) => id === o.id);
}

/**
 * No effect in force applies to the newcomers at its layer but power/toughness effects that pick by what an object is
 * (see withEntered), which are applied to them here; meanwhile each gets what it has after layers 4, 6 and 7c.
 */
function unaffected(core: GameCore, cache: Cache, work: Map<ObjectId, Characteristics>, fresh: Iterable<Characteristics>, isNew: (id: ObjectId) => boolean): boolean {
  for (const layer of LAYER_ORDER) {
    // An effect that sets or changes power and toughness (layers 7b, 7c) and picks its objects by what each is (a
    // query without expressions: `member`) may apply to a newcomer: it is applied to it here. Nothing else changes:
    // what such an effect picks never depends on another object or on power and toughness, so no effect's objects
    // or order change (613.8a; in a cache without conditions or expressions layer 7 is in timestamp order).
    const pt = layer === '7b' || layer === '7c';
    let hits: { e: LayerEntry; c: Characteristics }[] | null = null;
    for (const e of cache.byLayer.get(layer) ?? []) {
      if (e.member) {
        for (const c of fresh) {
          if (!e.member(c, work)) continue;
          // One that does not exist now may still apply (613.6: its ability's effect began in an earlier layer).
          if (!pt || !e.exists(work)) return false;
          (hits ??= []).push({ e, c });
        }
      } else if (e.select(work).some(isNew)) return false;
    }
    // In timestamp order, as orderLayer orders layer 7 (a stable sort: equal timestamps keep the entries' order).
    if (hits) for (const { e, c } of hits.sort((a, b) => a.e.timestamp - b.e.timestamp)) e.apply(c, work);
    if (layer === '4') addIntrinsicManaAbilities(fresh);
    if (layer === '6') addKeywordAbilities(fresh);
    if (layer === '7c') applyCounters(core, fresh);
  }
  return true;
}
