/**
 * The most mana a player could have now (CR 106.4, 605.1a: the pool and one activation of each mana ability), as an
 * upper bound the legal-action listing compares costs against before it tries a cast or activation in full.
 */
import type { CardDef, ManaCost } from '../../cards/types.ts';
import { manaValue } from '../../cards/parse-mana-cost.ts';
import type { GameCore } from '../../core.ts';
import { sourcesReach } from '../costs/mana.ts';
import { pipCounts, pipsWithin, poolCounts, poolTotal } from '../costs/mana-symbols.ts';
import type { PlayerId } from '../../state/types.ts';

/**
 * The most mana a player could have now: in all, and of each colour in W, U, B, R, G, C order (an upper bound).
 * `anyModifier` is anyCostModifier's answer once a filter has asked it (rules/magic/actions/candidates.ts): a reach is
 * made for one listing, in which nothing changes.
 */
export interface ManaReach { total: number; most: number[]; anyModifier: boolean | undefined }

/**
 * The pool plus the biggest option of each mana source the player could activate now.
 * @example manaReach(core, 0).total; // 3 with three untapped lands and an empty pool
 */
export function manaReach(core: GameCore, player: PlayerId): ManaReach {
  const pool = core.player(player).pool;
  const most = poolCounts(pool);
  const total = poolTotal(pool) + sourcesReach(core, player, most);
  return { total, most, anyModifier: undefined };
}

/**
 * Could a mana cost be paid with the mana in reach: its mana value and its coloured pips?
 * @example withinReach(def.cost, manaReach(core, 0)); // false for {R} with only Forests
 */
export function withinReach(cost: ManaCost | null, reach: ManaReach): boolean {
  return manaValue(cost) <= reach.total && coloursReachable(cost, reach.most);
}

/** Could the coloured pips of a cost be paid with the most mana of each colour? */
export function coloursReachable(cost: ManaCost | null, most: number[]): boolean {
  if (!cost || !cost.pips.length) return true;
  return pipsWithin(pipCounts(cost), most);
}

const cheapestCache = new WeakMap<CardDef, number>();

/**
 * The cheapest mana value among a card's costs (its mana cost and alternative costs).
 * @example cheapest(pool.require('Force of Will')); // 0: its alternative cost has no mana
 */
export function cheapest(def: CardDef): number {
  let v = cheapestCache.get(def);
  if (v === undefined) {
    v = manaValue(def.cost);
    for (const alt of def.spell?.alt_costs ?? []) v = Math.min(v, manaValue(alt.cost.mana ?? null));
    cheapestCache.set(def, v);
  }
  return v;
}
