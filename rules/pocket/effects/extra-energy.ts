/**
 * "If this Pokémon has at least N extra {X} Energy attached, this attack does M more damage" (seed 004,
 * Attack Effects: damage_if_extra_energy, Blastoise ex's Hydro Bazooka). Extra Energy is what is left of
 * that type once the attack's cost is paid: each typed symbol takes its own type, and {C} symbols take the
 * other types' Energy first (so as to leave as many {X} as possible), then {X}.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { providedEnergy } from '../calc/energy.ts';
import type { EnergyCounts } from '../calc/energy.ts';
import type { PocketEffect } from '../card-types.ts';
import { pocket, pokemonCardOf } from '../state.ts';
import type { EnergyType } from '../types.ts';
import type { EffectContext } from './context.ts';

/**
 * How many Energy of `type` a Pokémon provides beyond what `cost` needs (counted as the Energy provides it).
 * @example extraEnergy({ Water: 5 }, ['Water', 'Water', 'Colorless'], 'Water') // 2
 */
export function extraEnergy(provided: EnergyCounts, cost: readonly EnergyType[], type: EnergyType): number {
  const left: EnergyCounts = { ...provided };
  let colorless = 0;
  for (const c of cost) {
    if (c === 'Colorless') colorless++;
    else left[c] = (left[c] ?? 0) - 1;
  }
  let others = 0;
  for (const [t, n] of Object.entries(left) as [EnergyType, number][]) if (t !== type) others += Math.max(0, n);
  const own = (left[type] ?? 0) - Math.max(0, colorless - others);
  return Math.max(0, own);
}

/** The cost of the attack being used: the attacker's own attack of that name, else the Defending Pokémon's (a copied attack). */
function attackCost(core: GameCore, ctx: EffectContext): EnergyType[] {
  for (const id of [ctx.pokemon, ctx.defender] as (ObjectId | null)[]) {
    if (id === null || !pocket(core).pokemon[id]) continue;
    const a = pokemonCardOf(core, id).attacks.find((x) => x.name === ctx.name);
    if (a) return a.cost;
  }
  return [];
}

/**
 * Add the bonus when the acting Pokémon has enough extra Energy.
 * @example extraEnergyBonus(ctx, { kind: 'extra_energy_bonus', amount: 60, extra: 2, energy: 'Water' })
 */
export function extraEnergyBonus(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'extra_energy_bonus' }>): void {
  if (ctx.pokemon === null || !pocket(ctx.core).pokemon[ctx.pokemon]) return;
  const provided = providedEnergy(ctx.core, ctx.pokemon).value;
  if (extraEnergy(provided, attackCost(ctx.core, ctx), e.energy) >= e.extra) ctx.extraDamage += e.amount;
}
