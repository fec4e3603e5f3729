/**
 * "Heal from this Pokémon the same amount of damage you did to your opponent's Active Pokémon."
 * (Kabutops's Leech Life): the damage this attack did to the Defending Pokémon, read from the game log
 * since the attack began (after Weakness and reductions: the damage actually done).
 */
import { emit } from '../../events/emit.ts';
import type { PocketEffect } from '../card-types.ts';
import { pocket } from '../state.ts';
import type { EffectContext } from './context.ts';

/** The damage the current attack (or Ability) of `ctx` has done to the Defending Pokémon so far. */
export function damageDealt(ctx: EffectContext): number {
  const log = ctx.core.log;
  let total = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const ev = log[i]!;
    if ((ev.type === 'pocket_attack' || ev.type === 'pocket_ability') && ev.object === ctx.pokemon) break;
    if (ev.type === 'damage' && ev.source === ctx.pokemon && ev.sourceName === ctx.name && ev.target.kind === 'object' && ev.target.id === ctx.defender) total += ev.amount;
  }
  return total;
}

/**
 * Heal the acting Pokémon by the damage done.
 * @example healDealt(ctx, { kind: 'heal_dealt' })
 */
export function healDealt(ctx: EffectContext, _e: Extract<PocketEffect, { kind: 'heal_dealt' }>): void {
  if (ctx.pokemon === null || !pocket(ctx.core).pokemon[ctx.pokemon]) return;
  const amount = Math.min(damageDealt(ctx), ctx.core.obj(ctx.pokemon).damage);
  if (amount > 0) emit(ctx.core, { type: 'pocket_heal', object: ctx.pokemon, amount });
}
