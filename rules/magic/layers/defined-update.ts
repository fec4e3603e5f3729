/**
 * The permanents with a characteristic-defining ability that counts by type words (CR 604.3; defined-values.ts),
 * computed again after the layer cache followed a change without computing everything (a permanent entering or
 * leaving, a resolved effect beginning or ending, counters or an attachment: compute.ts). What they count may have
 * changed (a Swamp entering is one more for Nightmare); nothing else may: the value reads type words and controllers,
 * which layers 1-6 settle, and in an additive cache no effect reads power or toughness (one that does has a condition,
 * a `where` or an amount computed from other objects, and the cache is not additive). So each is computed through
 * every layer on its own (recomputed, its value in 7a), as a full computation gives it, and the others keep theirs.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { apartFromTheOthers, recomputed } from './apart.ts';
import { sharedBaseCharacteristics } from './base.ts';
import type { Cache } from './cache.ts';
import { copyMap } from './copy-map.ts';
import { sameRecord } from './record.ts';
import { RunMap } from './runs.ts';
import type { Characteristics } from './types.ts';

/**
 * `work` (the cache's values after a change, `before` the values handed out until now) with the cache's defining
 * permanents that are still there computed again; null when they cannot be computed apart from the others (a layer
 * whose effects' order may depend on the objects, CR 613.8a: then everything is computed again). A permanent whose
 * values come out the same keeps its record, and `before` itself comes back when all of them do.
 * @example withDefinedValues(core, cache, withEntered(core, cache, [swampId])!, cache.work) // Nightmare one bigger
 */
export function withDefinedValues(core: GameCore, cache: Cache, work: Map<ObjectId, Characteristics>, before: Map<ObjectId, Characteristics>): Map<ObjectId, Characteristics> | null {
  const ids: ObjectId[] = [];
  for (const id of cache.defined) if (work.has(id)) ids.push(id);
  if (!ids.length) return work;
  if (work instanceof RunMap || !apartFromTheOthers(cache.byLayer, new Set(ids))) return null;
  // The values handed out are never changed: a change to them is made on a copy.
  const out = work === before ? copyMap(work) : work;
  let same = true;
  for (const id of ids) {
    const had = out.get(id)!;
    const next = recomputed(core, sharedBaseCharacteristics(core, core.s.objects[id]!), cache.byLayer, cache.startedAt, out);
    const kept = sameRecord(next, had);
    out.set(id, kept ? had : next);
    if (!kept) same = false;
  }
  return same && work === before ? before : out;
}
