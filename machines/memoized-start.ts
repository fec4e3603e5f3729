/**
 * A machine whose every actor starts alike — no context, no input, no entry actions, no eventless, delayed or
 * invoked transitions anywhere — has one first snapshot; computing it (XState's first microstep through every
 * region of a parallel machine) costs far more than the actor itself. This copy computes it once and hands each new
 * actor its own copy of it. Only for uninspected actors: the inspector is not shown a first microstep.
 */
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

interface NodeShape { entry: readonly unknown[]; always?: readonly unknown[]; after: readonly unknown[]; invoke: readonly unknown[]; states: Record<string, NodeShape>; key: string }

/** Why the machine's actors may not all start alike, or null. */
function whyNot(node: NodeShape): string | null {
  if (node.entry.length) return `state "${node.key}" has entry actions`;
  if (node.always?.length || node.after.length || node.invoke.length) return `state "${node.key}" has eventless, delayed or invoked transitions`;
  for (const child of Object.values(node.states)) {
    const why = whyNot(child);
    if (why) return why;
  }
  return null;
}

/**
 * A copy of `machine` whose first snapshot is computed once; throws, naming the state, when its actors could start
 * differently.
 * @example const conditions = withMemoizedStart(specialConditionsMachine); createActor(conditions).start();
 */
export function withMemoizedStart<M extends AnyStateMachine>(machine: M): M {
  if ((machine.config as { context?: unknown }).context !== undefined) throw new Error(`withMemoizedStart: machine "${machine.id}" has a context`);
  const why = whyNot(machine.root as unknown as NodeShape);
  if (why) throw new Error(`withMemoizedStart: machine "${machine.id}": ${why}`);
  const logic = machine.provide({}) as M;
  const first = logic.getInitialSnapshot.bind(logic) as (scope: AnyActorScope, input: unknown) => AnyMachineSnapshot;
  let start: AnyMachineSnapshot | undefined;
  (logic as { getInitialSnapshot: unknown }).getInitialSnapshot = (scope: AnyActorScope, input: unknown): AnyMachineSnapshot => {
    start ??= first(scope, input);
    return { ...start, children: {}, historyValue: {} };
  };
  return logic;
}
