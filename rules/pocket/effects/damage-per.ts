/**
 * "This attack does N (more) damage for each …" (seed 004, Attack Effects: damage_per_bench_own, Pikachu
 * ex's Circle Circuit; damage_per_bench_opp, Pidgeot ex's Scattering Cyclone): adds N times the count to
 * the attack's damage, before Weakness and the other damage modifiers.
 */
import type { PocketEffect } from '../card-types.ts';
import type { EffectContext } from './context.ts';
import { countOf } from './count.ts';

/**
 * Add the attack's per-count damage to the context.
 * @example extraDamagePer(ctx, { kind: 'extra_damage_per', amount: 30, per: 'own_bench', filter: { pokemon_type: 'Lightning' } })
 */
export function extraDamagePer(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'extra_damage_per' }>): void {
  ctx.extraDamage += e.amount * countOf(ctx, e.per, e.filter, e.energy);
}
