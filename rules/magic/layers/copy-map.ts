/** Copying a map of characteristics (the layers' trial positions and cache updates copy one at every step). */

/**
 * A copy of a map, entry by entry: `new Map(map)` reads it through the iteration protocol (an array for each
 * entry), which a computation with dependencies between effects (CR 613.8) does several times over.
 * @example const trial = copyMap(work); trial.set(id, changed);
 */
export function copyMap<K, V>(map: ReadonlyMap<K, V>): Map<K, V> {
  const out = new Map<K, V>();
  map.forEach((v, k) => { out.set(k, v); });
  return out;
}
