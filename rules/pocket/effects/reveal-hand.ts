/**
 * "Your opponent reveals their hand." (seed 004, Attack Effects: reveal_hand, Mew's Psy Report). The
 * hand is shown to the other player: a `pocket_reveal` event names the cards, in hand order (names only:
 * the object ids stay hidden, so a revealed card can't be followed once it moves); nothing moves.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { opponent } from '../state.ts';
import type { EffectContext } from './context.ts';

/**
 * Reveal a player's hand to the other player.
 * @example revealHand(ctx, { kind: 'reveal_hand', who: 'opponent' })
 */
export function revealHand(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'reveal_hand' }>): void {
  const { core } = ctx;
  const owner = e.who === 'you' ? ctx.player : opponent(ctx.player);
  const hand = core.player(owner).hand;
  emit(core, { type: 'pocket_reveal', player: opponent(owner), owner, cards: hand.map((id) => core.obj(id).card), cause: ctx.name });
}
