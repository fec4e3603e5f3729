/**
 * "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack." (seed 004, Attack
 * Effects: copy_attack, Mew ex's Genome Hacking). The copied attack is used as this attack: its damage and
 * effects, done by the attacking Pokémon (its type for Weakness, its damage boosts), without paying the
 * copied attack's Energy cost. Attacks that themselves copy are not offered (no endless copying). With
 * nothing to copy, the attack does nothing.
 */
import type { AttackDef, PocketEffect } from '../card-types.ts';
import { canPay, providedEnergy } from '../calc/energy.ts';
import { inPlay, opponent, pocket, pokemonCardOf } from '../state.ts';
import type { EffectContext } from './context.ts';

/** The attacks this effect may copy now. */
export function copyOptions(ctx: Pick<EffectContext, 'core' | 'defender' | 'player'>, e: Extract<PocketEffect, { kind: 'copy_attack' }>): AttackDef[] {
  // `opponent_any` (Ditto's Copy Anything: "1 of your opponent's Pokémon's attacks"): the Active Pokémon's first, then the Bench's.
  const from = e.from === 'opponent_any' ? inPlay(ctx.core, opponent(ctx.player)) : ctx.defender === null ? [] : [ctx.defender];
  return from.filter((id) => pocket(ctx.core).pokemon[id]).flatMap((id) => pokemonCardOf(ctx.core, id).attacks.filter((a) => !a.effects.some((x) => x.kind === 'copy_attack')));
}

/**
 * The attack to use instead: asked of the attacking player (a `mode` choice among the attack names) when
 * there is more than one; null when there is none.
 * @example copiedAttack(ctx, genomeHacking)?.name // 'Psydrive'
 */
export function copiedAttack(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'copy_attack' }>): AttackDef | null {
  const options = copyOptions(ctx, e);
  if (options.length <= 1) return energyFor(ctx, e, options[0] ?? null);
  const answer = ctx.core.ask({ kind: 'mode', player: ctx.player, options: options.map((a) => a.name) });
  const i = typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer < options.length ? answer : 0;
  return energyFor(ctx, e, options[i]!);
}

/** "If this Pokémon doesn't have the necessary Energy to use that attack, this attack does nothing." (`needs_energy`) */
function energyFor(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'copy_attack' }>, a: AttackDef | null): AttackDef | null {
  if (!a || !e.needsEnergy || ctx.pokemon === null) return a;
  return canPay(providedEnergy(ctx.core, ctx.pokemon).value, a.cost) ? a : null;
}

/** The copy effect of an attack, if it has one. */
export function copyEffect(effects: readonly PocketEffect[]): Extract<PocketEffect, { kind: 'copy_attack' }> | null {
  return (effects.find((x) => x.kind === 'copy_attack') as Extract<PocketEffect, { kind: 'copy_attack' }> | undefined) ?? null;
}
