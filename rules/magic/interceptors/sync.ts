/**
 * Registrations follow current abilities (CR 613.1f: layer 6 adds and removes abilities). Whenever the computed
 * characteristics change, each permanent whose abilities changed is told to register its new interceptors:
 * through its actor when the runtime gives objects actors (`ObjectLifecycle.abilities`), or directly.
 */
import type { GameCore } from '../../core.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { Characteristics } from '../layers/types.ts';
import type { ObjectId } from '../../state/types.ts';
import { abilityInterceptors, hasInterceptingAbility, sameAbilities } from './card-interceptors.ts';

/**
 * Bring the registry in line with the permanents' current abilities; returns the characteristics it used.
 * Cheap when nothing changed: the layer cache hands back the same map.
 * @example const chars = syncInterceptors(core); core.interceptors.list('damage');
 */
export function syncInterceptors(core: GameCore): Map<ObjectId, Characteristics> {
  const registry = core.interceptors;
  // Nothing changed since the last look: the characteristics are those the registry was brought in line with.
  if (registry.syncedVersion === core.version && registry.syncedWith) return registry.syncedWith;
  const chars = battlefieldCharacteristics(core);
  registry.syncedVersion = core.version;
  const before = registry.syncedWith;
  if (before === chars) return chars;
  registry.syncedWith = chars;
  for (const c of chars.values()) {
    // The same record as at the last look (the layer cache computed only other objects again): the same abilities.
    if (before?.get(c.id) === c) continue;
    const had = registry.source(c.id);
    if (had ? sameAbilities(had.abilities, c.abilities) : !hasInterceptingAbility(c)) continue;
    const registration = { abilities: c.abilities, interceptors: abilityInterceptors(c) };
    if (core.lifecycle?.abilities) core.lifecycle.abilities(core, c.id, registration);
    else registry.setSource(c.id, registration);
  }
  // A Map's keys may be deleted while they are iterated (each is visited once): no copy of them made.
  for (const id of registry.sources()) if (!chars.has(id)) registry.dropSource(id);
  return chars;
}

/**
 * Sort what several permanents' interceptors produced into the permanents' timestamp order on the battlefield
 * (then their abilities' order), whatever order they registered in: the order the players are offered them.
 */
export function inBattlefieldOrder<T>(core: GameCore, items: T[], source: (t: T) => ObjectId, index: (t: T) => number): T[] {
  if (items.length < 2) return items;
  const position = new Map<ObjectId, number>();
  for (const t of items) position.set(source(t), -1);
  if (position.size < 2) return items.sort((a, b) => index(a) - index(b));
  // Each source's first place on the battlefield (-1 when it is gone): one pass over it, however many sources.
  const bf = core.s.battlefield;
  for (let i = bf.length - 1; i >= 0; i--) if (position.has(bf[i]!)) position.set(bf[i]!, i);
  return items.sort((a, b) => position.get(source(a))! - position.get(source(b))! || index(a) - index(b));
}
