import type { StepDef } from './steps.ts';

/**
 * The names of the guards a conditional jump may use, read from the NEXT event: `noAttackers` is
 * `event.noAttackers === true`, `firstStrike` is `event.firstStrike === true`, `noFirstStrike` its negation.
 *
 * @example
 * const when: TurnCondition = 'noAttackers';
 */
export type TurnCondition = 'noAttackers' | 'firstStrike' | 'noFirstStrike';

/**
 * A conditional jump: NEXT in step `from` goes to step `to` when the guard `when` passes; otherwise
 * NEXT goes to the following step. Jumps must go forward within a turn.
 *
 * @example
 * const skipCombat: TurnJump = { from: 'attackers', when: 'noAttackers', to: 'end' };
 */
export interface TurnJump {
  from: string;
  when: TurnCondition;
  to: string;
}

/**
 * Magic's conditional steps: with no attackers declared, the declare blockers and combat damage steps
 * are skipped (CR 508.8); the first-strike combat damage step happens only if an attacking or blocking
 * creature has first strike or double strike (CR 510.4).
 *
 * @example
 * createTurnMachine(magicSteps, { conditional: magicJumps });
 */
export const magicJumps: readonly TurnJump[] = Object.freeze([
  { from: 'declare_attackers', when: 'noAttackers', to: 'end_of_combat' },
  { from: 'declare_blockers', when: 'noFirstStrike', to: 'combat_damage' },
]);

/**
 * The jumps whose two steps exist in `steps`, after checking that the steps can make a turn (used by
 * {@link createTurnMachine}; throws with the fix in the message).
 *
 * @example
 * jumpsFor(adventureSteps, magicJumps); // []
 */
export function jumpsFor(steps: readonly StepDef[], jumps: readonly TurnJump[]): TurnJump[] {
  if (steps.length === 0) throw new Error('createTurnMachine: the step list is empty; give at least one step');
  const index = new Map(steps.map((s, i) => [s.name, i]));
  if (index.size !== steps.length)
    throw new Error(`createTurnMachine: duplicate step names in ${steps.map((s) => s.name).join(', ')}; name each step once`);
  const kept = jumps.filter((j) => index.has(j.from) && index.has(j.to));
  for (const j of kept)
    if (index.get(j.to)! <= index.get(j.from)!)
      throw new Error(`createTurnMachine: jump ${j.from} -> ${j.to} goes backwards; jumps must go forward within a turn`);
  return kept;
}
