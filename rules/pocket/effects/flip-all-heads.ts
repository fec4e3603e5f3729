/**
 * "Flip 2 coins. If both of them are heads, this attack does 80 more damage." (Kingler, KO Crab): every
 * coin is flipped (through the game's seeded coin), then the `heads` effects happen once if all came up
 * heads, else the `tails` effects (often none).
 */
import type { PocketEffect } from '../card-types.ts';
import { flipCoin } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Flip the coins and return the effects that follow (the caller resolves them).
 * @example flipAllHeads(ctx, { kind: 'flip_all_heads', coins: 2, heads: [{ kind: 'extra_damage', amount: 80 }], tails: [] })
 */
export function flipAllHeads(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'flip_all_heads' }>): readonly PocketEffect[] {
  let heads = 0;
  for (let i = 0; i < e.coins; i++) if (flipCoin(ctx.core, ctx.player, `${ctx.name} (coin ${i + 1} of ${e.coins})`)) heads++;
  return heads === e.coins ? e.heads : e.tails;
}
