/** Canonical JSON: the same text for the same plain data, whatever order its keys were written in. */

/**
 * JSON with every object's keys sorted and `undefined` members left out (as JSON.stringify does), so two values
 * that hold the same data give the same text: what a replay compares decisions by and hashes final states with.
 * @example canonicalJson({ b: 1, a: [2, { d: undefined, c: 3 }] }) // '{"a":[2,{"c":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) Object.defineProperty(out, k, { value: (v as Record<string, unknown>)[k], enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/**
 * Whether two plain values hold the same data (canonical JSON equality).
 * @example sameData({ type: 'pass', player: 0 }, { player: 0, type: 'pass' }) // true
 */
export function sameData(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}
