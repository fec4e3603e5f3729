/**
 * Objects computed through the layers apart from the others (CR 613.7-613.8): those resolved effects that began or
 * ended apply to, permanents entering that effects in force apply to, and permanents whose counters or attachments
 * changed, when the others keep their values.
 */
import type { GameCore } from '../../core.ts';
import type { ContinuousEffect, ObjectId } from '../../state/types.ts';
import { sharedBaseCharacteristics } from './base.ts';
import type { Cache, KeptOrder } from './cache.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities, applyCounters } from './derived.ts';
import { collectEntries, resolvedEntries } from './entries.ts';
import { copyMap } from './copy-map.ts';
import { within } from './computing.ts';
import { definedBy, definedValue } from './defined-values.ts';
import { noneDepend } from './footprint.ts';
import { RunMap } from './runs.ts';
import { LAYER_ORDER, type Characteristics, type LayerEntry, type LayerId } from './types.ts';

/**
 * The characteristics after continuous effects of resolved spells and abilities began or ended (a pump spell, an
 * animated land, the end of the turn), from the cached ones, computing again only the objects those effects apply to.
 * That is what a full computation gives when (the cache being additive: no condition, expression, characteristic-
 * defining ability or query interceptor that could read other objects; one that counts by type words is computed again
 * after, defined-update.ts) the effects that came or went change only layers 4-7 (no copy, control or text change)
 * with given numbers, none of those objects is the source of an effect,
 * and every layer is applied in timestamp order whatever the objects are (613.7: one entry, all locked in, or layer 7
 * without expressions), so no dependency can arise (613.8). Then no other object's layers change: every other effect
 * exists and picks its objects as before (a query reads only the object it asks about). Each object is computed again
 * from its base, each effect applying from the layer it began at in the full computation to the objects it picked
 * there (613.6), and gets its mana and keyword abilities and counters as a full computation gives them. Null: compute.
 */
export function withEffects(core: GameCore, cache: Cache): Map<ObjectId, Characteristics> | null {
  if (!cache.additive || cache.work instanceof RunMap) return null;
  // A game has few resolved effects at once: lists, not sets.
  const now = core.s.effects;
  const before = cache.effects;
  const began = now.filter((e) => !before.includes(e));
  const ended = before.filter((e) => !now.includes(e));
  const added: LayerEntry[] = [];
  const gone = new Set<string>();
  // Before the first layer an effect that came or went is in, every object's values are as they were.
  let from = LAYER_ORDER.length;
  for (const eff of began) for (const e of resolvedEntries(core, eff)) { if (notApart(e)) return null; added.push(e); from = Math.min(from, LAYER_ORDER.indexOf(e.layer)); }
  for (const eff of ended) for (const e of resolvedEntries(core, eff)) { if (notApart(e)) return null; gone.add(e.key); from = Math.min(from, LAYER_ORDER.indexOf(e.layer)); }
  const objects = new Set<ObjectId>();
  if (!affectedInto(core, cache, began, objects) || !affectedInto(core, cache, ended, objects)) return null;
  return withComputedAgain(core, cache, layersWith(cache.byLayer, added, gone), objects, from);
}

/**
 * The entries by layer with those of the `gone` keys taken out and `added` after the others (collectEntries' order: a
 * newer effect or permanent comes later). The layers no entry came to or left keep their lists (a list is never
 * changed once made).
 * @example layersWith(cache.byLayer, resolvedEntries(core, pump), new Set())
 */
export function layersWith(byLayer: ReadonlyMap<LayerId, LayerEntry[]>, added: readonly LayerEntry[], gone: ReadonlySet<string>): Map<LayerId, LayerEntry[]> {
  const out = new Map<LayerId, LayerEntry[]>();
  for (const layer of LAYER_ORDER) {
    const had = byLayer.get(layer);
    let list = had;
    if (had && gone.size && had.some((e) => gone.has(e.key))) list = had.filter((e) => !gone.has(e.key));
    for (const e of added) if (e.layer === layer) { if (list === had) list = had ? [...had] : []; list!.push(e); }
    if (list?.length) out.set(layer, list);
  }
  return out;
}

/** An entry of a resolved effect that changes copiable values, control or text (layers 1-3), or computes its numbers. */
function notApart(e: LayerEntry): boolean {
  return e.layer === '1' || e.layer === '2' || e.layer === '3' || !!e.computed;
}

