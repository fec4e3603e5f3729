/** Comparisons every ruleset's checks share: names without case, sets of names, object keys (FORMAT.md). */
import type { Json, Obj } from '../types.ts';

/** Names of types, keywords, zones and steps compare without regard to case (FORMAT.md). */
export const norm = (s: string): string => s.toLowerCase().replace(/[_\s]+/g, ' ').trim();

/** A value or a list of values as a list of strings. */
export const list = (v: Json | undefined): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)]);

/** Exact set equality of names. */
export const setEq = (a: string[], b: string[]): boolean => {
  const x = a.map(norm).sort();
  const y = b.map(norm).sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/**
 * Does one key of an `object` check match? `special` may decide a key itself (returns a boolean) or
 * leave it to the common rules (returns undefined).
 */
export function keyMatches(k: string, want: Json, got: Json, special?: (k: string, want: Json) => boolean | undefined): boolean {
  const own = special?.(k, want);
  if (own !== undefined) return own;
  switch (k) {
    case 'types': case 'subtypes': case 'supertypes': case 'colors': case 'abilities': return setEq(list(want), list(got));
    case 'has': return list(got).some((g) => norm(g) === norm(String(want)));
    case 'lacks': return !list(got).some((g) => norm(g) === norm(String(want)));
    case 'zone': return norm(String(got)) === norm(String(want));
    case 'counters': {
      const w = (want ?? {}) as Obj;
      const g = (got ?? {}) as Obj;
      return Object.keys({ ...w, ...g }).every((c) => Number(w[c] ?? 0) === Number(g[c] ?? 0));
    }
    default: return JSON.stringify(got) === JSON.stringify(want);
  }
}

/**
 * A `zone` check over the names in a zone: `count`, `contains` (all there, with repeats), `exactly` (the
 * whole content; order-free unless `ordered`). Names compare as sameName does (FORMAT.md).
 */
export function zoneNamesMatch(spec: Obj, names: string[], same: (a: string, b: string) => boolean, refName: (ref: string) => string): boolean {
  let pass = true;
  if (spec['count'] !== undefined) pass &&= names.length === Number(spec['count']);
  const remaining = [...names];
  for (const c of list(spec['contains'] as Json)) {
    const i = remaining.findIndex((n) => same(n, refName(c)));
    if (i < 0) pass = false; else remaining.splice(i, 1);
  }
  if (spec['exactly'] !== undefined) {
    const want = list(spec['exactly'] as Json).map(refName);
    if (spec['ordered']) pass &&= want.length === names.length && want.every((w, i) => same(w, names[i]!));
    else {
      const left = [...names];
      pass &&= want.length === names.length && want.every((w) => { const i = left.findIndex((n) => same(n, w)); if (i < 0) return false; left.splice(i, 1); return true; });
    }
  }
  return pass;
}
