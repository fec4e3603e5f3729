/**
 * An object's counters (CR 122). Tokens a loop shortcut makes at once share one frozen empty record
 * (`NO_COUNTERS`): a million of them then cost a million fewer objects. Whoever puts a counter on an object
 * writes through `ownCounters`, which gives it a record of its own first.
 */
import type { GameObject } from './types.ts';

/** The empty counters record many new objects share; frozen, so that a write that forgets ownCounters throws. */
export const NO_COUNTERS: Record<string, number> = Object.freeze({}) as Record<string, number>;

/**
 * The object's counters, to change in place: its own record (a shared empty one is replaced first).
 * @example ownCounters(o)['+1/+1'] = 2;
 */
export function ownCounters(o: GameObject): Record<string, number> {
  if (o.counters === NO_COUNTERS) o.counters = {};
  return o.counters;
}
