/** Paying mana costs (CR 601.2g-h, 106, 605): pool first, then mana abilities of untapped sources. */
import type { ManaCost, ManaSymbol } from '../cards/types.ts';
import type { GameCore } from '../core.ts';
import { emit } from '../events/emit.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { canUseTapAbility } from './tap.ts';

export interface ManaSourceOption { id: ObjectId; ability: number; produce: ManaSymbol[][] }
export interface PaymentPlan { fromPool: ManaSymbol[]; taps: { id: ObjectId; ability: number; symbol: ManaSymbol }[] }

const SYMBOLS: ManaSymbol[] = ['W', 'U', 'B', 'R', 'G', 'C'];

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

/** Untapped permanents with a {T}-only mana ability that the player may activate now. */
export function manaSources(core: GameCore, player: PlayerId, exclude: ObjectId[] = []): ManaSourceOption[] {
  // While legal actions are probed, every trial of the listing shares one answer (GameCore.probing).
  const key = `manaSources:${player}`;
  let all = core.probing?.get(key) as ManaSourceOption[] | undefined;
  if (!all) { all = findManaSources(core, player); core.probing?.set(key, all); }
  return exclude.length ? all.filter((s) => !exclude.includes(s.id)) : all;
}

function findManaSources(core: GameCore, player: PlayerId): ManaSourceOption[] {
  // Automatic payment taps lands before creatures (a creature may still want to attack or block).
  const others: ManaSourceOption[] = [];
  const creatures: ManaSourceOption[] = [];
  for (const c of battlefieldCharacteristics(core).values()) {
    if (c.controller !== player) continue;
    let usable: boolean | undefined;
    for (let i = 0; i < c.abilities.length; i++) {
      const ab = c.abilities[i]!;
      if (ab.kind !== 'mana' || ab.cost.mana || !ab.cost.tap) continue;
      usable ??= canUseTapAbility(core, c.id);
      if (!usable) break;
      (c.types.includes('Creature') ? creatures : others).push({ id: c.id, ability: i, produce: ab.produce });
    }
  }
  return creatures.length ? others.concat(creatures) : others;
}

type Need = { any: boolean; options: ManaSymbol[] };

function needs(cost: ManaCost, x: number, extraGeneric: number): Need[] {
  const out: Need[] = [];
  for (const p of cost.pips) out.push({ any: false, options: [p] });
  for (const h of cost.hybrid) out.push({ any: false, options: h });
  const generic = cost.generic + cost.x * x + extraGeneric;
  for (let i = 0; i < generic; i++) out.push({ any: true, options: [] });
  return out;
}

/**
 * A way to pay a cost, or null if it can't be paid. Pure: changes nothing.
 * @example planPayment(core, 0, parseCost('{1}{G}'), 0)
 */
export function planPayment(core: GameCore, player: PlayerId, cost: ManaCost, x = 0, extraGeneric = 0, onlySources?: ObjectId[], exclude: ObjectId[] = []): PaymentPlan | null {
  const pool = { ...core.player(player).pool };
  let sources = manaSources(core, player, exclude);
  if (onlySources) sources = sources.filter((s) => onlySources.includes(s.id));
  const reqs = needs(cost, x, extraGeneric);
  const usedSource = new Set<number>();
  const plan: PaymentPlan = { fromPool: [], taps: [] };
  const solve = (i: number): boolean => {
    if (i === reqs.length) return true;
    const r = reqs[i]!;
    const colors = r.any ? SYMBOLS : r.options;
    for (const s of colors) {
      if (pool[s] > 0) {
        pool[s]--; plan.fromPool.push(s);
        if (solve(i + 1)) return true;
        pool[s]++; plan.fromPool.pop();
      }
    }
    for (let k = 0; k < sources.length; k++) {
      if (usedSource.has(k)) continue;
      const src = sources[k]!;
      const sym = src.produce.map((o) => o[0]!).find((s) => r.any || colors.includes(s));
      if (!sym) continue;
      usedSource.add(k); plan.taps.push({ id: src.id, ability: src.ability, symbol: sym });
      if (solve(i + 1)) return true;
      usedSource.delete(k); plan.taps.pop();
      if (r.any) break;   // generic: any unused source is as good as another at this depth
    }
    return false;
  };
  return solve(0) ? plan : null;
}

/** Carry out a plan: activate the mana abilities, then spend the mana from the pool. */
export function executePayment(core: GameCore, player: PlayerId, plan: PaymentPlan): void {
  for (const t of plan.taps) {
    emit(core, { type: 'tap', object: t.id });
    emit(core, { type: 'mana', player, mana: `{${t.symbol}}` });
    plan.fromPool.push(t.symbol);
  }
  const pool = core.player(player).pool;
  for (const s of plan.fromPool) pool[s] = Math.max(0, pool[s] - 1);
}
