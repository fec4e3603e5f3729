/**
 * "Flip N coins" / "Flip a coin for each Energy attached to this Pokémon", and something for each heads
 * (seed 004, Attack Effects: damage_per_energy_coinflip, Celebi ex's Powerful Bloom). The number of coins is
 * fixed or counted when the effect begins; every coin is flipped through the game's seeded coin.
 */
import type { PocketEffect } from '../card-types.ts';
import { flipCoin } from './context.ts';
import type { EffectContext } from './context.ts';
import { countOf } from './count.ts';

/**
 * How many coins the effect flips now.
 * @example coinsToFlip(ctx, { kind: 'flip_coins', coins: 'self_energy', heads: [] }) // 3 with 3 Energy attached
 */
export function coinsToFlip(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'flip_coins' }>): number {
  return typeof e.coins === 'number' ? e.coins : countOf(ctx, e.coins, undefined, e.energy);
}

/**
 * Flip the coins, all of them first, then give the `heads` effects to `each` once per heads (the
 * caller resolves them: now, or split around an attack's damage).
 * @example flipCoins(ctx, celebi, (hs) => runEffects(ctx, hs)) // 50 damage for each heads
 */
export function flipCoins<T>(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'flip_coins' }>, each: (heads: readonly PocketEffect[]) => T): T[] {
  const n = coinsToFlip(ctx, e);
  let heads = 0;
  for (let i = 0; i < n; i++) if (flipCoin(ctx.core, ctx.player, `${ctx.name} (coin ${i + 1} of ${n})`)) heads++;
  const out: T[] = [];
  for (let i = 0; i < heads; i++) out.push(each(e.heads));
  return out;
}
