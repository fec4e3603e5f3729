/**
 * "Move all {L} Energy from your Benched Pokémon to your Raichu, Electrode, or Electabuzz in the Active
 * Spot." (Lt. Surge, `move_all_energy`): every Energy of the type (every Energy without one) attached to
 * the Pokémon of `from` moves to the one Pokémon of `to` that passes the filter.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { mon } from '../state.ts';
import { targetOptions } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Move the Energy (each one leaves its Pokémon and is attached to the destination).
 * @example moveAllEnergy(ctx, { kind: 'move_all_energy', energy: 'Lightning', from: 'own_bench', to: 'own_active', filter: { names: ['Raichu'] } })
 */
export function moveAllEnergy(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'move_all_energy' }>): void {
  const { core } = ctx;
  const dest = targetOptions(ctx, e.to, e.filter)[0];
  if (dest === undefined) return;
  for (const id of targetOptions(ctx, e.from)) {
    if (id === dest) continue;
    const moving = mon(core, id).energy.filter((x) => !e.energy || x === e.energy);
    if (!moving.length) continue;
    const [done] = emit(core, { type: 'pocket_discard_energy', object: id, energy: moving, cause: `${ctx.name} (moved)` });
    if (done) for (const x of moving) emit(core, { type: 'pocket_attach', player: ctx.player, object: dest, energy: x, cause: ctx.name });
  }
}
