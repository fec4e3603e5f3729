/**
 * "As often as you like during your turn, you may move a {W} Energy from 1 of your Benched {W} Pokémon to
 * your Active {W} Pokémon." (Vaporeon's Wash Out, `move_energy`): one Energy of the type leaves a chosen
 * Pokémon of `from` (one with that Energy attached) and is attached to the Pokémon of `to`; `filter`
 * applies to both. It is not discarded and is not the turn's Energy attachment.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect, TargetFilter, TargetKind } from '../card-types.ts';
import type { EnergyType } from '../types.ts';
import { chooseTarget, targetOptions } from './context.ts';
import type { EffectContext } from './context.ts';

/** The Pokémon the Energy may be moved from: those passing `filter` with that Energy attached. */
export function moveFromFilter(energy: EnergyType, filter?: TargetFilter): TargetFilter {
  return { ...filter, energy };
}

/**
 * Why no Energy can move now, or null.
 * @example moveProblem(ctx, 'Water', 'own_bench', 'own_active', { pokemon_type: 'Water' })
 */
export function moveProblem(ctx: Pick<EffectContext, 'core' | 'player' | 'pokemon' | 'name'>, energy: EnergyType, from: TargetKind, to: TargetKind, filter?: TargetFilter): string | null {
  if (!targetOptions(ctx, to, filter).length) return `${ctx.name}: there is no Pokémon to move ${energy} Energy to`;
  if (!targetOptions(ctx, from, moveFromFilter(energy, filter)).length) return `${ctx.name}: no Pokémon has ${energy} Energy to move`;
  return null;
}

/**
 * Move one Energy of the type from the chosen Pokémon to the destination.
 * @example moveEnergy(ctx, effect, 'Water', 'own_bench', 'own_active', { pokemon_type: 'Water' })
 */
export function moveEnergy(ctx: EffectContext, e: PocketEffect, energy: EnergyType, from: TargetKind, to: TargetKind, filter?: TargetFilter): void {
  const { core } = ctx;
  const dest = targetOptions(ctx, to, filter)[0];
  const src = chooseTarget(ctx, e, from, moveFromFilter(energy, filter));
  if (dest === undefined || src === null || src === dest) return;
  const [ev] = emit(core, { type: 'pocket_discard_energy', object: src, energy: [energy], cause: `${ctx.name} (moved)` });
  if (ev?.type === 'pocket_discard_energy' && ev.energy.length) emit(core, { type: 'pocket_attach', player: ctx.player, object: dest, energy, cause: ctx.name });
}
