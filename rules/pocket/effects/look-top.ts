/**
 * "You may look at the top card of your deck." (Porygon's Data Scan): the top cards are shown to their
 * owner only (a `pocket_reveal` event to that player); nothing moves.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import type { EffectContext } from './context.ts';

/**
 * Show the player the top `count` cards of their deck.
 * @example lookTop(ctx, { kind: 'look_top', count: 1 })
 */
export function lookTop(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'look_top' }>): void {
  const { core } = ctx;
  const top = core.player(ctx.player).library.slice(0, e.count);
  emit(core, { type: 'pocket_reveal', player: ctx.player, owner: ctx.player, cards: top.map((id) => core.obj(id).card), cause: ctx.name });
}
