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
import { counterDamage } from '../effects/counter-damage.ts';
import { beforeDamage, effectContext, flipCoin, runEffects } from '../effects/index.ts';
import { copiedAttack, copyEffect } from '../effects/copy-attack.ts';
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
  const blocked = queryEffects(core, { type: 'no_attack', pokemon: active }).effects[0];
  if (blocked) return `${card.name} can't attack this turn (${blocked.name})`;
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
  let ctx = effectContext(core, { player, name: a.name, sourceKind: 'attack', source: attacker, pokemon: attacker, targets });
  // "Use it as this attack" (Genome Hacking): the copied attack's damage and effects replace this one's.
  const copy = copyEffect(a.effects);
  const used = copy ? copiedAttack(ctx, copy) : a;
  if (used === null) return;
  if (used !== a) ctx = effectContext(core, { player, name: used.name, sourceKind: 'attack', source: attacker, pokemon: attacker, targets });
  const defenderDamage = ctx.defender === null ? 0 : core.obj(ctx.defender).damage;
  const later = beforeDamage(ctx, used.effects);
  if (ctx.cancelled) {
    emit(core, { type: 'pocket_attack_failed', player, object: attacker, card: card.name, attack: used.name, reason: 'the attack does nothing' });
    return;
  }
  const base = used.damage + ctx.extraDamage;
  if (base > 0 && ctx.defender !== null) {
    const dmg = attackDamage(core, attacker, ctx.defender, base);
    if (dmg.steps.length > 1) emit(core, { type: 'pocket_calc', what: 'damage', object: ctx.defender, value: dmg.value, steps: dmg.steps, effects: dmg.trace });
    if (dmg.value > 0) emit(core, { type: 'damage', source: attacker, sourceName: used.name, target: { kind: 'object', id: ctx.defender }, amount: dmg.value, combat: true });
  }
  runEffects(ctx, later);
  counterDamage(core, attacker, ctx.defender, defenderDamage);
}
