/**
 * Whether two values of plain data would be written out as the same JSON, found without writing them: the loop
 * shortcuts compare whole states this way (rules/magic/flow/shortcuts.ts), most often to find them different early.
 */

/** What JSON leaves out of an object (and writes as null in an array): undefined, functions and symbols. */
function omitted(v: unknown): boolean {
  return v === undefined || typeof v === 'function' || typeof v === 'symbol';
}

/** Values JSON writes as `null`: null itself, NaN and the infinities. */
function writtenNull(v: unknown): boolean {
  return v === null || (typeof v === 'number' && !Number.isFinite(v));
}

/** Plain data: an array, or an object of Object's prototype (or none) without a toJSON of its own. */
function plain(v: object): boolean {
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * An object's keys JSON writes (not those of undefined, functions or symbols), in its order (that of Object.keys), with
 * `extra`'s keys it lacks after them: the keys of `{ ...o, ...extra }` as JSON writes it.
 * @example jsonKeys({ a: 1, b: undefined }); // ['a']
 */
export function jsonKeys(o: Readonly<Record<string, unknown>>, extra?: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(o);
  if (extra) for (const k of Object.keys(extra)) if (!Object.hasOwn(o, k)) keys.push(k);
  const out: string[] = [];
  for (const k of keys) if (!omitted(extra && Object.hasOwn(extra, k) ? extra[k] : o[k])) out.push(k);
  return out;
}

/**
 * The usual case, without listing the keys JSON writes: the same keys in the same order, none with a value JSON
 * leaves out, and the replaced fields (the same `with` on both sides) fields of both. Undefined when it is not that
 * case (then the keys JSON writes are listed).
 */
function sameFields(x: Record<string, unknown>, y: Record<string, unknown>, aWith: Readonly<Record<string, unknown>> | undefined, bWith: Readonly<Record<string, unknown>> | undefined): boolean | undefined {
  if (aWith !== bWith) return undefined;
  const xs = Object.keys(x);
  const ys = Object.keys(y);
  if (xs.length !== ys.length) return undefined;
  let replaced = 0;
  for (let i = 0; i < xs.length; i++) {
    const k = xs[i]!;
    if (k !== ys[i]) return undefined;
    if (aWith && Object.hasOwn(aWith, k)) { replaced++; continue; }
    const u = x[k];
    const v = y[k];
    if (u === v) continue;
    if (omitted(u) || omitted(v)) return undefined;
    if (!sameJson(u, v)) return false;
  }
  // A replaced field neither has is added after the others: not this case.
  return aWith && replaced !== Object.keys(aWith).length ? undefined : true;
}

/**
 * Would `JSON.stringify(a) === JSON.stringify(b)`? `aWith` and `bWith` stand for `{ ...a, ...aWith }` (and for b):
 * fields replaced, or added after the others, without making the copies. Anything not plain data (a Date, a class
 * instance) is compared by its JSON text.
 * @example sameJson({ a: 1, b: undefined }, { a: 1 }); // true
 * @example sameJson(player, other, { life: 0 }, { life: 0 }); // the same but for their life
 */
export function sameJson(a: unknown, b: unknown, aWith?: Readonly<Record<string, unknown>>, bWith?: Readonly<Record<string, unknown>>): boolean {
  if (a === b && !aWith && !bWith) return true;
  if (writtenNull(a) || writtenNull(b)) return writtenNull(a) && writtenNull(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
    return a === b || (omitted(a) && omitted(b));
  }
  if (!plain(a) || !plain(b)) return JSON.stringify(aWith ? { ...a, ...aWith } : a) === JSON.stringify(bWith ? { ...b, ...bWith } : b);
  const arrays = Array.isArray(a);
  if (arrays !== Array.isArray(b)) return false;
  if (arrays) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) {
      // An array writes what JSON leaves out of an object as null.
      const u = omitted(x[i]) ? null : x[i];
      const v = omitted(y[i]) ? null : y[i];
      if (!sameJson(u, v)) return false;
    }
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const same = sameFields(x, y, aWith, bWith);
  if (same !== undefined) return same;
  const xs = jsonKeys(x, aWith);
  const ys = jsonKeys(y, bWith);
  if (xs.length !== ys.length) return false;
  for (let i = 0; i < xs.length; i++) {
    const k = xs[i]!;
    if (k !== ys[i]) return false;
    const u = aWith && Object.hasOwn(aWith, k) ? aWith[k] : x[k];
    const v = bWith && Object.hasOwn(bWith, k) ? bWith[k] : y[k];
    if (!sameJson(u, v)) return false;
  }
  return true;
}
