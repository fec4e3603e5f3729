/**
 * "At any time during your turn, you may discard this card from play." (the Fossils, `discard_self`): the
 * acting card leaves play for its owner's discard pile with the cards under it. It is not Knocked Out (no
 * points); an empty Active Spot is filled from the Bench as after a Knock Out, and a player with no
 * Pokémon left in play loses.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { zoneOf } from '../state.ts';
import type { EffectContext } from './context.ts';

/**
 * Discard the acting Pokémon from play.
 * @example discardSelf(ctx, { kind: 'discard_self' })
 */
export function discardSelf(ctx: EffectContext, _e: Extract<PocketEffect, { kind: 'discard_self' }>): void {
  const { core } = ctx;
  if (ctx.pokemon === null) return;
  const from = zoneOf(core, ctx.pokemon);
  if (from !== 'active' && from !== 'bench') return;
  emit(core, { type: 'pocket_move', object: ctx.pokemon, card: core.obj(ctx.pokemon).card, owner: core.obj(ctx.pokemon).owner, from, to: 'discard', cause: ctx.name });
}
