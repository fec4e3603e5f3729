/** "Switch this Pokémon with 1 of your Benched Pokémon." (`switch_self`): the acting Pokémon, if Active, goes to the Bench. */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { side } from '../state.ts';
import { chooseTarget } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Switch the acting Pokémon (when it is the Active Pokémon) with a Benched Pokémon of its player, chosen.
 * @example switchSelf(ctx, effect)
 */
export function switchSelf(ctx: EffectContext, e: PocketEffect): void {
  const { core } = ctx;
  const x = side(core, ctx.player);
  if (ctx.pokemon === null || x.active !== ctx.pokemon) return;
  const pick = chooseTarget(ctx, e, 'own_bench');
  if (pick !== null) emit(core, { type: 'pocket_switch', player: ctx.player, active: pick, benched: ctx.pokemon, cause: ctx.name });
}
