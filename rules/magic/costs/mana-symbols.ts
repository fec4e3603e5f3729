/** Mana symbols, pips and pools (CR 106, 107.4): their order, the empty cost, counting a cost's pips by kind, a pool's counts and total. */
import type { ManaCost, ManaSymbol } from '../../cards/types.ts';

/** The mana symbols in W, U, B, R, G, C order: the order of every per-colour list (a pool's, a reach's). */
export const SYMBOLS: readonly ManaSymbol[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** The empty mana cost, for costs that have no mana part. */
export const NO_MANA: ManaCost = Object.freeze({ generic: 0, pips: [], hybrid: [], x: 0, text: '' }) as ManaCost;

/** Parse "{R}{R}" or "RG" into symbols. @example parseManaSymbols('{R}{G}') // ['R','G'] */
export function parseManaSymbols(text: string): ManaSymbol[] {
  return (text.match(/[WUBRGC]/g) ?? []) as ManaSymbol[];
}

/** Format a pool as "{R}{R}{G}" in WUBRGC order. */
export function formatPool(pool: Record<ManaSymbol, number>): string {
  return SYMBOLS.map((s) => `{${s}}`.repeat(pool[s])).join('');
}

/** Where each mana symbol is in SYMBOLS' order (the index of its count in a per-colour list). */
export const SYMBOL_INDEX: Readonly<Record<ManaSymbol, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

const pipsOf = new WeakMap<ManaCost, readonly number[]>();

/**
 * How many of each kind a cost's pips need, in SYMBOLS' order (hybrid pips are not counted); made once for each cost,
 * never changed.
 * @example pipCounts(parseCost('{1}{R}{R}')); // [0, 0, 0, 2, 0, 0]
 */
export function pipCounts(cost: ManaCost): readonly number[] {
  let n = pipsOf.get(cost);
  if (!n) {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const p of cost.pips) counts[SYMBOL_INDEX[p]]!++;
    n = counts;
    pipsOf.set(cost, n);
  }
  return n;
}

/**
 * Whether pips counted by kind (pipCounts) are within `have` of each kind, both in SYMBOLS' order.
 * @example pipsWithin(pipCounts(parseCost('{R}{R}')), [0, 0, 0, 1, 0, 0]); // false
 */
export function pipsWithin(pips: readonly number[], have: readonly number[]): boolean {
  for (let i = 0; i < 6; i++) if (pips[i]! > have[i]!) return false;
  return true;
}

/**
 * The mana in a pool, every kind together.
 * @example poolTotal({ W: 0, U: 1, B: 0, R: 2, G: 0, C: 0 }); // 3
 */
export function poolTotal(pool: Readonly<Record<ManaSymbol, number>>): number {
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

/**
 * The mana in a pool of each kind, in SYMBOLS' order: a new list (a reach or a count adds to it).
 * @example poolCounts({ W: 0, U: 1, B: 0, R: 2, G: 0, C: 0 }); // [0, 1, 0, 2, 0, 0]
 */
export function poolCounts(pool: Readonly<Record<ManaSymbol, number>>): number[] {
  return [pool.W, pool.U, pool.B, pool.R, pool.G, pool.C];
}
