/**
 * "Discard a random card from your opponent's hand." (Persian's Shadow Claw): each card is one
 * `pocket_random` pick among the cards in that hand.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { opponent } from '../state.ts';
import { pickRandom } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Discard `count` random cards from a hand.
 * @example discardRandomHand(ctx, { kind: 'discard_random_hand', count: 1, who: 'opponent' })
 */
export function discardRandomHand(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'discard_random_hand' }>): void {
  const { core } = ctx;
  const who = e.who === 'you' ? ctx.player : opponent(ctx.player);
  for (let i = 0; i < e.count; i++) {
    const pick = pickRandom(core, ctx.player, ctx.name, [...core.player(who).hand]);
    if (pick === null) return;
    emit(core, { type: 'pocket_move', object: pick, card: core.obj(pick).card, owner: who, from: 'hand', to: 'discard', cause: ctx.name });
  }
}
