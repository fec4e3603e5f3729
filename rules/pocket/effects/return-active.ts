/**
 * Taking an Active Pokémon out of play with the cards under it: "Put your Muk or Weezing in the Active
 * Spot into your hand." (Koga: `return_active: hand, who: you`), "your opponent shuffles their Active
 * Pokémon into their deck." (Aerodactyl's Primal Wingbeat: `return_active: deck, who: opponent`). Its
 * Energy goes with it (Energy is not a card in Pocket); its player then chooses a new Active Pokémon.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { opponent, side } from '../state.ts';
import { targetOptions } from './context.ts';
import { attackShield } from './prevent-attacks.ts';
import type { EffectContext } from './context.ts';

/**
 * Move the Active Pokémon (if it passes the filter) to its owner's hand or deck.
 * @example returnActive(ctx, { kind: 'return_active', to: 'hand', who: 'you', filter: { names: ['Muk', 'Weezing'] } })
 */
export function returnActive(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'return_active' }>): void {
  const { core } = ctx;
  const who = e.who === 'you' ? ctx.player : opponent(ctx.player);
  const active = side(core, who).active;
  if (active === null || !targetOptions(ctx, e.who === 'you' ? 'own_active' : 'opponent_active', e.filter).includes(active)) return;
  if (ctx.sourceKind === 'attack' && attackShield(core, active, ctx.player)) return;
  emit(core, { type: 'pocket_move', object: active, card: core.obj(active).card, owner: who, from: 'active', to: e.to, cause: ctx.name });
  if (e.to === 'deck') emit(core, { type: 'shuffle', player: who });
}
