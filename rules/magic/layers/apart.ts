/**
 * Objects computed through the layers apart from the others (CR 613.7-613.8): those resolved effects that began or
 * ended apply to, and permanents entering that effects in force apply to, when the others keep their values.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { sharedBaseCharacteristics } from './base.ts';
import type { Cache } from './cache.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities, applyCounters } from './derived.ts';
import { resolvedEntries } from './entries.ts';
import { RunMap } from './runs.ts';
import { LAYER_ORDER, type Characteristics, type LayerEntry, type LayerId } from './types.ts';

/**
 * The characteristics after continuous effects of resolved spells and abilities began or ended (a pump spell, an
 * animated land, the end of the turn), from the cached ones, computing again only the objects those effects apply to.
 * That is what a full computation gives when (the cache being additive: no condition, expression, characteristic-
 * defining ability or query interceptor that could read other objects) the effects that came or went change only
 * layers 4-7 (no copy, control or text change) with given numbers, none of those objects is the source of an effect,
 * and every layer is applied in timestamp order whatever the objects are (613.7: one entry, all locked in, or layer 7
 * without expressions), so no dependency can arise (613.8). Then no other object's layers change: every other effect
 * exists and picks its objects as before (a query reads only the object it asks about). Each object is computed again
 * from its base, each effect applying from the layer it began at in the full computation to the objects it picked
 * there (613.6), and gets its mana and keyword abilities and counters as a full computation gives them. Null: compute.
 */
export function withEffects(core: GameCore, cache: Cache): Map<ObjectId, Characteristics> | null {
  if (!cache.additive || cache.work instanceof RunMap) return null;
  const had = new Set(cache.effects);
  const has = new Set(core.s.effects);
  const began = core.s.effects.filter((e) => !had.has(e));
  const ended = cache.effects.filter((e) => !has.has(e));
  const changed = [...began, ...ended];
  for (const eff of changed) for (const e of resolvedEntries(core, eff)) if (e.layer === '1' || e.layer === '2' || e.layer === '3' || e.computed) return null;
  const added = began.flatMap((eff) => resolvedEntries(core, eff));
  const gone = new Set(ended.flatMap((eff) => resolvedEntries(core, eff).map((e) => e.key)));
  const objects = new Set<ObjectId>();
  for (const eff of changed) for (const id of eff.affected) if (cache.work.has(id)) objects.add(id);
  const byLayer = new Map<LayerId, LayerEntry[]>();
  for (const layer of LAYER_ORDER) {
    const list = (cache.byLayer.get(layer) ?? []).filter((e) => !gone.has(e.key));
    for (const e of added) if (e.layer === layer) list.push(e);
    if (list.length) byLayer.set(layer, list);
  }
  if (!apartFromTheOthers(byLayer, objects)) return null;
  const work = new Map(cache.work);
  for (const id of objects) {
    const o = core.s.objects[id];
    if (!o || o.phasedOut) return null;
    if (core.def(o).pt_defined_by && !o.faceDown) return null;
    work.set(id, recomputed(core, sharedBaseCharacteristics(core, o), byLayer, cache.startedAt, work));
  }
  cache.byLayer = byLayer;
  return work;
}

/**
 * Can `objects` be computed through the layers apart from the others (withEffects, withEntered)? When every layer is
 * applied in timestamp order whatever the objects are (orderLayer's cases without a dependency check: one entry, all
 * locked in, or layer 7 without expressions), none of them is the source of an effect, and no effect of layers 1-2
 * picks by a query (whose "you" is its source's controller as of that layer, 613.1b, not the final one).
 */
export function apartFromTheOthers(byLayer: Map<LayerId, LayerEntry[]>, objects: ReadonlySet<ObjectId>): boolean {
  for (const [layer, list] of byLayer) {
    if (list.length >= 2 && !layer.startsWith('7') && !list.every((e) => e.fixed)) return false;
    for (const e of list) if (!e.fixed && objects.has(e.source)) return false;
    if ((layer === '1' || layer === '2') && list.some((e) => e.member)) return false;
  }
  return true;
}

/** One object through the layers (see withEffects): `c` from its base, with `byLayer`'s entries that applied to it. */
export function recomputed(core: GameCore, c: Characteristics, byLayer: Map<LayerId, LayerEntry[]>, startedAt: Map<string, LayerId>, work: Map<ObjectId, Characteristics>): Characteristics {
  const applies = new Map<string, boolean>();
  for (const layer of LAYER_ORDER) {
    const list = byLayer.get(layer);
    if (list) {
      for (const e of [...list].sort((a, b) => a.timestamp - b.timestamp)) {
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
