/**
 * Attacking: the Active Pokémon uses an attack whose cost its Energy pays; Asleep and Paralyzed Pokémon
 * can't attack; a Confused one (and one under Octazooka-like effects) flips first and tails means the
 * attack doesn't happen. Attacking ends the turn.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { combine, queryEffects } from '../active-effects/index.ts';
import { attackDamage } from '../calc/damage.ts';
import { canPay, providedEnergy } from '../calc/energy.ts';
import { cantAct } from '../conditions.ts';
import { beforeDamage, effectContext, flipCoin, runEffects } from '../effects/index.ts';
import { mon, pokemonCardOf, side } from '../state.ts';
import { refuse, requireTargets, requireActive, requireMain } from './common.ts';

/** Why the Active Pokémon can't use this attack now, or null. */
export function attackProblem(core: GameCore, player: PlayerId, index: number): string | null {
  const active = side(core, player).active;
  if (active === null) return 'there is no Active Pokémon to attack with';
  const card = pokemonCardOf(core, active);
  const a = card.attacks[index];
  if (!a) return `${card.name} has no attack number ${index + 1}`;
  const c = cantAct(mon(core, active).conditions);
  if (c) return `${card.name} is ${c} and can't attack`;
  if (!canPay(providedEnergy(core, active).value, a.cost)) return `${card.name} doesn't have the Energy for ${a.name} (${a.cost.join(', ')})`;
  return null;
}

/** Coin flips that must come up heads for the attack to happen: Confused, and attack_flip effects. */
function attackHappens(core: GameCore, attacker: ObjectId, player: PlayerId, name: string): string | null {
  if (mon(core, attacker).conditions.includes('Confused') && !flipCoin(core, player, `${name} (Confused)`)) return 'Confused: tails';
  const q = queryEffects(core, { type: 'attack_flip', pokemon: attacker });
  const flips = combine(q.effects.map((effect) => ({ effect, value: 1 })), 0, 'add');
  for (const t of flips.trace.filter((x) => x.used)) if (!flipCoin(core, player, `${name} (${t.name})`)) return `${t.name}: tails`;
  return null;
}

/**
 * The Active Pokémon attacks; `targets` answer the attack's choices (a Benched Pokémon to damage, …).
 * @example useAttack(core, 0, 0)
 */
export function useAttack(core: GameCore, player: PlayerId, index: number, targets?: ObjectId[]): void {
  requireMain(core, player);
  const attacker = requireActive(core, player);
  const problem = attackProblem(core, player, index);
  if (problem) refuse('cant_attack', problem);
  const card = pokemonCardOf(core, attacker);
  const a = card.attacks[index]!;
  requireTargets(core, player, attacker, a.name, a.effects, targets);
  emit(core, { type: 'pocket_attack', player, object: attacker, card: card.name, attack: a.name });
  const failed = attackHappens(core, attacker, player, a.name);
  if (failed) {
    emit(core, { type: 'pocket_attack_failed', player, object: attacker, card: card.name, attack: a.name, reason: failed });
    return;
  }
  const ctx = effectContext(core, { player, name: a.name, sourceKind: 'attack', source: attacker, pokemon: attacker, targets });
  const later = beforeDamage(ctx, a.effects);
  const base = a.damage + ctx.extraDamage;
  if (base > 0 && ctx.defender !== null) {
    const dmg = attackDamage(core, attacker, ctx.defender, base);
    if (dmg.steps.length > 1) emit(core, { type: 'pocket_calc', what: 'damage', object: ctx.defender, value: dmg.value, steps: dmg.steps, effects: dmg.trace });
    if (dmg.value > 0) emit(core, { type: 'damage', source: attacker, sourceName: a.name, target: { kind: 'object', id: ctx.defender }, amount: dmg.value, combat: true });
  }
  runEffects(ctx, later);
}
