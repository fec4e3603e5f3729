/** Combat-only changes with War Horn's kind of effect (CR 506.4): the layer cache moves its pump instead of computing again. */
import { recordWithId } from './record.ts';
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import type { Cache, CombatPump, RunInfo } from './cache.ts';
import { copyMap } from './copy-map.ts';
import { RunMap } from './runs.ts';
import type { Characteristics, LayerEntry, LayerId } from './types.ts';

/**
 * The effects that read combat, when each changes power and toughness by given numbers in layer 7c and picks its
 * objects by what each is (War Horn: attacking creatures you control get +1/+0), alone in its ability, and nothing in
 * layers 7c-7d reads power or toughness (no condition, `where` or computed amount there, no switching, no app's
 * query interceptor): then which objects attack changes only what those add. Null otherwise.
 */
export function combatPumpsOf(core: GameCore, info: RunInfo): CombatPump[] | null {
  return pumpsIn(core, info.byLayer, (e) => info.started.get(e.key) ?? []);
}

/**
 * The same, after the cache reached `work` without a full computation and with combat unchanged (a permanent entered
 * or left, objects computed again, an effect began or ended): its entries now (an effect that began may be one after
 * which War Horn's kind can no longer move alone, About Face's switch), each with the objects it applies to in
 * `work`. Its query has no expression, so what it picks in layer 7c is what it picks in the final values; it exists
 * while its source has its ability, which layer 6 decided.
 * @example cache.combatPumps = combatPumpsNow(core, cache.byLayer, work);
 */
export function combatPumpsNow(core: GameCore, byLayer: Map<LayerId, LayerEntry[]>, work: Map<ObjectId, Characteristics>): CombatPump[] | null {
  return pumpsIn(core, byLayer, (e) => (e.exists(work) ? e.select(work) : []));
}

function pumpsIn(core: GameCore, byLayer: Map<LayerId, LayerEntry[]>, idsOf: (e: LayerEntry) => readonly ObjectId[]): CombatPump[] | null {
  if (core.interceptors.list('power').length || core.interceptors.list('toughness').length) return null;
  if (byLayer.get('7d')?.length) return null;
  for (const e of byLayer.get('7c') ?? []) if (e.readsGame || e.conditional || e.computed) return null;
  const out: CombatPump[] = [];
  const groups = new Set<string>();
  for (const [layer, list] of byLayer) {
    for (const e of list) {
      if (!e.readsCombat) continue;
      if (layer !== '7c' || !e.pump || !e.member) return null;
      if (e.group !== undefined) groups.add(e.group);
      out.push({ e: e as CombatPump['e'], ids: idsOf(e) });
    }
  }
  // Alone in its ability: no part of it in another layer that could have begun it (613.6).
  for (const [layer, list] of byLayer) if (layer !== '7c') for (const e of list) if (e.group !== undefined && groups.has(e.group)) return null;
  return out;
}

/**
 * The characteristics after a combat-only change (attackers declared, one removed from combat, combat over), from the
 * cached ones, when combatPumpsOf allowed it: each such effect's pump taken off the objects it no longer applies to
 * and added to those it now does (CR 506.4, 611.3a). In layer 7c changes by numbers commute with the others and the
 * counters, and nothing after them reads the result, so this is what a full computation gives. Null: compute.
 */
export function withCombat(cache: Cache): Map<ObjectId, Characteristics> | null {
  if (!cache.combatPumps || cache.work instanceof RunMap) return null;
  const work = copyMap(cache.work);
  const pumps: CombatPump[] = [];
  for (const { e, ids } of cache.combatPumps) {
    // A static ability's effect exists while its source has the ability (the source is still there: nothing left).
    const now = e.exists(work) ? e.select(work) : [];
    const [p, t] = e.pump;
    for (const id of ids) if (!now.includes(id)) pumped(work, id, -p, -t);
    for (const id of now) if (!ids.includes(id)) pumped(work, id, p, t);
    pumps.push({ e, ids: now });
  }
  cache.combatPumps = pumps;
  return work;
}

/** `work` with object `id`'s power and toughness changed by `p` and `t` (a new record; the cached one stays as it was). */
function pumped(work: Map<ObjectId, Characteristics>, id: ObjectId, p: number, t: number): void {
  const c = work.get(id);
  if (!c) return;
  const next = recordWithId(c, c.id);
  if (next.power !== null) next.power += p;
  if (next.toughness !== null) next.toughness += t;
  work.set(id, next);
}
