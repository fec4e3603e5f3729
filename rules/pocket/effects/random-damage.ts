/**
 * "1 of your opponent's Pokémon is chosen at random N times. For each time a Pokémon was chosen, do M
 * damage to it." (Dragonite's Draco Meteor): each pick is a `pocket_random` event among the opponent's
 * Pokémon in play at that moment; each hit is attack damage (Weakness counts for the Active Pokémon).
 */
import { emit } from '../../events/emit.ts';
import { attackDamage } from '../calc/damage.ts';
import type { PocketEffect } from '../card-types.ts';
import { inPlay, opponent, pocket } from '../state.ts';
import { pickRandom } from './context.ts';
import type { EffectContext } from './context.ts';

/**
 * Pick and hit, `times` times.
 * @example randomDamage(ctx, { kind: 'random_damage', amount: 50, times: 4 })
 */
export function randomDamage(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'random_damage' }>): void {
  const { core } = ctx;
  for (let i = 0; i < e.times; i++) {
    const pick = pickRandom(core, ctx.player, ctx.name, inPlay(core, opponent(ctx.player)));
    if (pick === null) return;
    const attacker = ctx.sourceKind === 'attack' && ctx.pokemon !== null && pocket(core).pokemon[ctx.pokemon] ? ctx.pokemon : null;
    const amount = attacker !== null ? attackDamage(core, attacker, pick, e.amount).value : e.amount;
    emit(core, { type: 'damage', source: ctx.source, sourceName: ctx.name, target: { kind: 'object', id: pick }, amount, combat: ctx.sourceKind === 'attack' });
  }
}
