/**
 * "Discard a random Energy from your opponent's Active Pokémon." (`discard_random_energy`, from
 * `opponent_active`), "… from among the Energy attached to all Pokémon (both yours and your opponent's)"
 * (`all_pokemon`): each Energy attached is equally likely; the picks come from the game's seeded generator.
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect, RandomEnergyFrom } from '../card-types.ts';
import { inPlay, mon, opponent, pocket, side } from '../state.ts';
import type { EnergyType } from '../types.ts';
import type { EffectContext } from './context.ts';

function holders(ctx: EffectContext, from: RandomEnergyFrom): number[] {
  const { core } = ctx;
  const opp = opponent(ctx.player);
  switch (from) {
    case 'self': return ctx.pokemon === null ? [] : [ctx.pokemon];
    case 'opponent_active': return side(core, opp).active === null ? [] : [side(core, opp).active!];
    case 'opponent_pokemon': return inPlay(core, opp);
    case 'own_pokemon': return inPlay(core, ctx.player);
    case 'all_pokemon': return [...inPlay(core, ctx.player), ...inPlay(core, opp)];
  }
}

/**
 * Discard `count` Energy picked at random, one at a time, among the Energy attached to the Pokémon of `from`.
 * @example discardRandomEnergy(ctx, { kind: 'discard_random_energy', count: 1, from: 'opponent_active' })
 */
export function discardRandomEnergy(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'discard_random_energy' }>): void {
  const { core } = ctx;
  for (let n = 0; n < e.count; n++) {
    // One option per Energy attached (each Pokémon once per Energy, in order), so each Energy is equally
    // likely; the handler records the index picked, which names the Energy (a scenario's `random:` forces
    // it by index, or by a card name: that Pokémon's first Energy).
    const options: number[] = [];
    const slots: EnergyType[] = [];
    for (const id of holders(ctx, e.from)) if (pocket(core).pokemon[id]) for (const x of mon(core, id).energy) { options.push(id); slots.push(x); }
    if (!options.length) return;
    const [ev] = emit(core, { type: 'pocket_random', player: ctx.player, reason: ctx.name, options, chosen: null });
    const i = ev?.type === 'pocket_random' && ev.index !== undefined ? ev.index : 0;
    emit(core, { type: 'pocket_discard_energy', object: options[i]!, energy: [slots[i]!], cause: ctx.name });
  }
}
