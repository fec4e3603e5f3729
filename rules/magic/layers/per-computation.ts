/**
 * Values worked out from the battlefield's characteristics (a player's mana sources, their activated abilities,
 * whether anything modifies costs), kept until the characteristics are computed again: the layer cache hands out
 * the same map until then, so the map is the key.
 */
import type { GameCore, MemoKey } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { battlefieldCharacteristics } from './compute.ts';
import type { Characteristics } from './types.ts';

/** What a per-computation value is kept as: the characteristics it was made from, and the value. */
export interface PerComputation<T> { chars: ReadonlyMap<ObjectId, Characteristics>; value: T }

/**
 * The value `make` gives for the characteristics as they are now, made once for each computation of them.
 * @example const any = perComputation(core, ANY_MODIFIER, (chars) => [...chars.values()].some(hasModifier));
 */
export function perComputation<T>(core: GameCore, key: MemoKey<PerComputation<T>>, make: (chars: ReadonlyMap<ObjectId, Characteristics>) => T): T {
  const chars = battlefieldCharacteristics(core);
  const kept = core.memoGet(key);
  if (kept && kept.chars === chars) return kept.value;
  const value = make(chars);
  core.memoSet(key, { chars, value });
  return value;
}

/**
 * Each player's value, made the first time it is asked for each computation of the characteristics. `make` is
 * given the player (a function of the module's own, not a closure made at each call).
 * @example const sources = perPlayer(core, CANDIDATES, 0, manaAbilitiesOf);
 */
export function perPlayer<T>(core: GameCore, key: MemoKey<PerComputation<Map<number, T>>>, player: number, make: (chars: ReadonlyMap<ObjectId, Characteristics>, player: number) => T): T {
  const byPlayer = perComputation(core, key, byPlayerMap<T>);
  let value = byPlayer.get(player);
  if (value === undefined) { value = make(battlefieldCharacteristics(core), player); byPlayer.set(player, value); }
  return value;
}

/** A computation's map of players' values, empty (a function of the module's own). */
function byPlayerMap<T>(): Map<number, T> {
  return new Map();
}
