/**
 * Effects on every Pokémon of a group at once: "This attack also does 10 damage to each of your
 * opponent's Benched Pokémon" (Articuno ex, Blizzard), "heal 20 damage from each of your Pokémon"
 * (Butterfree, Powder Heal). Nobody chooses: each Pokémon the group holds (and `filter` lets through) when
 * the effect happens is affected once, in play order (Active first, then the Bench).
 */
import { emit } from '../../events/emit.ts';
import { attackDamage } from '../calc/damage.ts';
import type { PocketEffect } from '../card-types.ts';
import { targetOptions } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Damage each Pokémon of the group. Damage from an attack is attack damage (damage modifiers apply;
 * Weakness only to the opponent's Active Pokémon); from an Ability or a Trainer it is the amount printed.
 * @example damageEach(ctx, { kind: 'damage_each', amount: 10, to: 'opponent_bench' })
 */
export function damageEach(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'damage_each' }>): void {
  const { core } = ctx;
  for (const id of targetOptions(ctx, e.to, e.filter)) {
    const amount = ctx.sourceKind === 'attack' && ctx.pokemon !== null ? attackDamage(core, ctx.pokemon, id, e.amount).value : e.amount;
    emit(core, { type: 'damage', source: ctx.source, sourceName: ctx.name, target: { kind: 'object', id }, amount, combat: ctx.sourceKind === 'attack' });
  }
}

/**
 * Heal each damaged Pokémon of the group.
 * @example healEach(ctx, { kind: 'heal_each', amount: 20, to: 'own_any' })
 */
export function healEach(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'heal_each' }>): void {
  for (const id of targetOptions(ctx, e.to, { ...e.filter, damaged: true })) emit(ctx.core, { type: 'pocket_heal', object: id, amount: e.amount });
}
