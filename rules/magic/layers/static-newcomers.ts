/**
 * Permanents entering with static abilities of their own (an Anthem, a lord's grant, an Aura put onto the
 * battlefield already attached), added to the cached characteristics without computing every permanent again (CR
 * 613): the newcomers and the objects their effects apply to are computed through the layers apart from the others,
 * as withEffects (apart.ts) does for a resolved effect that began. (An Aura spell is attached once it has entered,
 * rules/magic/stack/resolve.ts: that change computes its host again, withChanged.)
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { sharedBaseCharacteristics } from './base.ts';
import type { Cache } from './cache.ts';
import { apartFromTheOthers, layersWith, recomputed } from './apart.ts';
import { ALL } from './footprint.ts';
import { LAYER_ORDER, type Characteristics, type LayerEntry, type LayerId } from './types.ts';

/** No entry leaves when newcomers enter. */
const NO_KEYS: ReadonlySet<string> = new Set();

/** The layers whose effects the newcomers may bring: abilities (6) and power and toughness (7b-7d). */
const LATE: ReadonlySet<LayerId> = new Set(['6', '7b', '7c', '7d']);

/** Does an effect of layer 6 take abilities away (CR 613.1f)? Then another effect may stop existing (613.6). */
function removesAbilities(e: LayerEntry): boolean {
  return e.layer === '6' && (e.writes === undefined || e.writes === ALL || e.writes.has('abilities'));
}

/**
 * `work` (the cached characteristics with the newcomers' base values, withEntered) with the newcomers and the objects
 * the newcomers' static effects (`added`) apply to computed again; null when a full computation is needed.
 *
 * It is what a full computation gives when the cache is additive (no condition, no expression, no query interceptor,
 * no characteristic-defining ability but one counting by type words, computed again after), no effect in force is of layers 1-3 (no copy, control or text change) or
 * takes abilities away, and the newcomers' effects are of layers 6-7, give their numbers, take no ability away and do
 * not read combat. Then each newcomer has its printed abilities, so its effects exist (CR 613.6) and pick their
 * objects by what each object is and by their source's controller, which no layer after 5 changes: the objects they
 * apply to are read from the values computed so far. No other object's layers change when every layer is applied in
 * timestamp order whatever the objects are and no object computed again is the source of another effect (613.8a:
 * no dependency can arise; apartFromTheOthers, with the newcomers' own effects allowed).
 */
export function withStaticNewcomers(core: GameCore, cache: Cache, work: Map<ObjectId, Characteristics>, newcomers: readonly ObjectId[], added: readonly LayerEntry[]): Map<ObjectId, Characteristics> | null {
  for (const e of added) if (!LATE.has(e.layer) || e.computed || e.conditional || e.readsGame || e.readsCombat || removesAbilities(e)) return null;
  for (const [layer, list] of cache.byLayer) {
    if (layer === '1' || layer === '2' || layer === '3') { if (list.length) return null; continue; }
    if (list.some(removesAbilities)) return null;
  }
  const objects = new Set<ObjectId>(newcomers);
  for (const e of added) {
    if (e.member) { for (const c of work.values()) if (!objects.has(c.id) && e.member(c, work)) objects.add(c.id); }
    else for (const id of e.select(work)) if (work.has(id)) objects.add(id);
  }
  const byLayer = layersWith(cache.byLayer, added, NO_KEYS);
  if (!apartFromTheOthers(byLayer, objects, new Set(newcomers))) return null;
  cache.byLayer = byLayer;
  // Each newcomer's effect begins at its first part's layer (613.6; recomputed applies it from there).
  for (const layer of LAYER_ORDER) for (const e of added) if (e.layer === layer && !cache.startedAt.has(e.key)) cache.startedAt.set(e.key, layer);
  for (const id of objects) work.set(id, recomputed(core, sharedBaseCharacteristics(core, core.s.objects[id]!), byLayer, cache.startedAt, work));
  return work;
}