/**
 * Add to `objects` the permanents the effects were applied to; false when one is gone or phased out. (One with a
 * characteristic-defining ability is computed like any other: in an additive cache its ability counts by type words,
 * and recomputed applies it; defined-update.ts computes it again once every change is in.)
 */
function affectedInto(core: GameCore, cache: Cache, effects: readonly ContinuousEffect[], objects: Set<ObjectId>): boolean {
  for (const eff of effects) {
    for (const id of eff.affected) {
      if (!cache.work.has(id)) continue;
      const o = core.s.objects[id];
      if (!o || o.phasedOut) return false;
      objects.add(id);
    }
  }
  return true;
}

/**
 * The characteristics after changes the layers read of each changed permanent alone (core.changedAlone: its +1/+1 and
 * -1/-1 counters, CR 613.4c; the object an Aura or Equipment is attached to, its hosts before and after; a token off
 * the battlefield ceasing to exist), from the cached ones, computing again only those permanents. In an additive cache
 * (no condition, no expression that reads another object, no query interceptor, no characteristic-defining ability
 * but one counting by type words, computed again after: defined-update.ts)
 * every entry picks an object by what that object is, by what its own source is attached to, or from a locked-in
 * set, and exists by its source alone; so when none of these permanents is the source of an entry and every layer is
 * applied in timestamp order whatever the objects are (apartFromTheOthers), no other object's layers change (613.8a:
 * no dependency can arise). The entries are those in force now: an Aura or Equipment attached anew has a new
 * timestamp (613.7e), and each of its entries must then apply to nothing but these permanents. Null: compute.
 */
export function withChanged(core: GameCore, cache: Cache, ids: readonly ObjectId[]): Map<ObjectId, Characteristics> | null {
  if (!cache.additive || cache.work instanceof RunMap) return null;
  const objects = new Set<ObjectId>();
  for (const id of ids) {
    const o = core.s.objects[id];
    if (!o || o.zone !== 'battlefield' || o.phasedOut) continue;
    // One with a characteristic-defining ability is computed like any other (see affectedInto).
    if (!cache.work.has(id)) return null;
    objects.add(id);
  }
  const before = new Map<string, LayerEntry>();
  let count = 0;
  for (const list of cache.byLayer.values()) for (const e of list) { before.set(e.key, e); count++; }
  const byLayer = new Map<LayerId, LayerEntry[]>();
  let now = 0;
  // Counters count from layer 7c (613.4c); an entry made again (an Aura attached anew) or one that picks by what its
  // source is attached to (or its source itself) may change these permanents from its layer.
  let from = LAYER_ORDER.indexOf('7c');
  for (const e of collectEntries(core)) {
    const was = before.get(e.key);
    if (!was || was.layer !== e.layer) return null;
    if (was.timestamp !== e.timestamp && e.select(cache.work).some((id) => !objects.has(id))) return null;
    if (was !== e || (!e.fixed && !e.member)) from = Math.min(from, LAYER_ORDER.indexOf(e.layer));
    const list = byLayer.get(e.layer);
    if (list) list.push(e); else byLayer.set(e.layer, [e]);
    now++;
  }
  if (now !== count) return null;
  // A layer whose entries are those it had, in the same order, keeps its list (and the order kept with it).
  for (const [layer, list] of byLayer) {
    const had = cache.byLayer.get(layer);
    if (had && had.length === list.length && had.every((e, i) => e === list[i])) byLayer.set(layer, had);
  }
  return withComputedAgain(core, cache, byLayer, objects, from);
}

/**
 * The cached values with `objects` computed again through `byLayer` (recomputed), which the cache keeps as its entries
 * from then on; null when they can't be computed apart from the others (apartFromTheOthers). No object's values
 * changed before layer `from` (an index of LAYER_ORDER): a layer before it whose order may depend on the objects is
 * applied in the order the full computation kept (Cache.kept), which no change since can have altered. With no objects
 * (a token gone from a graveyard, an effect on permanents that left) the same values, the same map.
 */
function withComputedAgain(core: GameCore, cache: Cache, byLayer: Map<LayerId, LayerEntry[]>, objects: ReadonlySet<ObjectId>, from: number): Map<ObjectId, Characteristics> | null {
  if (!apartFromTheOthers(byLayer, objects, undefined, { orders: cache.kept, before: from })) return null;
  cache.byLayer = byLayer;
  if (!objects.size) return cache.work;
  const work = copyMap(cache.work);
  for (const id of objects) work.set(id, recomputed(core, sharedBaseCharacteristics(core, core.s.objects[id]!), byLayer, cache.startedAt, work, cache.kept));
  return work;
}

