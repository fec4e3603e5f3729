/**
 * Counting for "for each" effects (seed 004, Attack Effects: damage_per_bench_own, damage_per_bench_opp,
 * damage_per_energy_coinflip): how many Benched Pokémon, Pokémon in play or attached Energy there are.
 */
import type { CountKind, TargetFilter } from '../card-types.ts';
import { mon, opponent, pocket, side } from '../state.ts';
import type { EnergyType } from '../types.ts';
import { targetOptions } from './context.ts';
import type { EffectContext } from './context.ts';

function energyOn(ctx: Pick<EffectContext, 'core'>, id: number | null, energy?: EnergyType): number {
  if (id === null || !pocket(ctx.core).pokemon[id]) return 0;
  return mon(ctx.core, id).energy.filter((e) => !energy || e === energy).length;
}

/**
 * How many of `per` there are now: Pokémon (own_bench, opponent_bench, own_in_play, opponent_in_play;
 * `filter` narrows them) or Energy cards attached (self_energy: the acting Pokémon, defender_energy: the
 * Defending Pokémon; `energy` narrows them to one type).
 * @example countOf(ctx, 'own_bench', { pokemon_type: 'Lightning' }) // 2 with two Benched {L} Pokémon
 */
export function countOf(ctx: Pick<EffectContext, 'core' | 'player' | 'pokemon' | 'defender'>, per: CountKind, filter?: TargetFilter, energy?: EnergyType): number {
  switch (per) {
    case 'own_bench': return targetOptions(ctx, 'own_bench', filter).length;
    case 'opponent_bench': return targetOptions(ctx, 'opponent_bench', filter).length;
    case 'own_in_play': return targetOptions(ctx, 'own_any', filter).length;
    case 'opponent_in_play': return targetOptions(ctx, 'opponent_any', filter).length;
    case 'self_energy': return energyOn(ctx, ctx.pokemon, energy);
    case 'defender_energy': return energyOn(ctx, ctx.defender, energy);
    case 'opponent_active_energy': return energyOn(ctx, side(ctx.core, opponent(ctx.player)).active, energy);
  }
}
