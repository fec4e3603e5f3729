/**
 * "Look at the top card of your deck. If that card is a {P} Pokémon, put it into your hand. If it is not a
 * {P} Pokémon, put it on the bottom of your deck." (Mythical Slab, `top_card: hand`): the player sees the
 * top card (a `pocket_reveal` to them); a Pokémon passing the filter goes to the hand, any other card to
 * the bottom of the deck (`else: bottom`) or stays on top (`else: top`).
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { pocketRules } from '../state.ts';
import { cardPasses } from './card-filter.ts';
import type { EffectContext } from './context.ts';

/**
 * Resolve a `top_card` effect.
 * @example topCard(ctx, { kind: 'top_card', to: 'hand', filter: { pokemon_type: 'Psychic' }, else: 'bottom' })
 */
export function topCard(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'top_card' }>): void {
  const { core } = ctx;
  const top = core.player(ctx.player).library[0];
  if (top === undefined) return;
  const card = core.obj(top).card;
  emit(core, { type: 'pocket_reveal', player: ctx.player, owner: ctx.player, objects: [top], cards: [card], cause: ctx.name });
  if (cardPasses(pocketRules(core).pool.get(card), e.filter)) emit(core, { type: 'pocket_move', object: top, card, owner: ctx.player, from: 'deck', to: e.to, cause: ctx.name });
  else if (e.else === 'bottom') emit(core, { type: 'pocket_move', object: top, card, owner: ctx.player, from: 'deck', to: 'deck', cause: 'bottom' });
}