/**
 * Can `objects` be computed through the layers apart from the others (withEffects, withEntered)? When every layer is
 * applied in timestamp order whatever the objects are (orderLayer's cases without a dependency check: one entry, all
 * locked in, or layer 7 without expressions), none of them is the source of an effect (but `ownEffects`: newcomers
 * whose effects are known to exist and to pick their objects as computed, static-newcomers.ts), and no effect of
 * layers 1-2 picks by a query (whose "you" is its source's controller as of that layer, 613.1b, not the final one).
 * With `kept`: a layer before `kept.before` whose order may depend on the objects is fine too when the full
 * computation's order of it is kept for its very list (no object's values as it begins have changed: recomputed
 * applies it in that order).
 */
export function apartFromTheOthers(byLayer: Map<LayerId, LayerEntry[]>, objects: ReadonlySet<ObjectId>, ownEffects?: ReadonlySet<ObjectId>, kept?: KeptBefore): boolean {
  for (const [layer, list] of byLayer) {
    // Two effects or more whose order could depend on the objects (613.8a), unless none can depend on another.
    if (list.length >= 2 && !layer.startsWith('7') && !list.every((e) => e.fixed) && !noneDepend(list) && !keptBefore(kept, layer, list)) return false;
    for (const e of list) if (!e.fixed && objects.has(e.source) && !ownEffects?.has(e.source)) return false;
    if ((layer === '1' || layer === '2') && list.some((e) => e.member)) return false;
  }
  return true;
}

/** The orders the full computation kept (Cache.kept), good for the layers before `before` (an index of LAYER_ORDER). */
interface KeptBefore { orders: ReadonlyMap<LayerId, KeptOrder>; before: number }

/** Whether the full computation's order of a layer before `kept.before` is kept for this very list. */
function keptBefore(kept: KeptBefore | undefined, layer: LayerId, list: readonly LayerEntry[]): boolean {
  return kept !== undefined && LAYER_ORDER.indexOf(layer) < kept.before && kept.orders.get(layer)?.list === list;
}

/**
 * One object through the layers (see withEffects): `c` from its base, with `byLayer`'s entries that applied to it, in
 * timestamp order, or in the order the full computation applied them where that is kept for the layer's very list
 * (`kept`; the same order where the layer is in timestamp order whatever the objects are). An object with a
 * characteristic-defining ability gets its value in layer 7a, `c` then put in `work` (where the caller puts it too).
 */
export function recomputed(core: GameCore, c: Characteristics, byLayer: Map<LayerId, LayerEntry[]>, startedAt: Map<string, LayerId>, work: Map<ObjectId, Characteristics>, kept?: ReadonlyMap<LayerId, KeptOrder>): Characteristics {
  const applies = new Map<string, boolean>();
  for (const layer of LAYER_ORDER) {
    // CR 604.3, 613.4a: a characteristic-defining ability sets power and toughness first in layer 7a, from the other
    // objects as they are in `work` and this one as computed so far (what a full computation reads there).
    if (layer === '7a' && !c.printedAbilitiesLost) {
      const o = core.s.objects[c.id]!;
      const expr = definedBy(o, core.def(o));
      if (expr !== undefined) {
        work.set(c.id, c);
        const n = within(core, work, () => definedValue(core, expr, c));
        c.power = n;
        c.toughness = n;
      }
    }
    const list = byLayer.get(layer);
    if (list) {
      const order = kept?.get(layer);
      for (const e of order && order.list === list ? order.order : [...list].sort((a, b) => a.timestamp - b.timestamp)) {
        let yes = applies.get(e.key);
        if (yes === undefined) {
          // A resolved effect applies from its first part to the objects locked in (611.2c); another from the layer it
          // began at in the full computation, to the objects it picked then (613.6); one that never began, never.
          if (!e.fixed && startedAt.get(e.key) !== layer) continue;
          yes = e.fixed ? e.select(work).includes(c.id) : e.member ? e.member(c, work) : e.select(work).includes(c.id);
          applies.set(e.key, yes);
        }
        if (yes) e.apply(c, work);
      }
    }
    if (layer === '4') addIntrinsicManaAbilities([c]);
    if (layer === '6') addKeywordAbilities([c]);
    if (layer === '7c') applyCounters(core, [c]);
  }
  return c;
}
