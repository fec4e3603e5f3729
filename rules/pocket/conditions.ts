/**
 * The Special Conditions rule as data: Asleep, Paralyzed and Confused exclude each other (a new one
 * replaces the old one); Poisoned and Burned stack beside them. Both the rules (inflict, recover) and the
 * statechart in machines/special-conditions.ts are built from these lists.
 */
import type { Condition } from './types.ts';

/** The conditions of which a Pokémon has at most one: each replaces the others. */
export const EXCLUSIVE_CONDITIONS: readonly Condition[] = Object.freeze(['Asleep', 'Paralyzed', 'Confused'] as const);
/** The conditions that stack beside everything. */
export const STACKING_CONDITIONS: readonly Condition[] = Object.freeze(['Poisoned', 'Burned'] as const);
/** Conditions that stop the Pokémon from attacking and retreating. */
export const CANT_ACT: readonly Condition[] = Object.freeze(['Asleep', 'Paralyzed'] as const);

const ORDER: readonly Condition[] = [...EXCLUSIVE_CONDITIONS, ...STACKING_CONDITIONS];

/**
 * The conditions after `c` begins.
 * @example inflict(['Asleep', 'Poisoned'], 'Paralyzed') // ['Paralyzed', 'Poisoned']
 */
export function inflict(current: readonly Condition[], c: Condition): Condition[] {
  const kept = EXCLUSIVE_CONDITIONS.includes(c) ? current.filter((x) => !EXCLUSIVE_CONDITIONS.includes(x)) : current.filter((x) => x !== c);
  return ORDER.filter((x) => x === c || kept.includes(x));
}

/**
 * The conditions after `c` ends.
 * @example recover(['Burned', 'Poisoned'], 'Burned') // ['Poisoned']
 */
export function recover(current: readonly Condition[], c: Condition): Condition[] {
  return current.filter((x) => x !== c);
}

/** Whether these conditions stop attacking and retreating (Asleep, Paralyzed). */
export function cantAct(current: readonly Condition[]): Condition | undefined {
  return current.find((c) => CANT_ACT.includes(c));
}
