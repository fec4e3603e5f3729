/**
 * "This Pokémon also does N damage to itself." (Golem's Double-Edge): damage to the acting Pokémon,
 * not changed by Weakness or by damage modifiers (they apply to the opponent's Pokémon).
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { pocket } from '../state.ts';
import type { EffectContext } from './context.ts';

/**
 * Do the recoil damage to the acting Pokémon, if it is still in play.
 * @example recoil(ctx, { kind: 'recoil', amount: 50 })
 */
export function recoil(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'recoil' }>): void {
  if (ctx.pokemon === null || !pocket(ctx.core).pokemon[ctx.pokemon]) return;
  emit(ctx.core, { type: 'damage', source: ctx.pokemon, sourceName: ctx.name, target: { kind: 'object', id: ctx.pokemon }, amount: e.amount, combat: false });
}
