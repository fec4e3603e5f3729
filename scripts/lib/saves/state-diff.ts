/** Where two JSON values first differ: how a loaded save names the place its state and its decisions disagree. */
import { canonicalJson } from '../../../actors/index.ts';
import { jsonPath } from '../replay/index.ts';

/** The first difference between `a` and `b` (plain JSON data): its path and both values, or null when they are the same. */
export interface Difference { path: string; a: unknown; b: unknown }

/**
 * @example firstDifference({ life: [20, 18] }, { life: [20, 20] }, ['state']) // { path: 'state.life[1]', a: 18, b: 20 }
 */
export function firstDifference(a: unknown, b: unknown, base: PropertyKey[] = []): Difference | null {
  if (a === b) return null;
  const bothObjects = a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return canonicalJson(a) === canonicalJson(b) ? null : { path: jsonPath(base), a, b };
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], [...base, i]);
      if (d) return d;
    }
    return a.length === b.length ? null : { path: jsonPath([...base, 'length']), a: a.length, b: b.length };
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
  for (const k of keys) {
    const d = firstDifference(ra[k], rb[k], [...base, k]);
    if (d) return d;
  }
  return null;
}
