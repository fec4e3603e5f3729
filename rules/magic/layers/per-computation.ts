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
 * given the player and the game (a function of the module's own, not a closure made at each call).
 * @example const sources = perPlayer(core, CANDIDATES, 0, manaAbilitiesOf);
 */
export function perPlayer<T>(core: GameCore, key: MemoKey<PerComputation<Map<number, T>>>, player: number, make: (chars: ReadonlyMap<ObjectId, Characteristics>, player: number, core: GameCore) => T): T {
  const byPlayer = perComputation(core, key, byPlayerMap<T>);
  let value = byPlayer.get(player);
  if (value === undefined) { value = make(battlefieldCharacteristics(core), player, core); byPlayer.set(player, value); }
  return value;
}

/** A computation's map of players' values, empty (a function of the module's own). */
function byPlayerMap<T>(): Map<number, T> {
  return new Map();
}

/**
 * What a per-record value was made from: the characteristics record (the layer cache keeps a record while it keeps its
 * values).
 */
export interface FromRecord<T> { record: Characteristics; value: T }

/**
 * A permanent's value worked out from its characteristics record, kept by object id (an array: no hashing) and made
 * again only when the layers give the permanent a new record. A computation that computed only some permanents again
 * (a permanent entering, counters added: rules/magic/layers/compute.ts) keeps the others' records, so the values
 * derived from them for each computation are mostly read rather than made. `key` is the module's slot for them in
 * this game (an array by object id, made the first time).
 * @example const PARTS = memoKey<(FromRecord<Part[]> | undefined)[]>('parts'); fromRecord(core, PARTS, c, partsOf);
 */
export function fromRecord<T>(core: GameCore, key: MemoKey<(FromRecord<T> | undefined)[]>, c: Characteristics, make: (c: Characteristics) => T): T {
  let kept = core.memoGet(key);
  if (!kept) { kept = []; core.memoSet(key, kept); }
  const k = kept[c.id];
  if (k !== undefined && k.record === c) return k.value;
  const value = make(c);
  kept[c.id] = { record: c, value };
  return value;
}
