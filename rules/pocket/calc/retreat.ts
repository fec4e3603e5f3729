/**
 * Retreat (design: Integration Points 3): the Retreat Cost less `retreat_cost_reduction` effects, never
 * below 0; `no_retreat` effects and Asleep or Paralyzed forbid retreating. The cost is paid by discarding
 * Energy (gamewith.net/pokemon-tcg-pocket/48565), counted as the Energy provides it (Jungle Totem included).
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { applyModifiers, combine, queryEffects } from '../active-effects/index.ts';
import type { Traced } from '../active-effects/index.ts';
import { cantAct } from '../conditions.ts';
import { mon, pokemonCardOf } from '../state.ts';
import type { EnergyType } from '../types.ts';
import { usedNames } from './damage.ts';
import { energyUnits } from './energy.ts';

/**
 * The Retreat Cost now, with the effects that changed it.
 * @example retreatCost(core, ivysaur).value // 2
 */
export function retreatCost(core: GameCore, id: ObjectId): Traced {
  const base = pokemonCardOf(core, id).retreat;
  const q = queryEffects(core, { type: 'retreat_cost_reduction', pokemon: id });
  const r = combine(q.effects.map((effect) => ({ effect, value: effect.params.amount ?? 0 })), 0, 'add', q.suppressed);
  const reduced = Math.max(0, base - r.value);
  const steps = [`Retreat Cost ${base}`];
  if (r.value) steps.push(`-${r.value} (${usedNames(r.trace)}) = ${reduced}`);
  // Generic modifiers (seed 004) on the Retreat Cost.
  const m = applyModifiers(core, 'retreat.cost', id, reduced, { pokemon: id });
  steps.push(...m.steps);
  const value = Math.max(0, m.value);
  return { value, base, trace: [...r.trace, ...m.trace], steps };
}

/** Why this Pokémon can't retreat now, or null. */
export function retreatBlocked(core: GameCore, id: ObjectId): string | null {
  const c = cantAct(mon(core, id).conditions);
  if (c) return `${core.obj(id).card} is ${c}`;
  const q = queryEffects(core, { type: 'no_retreat', pokemon: id });
  if (q.effects.length) return `${q.effects[0]!.name} (${q.effects[0]!.sourceCard}) says it can't retreat`;
  return null;
}

/**
 * The Energy to discard to pay `cost`: the given choice if it pays exactly (no Energy beyond what the
 * cost needs), else the last attached first.
 * @example retreatPayment(core, ivysaur, 2) // ['Grass', 'Grass']
 */
export function retreatPayment(core: GameCore, id: ObjectId, cost: number, chosen?: EnergyType[]): EnergyType[] | null {
  const { units } = energyUnits(core, id);
  const attached = [...mon(core, id).energy];
  if (cost <= 0) return [];
  if (chosen) {
    const left = [...attached];
    let paid = 0;
    for (const e of chosen) {
      const i = left.indexOf(e);
      if (i < 0 || paid >= cost) return null;
      left.splice(i, 1);
      paid += units(e);
    }
    return paid >= cost ? chosen : null;
  }
  const out: EnergyType[] = [];
  let paid = 0;
  for (let i = attached.length - 1; i >= 0 && paid < cost; i--) {
    out.push(attached[i]!);
    paid += units(attached[i]!);
  }
  return paid >= cost ? out : null;
}
