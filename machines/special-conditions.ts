import { setup, type SnapshotFrom } from 'xstate';
import { CANT_ACT, EXCLUSIVE_CONDITIONS, STACKING_CONDITIONS } from '../rules/pocket/conditions.ts';
import type { Condition } from '../rules/pocket/types.ts';

/**
 * Events of the Special Conditions statechart: a condition begins or ends; `RECOVER_ALL` is evolving
 * or leaving the Active Spot, which ends them all.
 *
 * @example
 * actor.send({ type: 'INFLICT', condition: 'Asleep' });
 */
export type SpecialConditionsEvent =
  | { type: 'INFLICT'; condition: Condition }
  | { type: 'RECOVER'; condition: Condition }
  | { type: 'RECOVER_ALL' };

/** The region of the exclusive conditions (Asleep, Paralyzed, Confused), and the state without any. */
export const EXCLUSIVE_REGION = 'turn';
export const NO_CONDITION = 'none';
const REGION: Record<string, string> = { Poisoned: 'poison', Burned: 'burn' };

const is = (condition: Condition) => ({ type: 'is' as const, params: { condition } });

const exclusiveStates = Object.fromEntries([
  [NO_CONDITION, {}],
  ...EXCLUSIVE_CONDITIONS.map((c) => [c, {
    tags: CANT_ACT.includes(c) ? ['cantAttack', 'cantRetreat'] : ['attackNeedsHeads'],
    on: { RECOVER: { guard: is(c), target: NO_CONDITION } },
  }]),
]);

const stackingRegions = Object.fromEntries(STACKING_CONDITIONS.map((c) => [REGION[c]!, {
  initial: 'clear',
  states: {
    clear: { on: { INFLICT: { guard: is(c), target: c } } },
    [c]: { tags: ['checkupDamage'], on: { RECOVER: { guard: is(c), target: 'clear' } } },
  },
}]));

/**
 * The Special Conditions of one Pokémon as a statechart (Pokémon TCG Pocket). Parallel regions: `turn`
 * holds at most one of Asleep, Paralyzed and Confused — inflicting one replaces the other — while
 * `poison` and `burn` stack beside it. Tags say what the conditions stop: `cantAttack` and
 * `cantRetreat` (Asleep, Paralyzed), `attackNeedsHeads` (Confused), `checkupDamage` (Poisoned, Burned).
 * Built from the same lists as the rules (rules/pocket/conditions.ts), so the two cannot disagree.
 *
 * @example
 * import { createActor } from 'xstate';
 * const a = createActor(specialConditionsMachine).start();
 * a.send({ type: 'INFLICT', condition: 'Asleep' });
 * a.send({ type: 'INFLICT', condition: 'Poisoned' });
 * a.send({ type: 'INFLICT', condition: 'Paralyzed' });
 * conditionsOf(a.getSnapshot()); // ['Paralyzed', 'Poisoned']
 */
export const specialConditionsMachine = setup({
  types: { events: {} as SpecialConditionsEvent, tags: {} as 'cantAttack' | 'cantRetreat' | 'attackNeedsHeads' | 'checkupDamage' },
  guards: {
    is: ({ event }, params: { condition: Condition }) => event.type !== 'RECOVER_ALL' && event.condition === params.condition,
  },
}).createMachine({
  id: 'specialConditions',
  type: 'parallel',
  on: {
    RECOVER_ALL: { target: [`.${EXCLUSIVE_REGION}.${NO_CONDITION}`, ...STACKING_CONDITIONS.map((c) => `.${REGION[c]}.clear`)] },
  },
  states: {
    [EXCLUSIVE_REGION]: {
      initial: NO_CONDITION,
      on: { INFLICT: EXCLUSIVE_CONDITIONS.map((c) => ({ guard: is(c), target: `.${c}` })) },
      states: exclusiveStates,
    },
    ...stackingRegions,
  },
});

export type SpecialConditionsMachine = typeof specialConditionsMachine;

/**
 * The conditions a snapshot of the statechart holds, in the rules' order (exclusive first).
 *
 * @example
 * conditionsOf(createActor(specialConditionsMachine).start().getSnapshot()); // []
 */
export function conditionsOf(snapshot: SnapshotFrom<SpecialConditionsMachine>): Condition[] {
  const value = snapshot.value as unknown as Record<string, string>;
  const out: Condition[] = [];
  const exclusive = value[EXCLUSIVE_REGION];
  if (exclusive && exclusive !== NO_CONDITION) out.push(exclusive as Condition);
  for (const c of STACKING_CONDITIONS) if (value[REGION[c]!] === c) out.push(c);
  return out;
}
