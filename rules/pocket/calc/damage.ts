/**
 * Attack damage (design: Integration Points 1): base damage → + damage boosts on the attacker (only
 * against the opponent's Active Pokémon when they say so) → + Weakness (+20, Active Pokémon only) →
 * − damage reductions on the defender, never below 0. Weakness is added before reductions
 * (gamewith.net/pokemon-tcg-pocket/48564). Each step and each effect is in the trace.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { applyModifiers, combine, queryEffects } from '../active-effects/index.ts';
import type { TraceEntry, Traced } from '../active-effects/index.ts';
import { isActive, pokemonCardOf } from '../state.ts';

/** The names of the effects that counted, for a step of a trace. */
export function usedNames(trace: TraceEntry[]): string {
  return trace.filter((t) => t.used).map((t) => t.name).join(', ');
}

/** Weakness adds this much damage. */
export const WEAKNESS_BONUS = 20;

/**
 * The damage an attack does to one Pokémon.
 * @example attackDamage(core, heatmor, bulbasaur, 30).value // 50: Bulbasaur is weak to Fire
 */
export function attackDamage(core: GameCore, attacker: ObjectId, defender: ObjectId, base: number): Traced {
  const steps = [`base ${base}`];
  const toActive = isActive(core, defender) && core.obj(defender).owner !== core.obj(attacker).owner;
  const boosts = queryEffects(core, { type: 'damage_boost', pokemon: attacker });
  const usable = boosts.effects.filter((e) => toActive || e.params.against !== 'opponent_active');
  const boost = combine(usable.map((effect) => ({ effect, value: effect.params.amount ?? 0 })), 0, 'add', boosts.suppressed);
  let damage = base + boost.value;
  if (boost.value) steps.push(`+${boost.value} (${usedNames(boost.trace)}) = ${damage}`);
  // Generic modifiers (seed 004) on the damage the attacker deals, then (below) on the damage the defender takes.
  const dealt = applyModifiers(core, 'damage.dealt', attacker, damage, { attacker, defender });
  damage = dealt.value;
  steps.push(...dealt.steps);
  const weakness = pokemonCardOf(core, defender).weakness;
  if (toActive && weakness !== null && weakness === pokemonCardOf(core, attacker).type) {
    damage += WEAKNESS_BONUS;
    steps.push(`+${WEAKNESS_BONUS} Weakness (${weakness}) = ${damage}`);
  }
  const reductions = queryEffects(core, { type: 'damage_reduction', pokemon: defender });
  const reduce = combine(reductions.effects.map((effect) => ({ effect, value: effect.params.amount ?? 0 })), 0, 'add', reductions.suppressed);
  if (reduce.value) {
    damage -= reduce.value;
    steps.push(`-${reduce.value} (${usedNames(reduce.trace)}) = ${damage}`);
  }
  const taken = applyModifiers(core, 'damage.taken', defender, damage, { attacker, defender });
  damage = taken.value;
  steps.push(...taken.steps);
  const shield = core.obj(attacker).owner !== core.obj(defender).owner ? queryEffects(core, { type: 'prevent_attacks', pokemon: defender }).effects[0] : undefined;
  if (shield && damage > 0) {
    damage = 0;
    steps.push(`prevented (${shield.name}) = 0`);
  }
  const value = Math.max(0, damage);
  if (value !== damage) steps.push('not below 0 = 0');
  return { value, base, trace: [...boost.trace, ...dealt.trace, ...reduce.trace, ...taken.trace], steps };
}
