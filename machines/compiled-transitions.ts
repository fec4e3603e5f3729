/**
 * XState machines that take its events through its compiled table (compiled-machine.ts) instead of XState's
 * interpreter: still a StateMachine, run by XState actors (spawned, in the actor system, with snapshots, observers,
 * persistence and the inspection stream's events and snapshots), whose `transition` looks the event up in the table,
 * runs the same guards and actions in the same order, and builds the next snapshot from the target state's own
 * (its state nodes, value and tags, computed once). What the table does not take (XState's own events such as
 * stopping, an event no transition of the state takes) goes to XState's interpreter as before.
 *
 * The interpreter reports every microstep and action to an inspector; these machines do not, so a runtime uses them
 * only when nothing inspects it (docs/actors.md, "What an actor send costs").
 */
import type { AnyActorScope, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { compileMachine, takeTransition } from './compiled-machine.ts';

/** The machines withCompiledTransitions made. */
const compiledLogic = new WeakSet<object>();

/**
 * Whether an actor's logic takes its events through its compiled table (withCompiledTransitions).
 * @example takesCompiledTransitions(actor.logic) // true in an uninspected game
 */
export function takesCompiledTransitions(logic: unknown): boolean {
  return typeof logic === 'object' && logic !== null && compiledLogic.has(logic);
}

/**
 * Make `logic`'s events take the compiled path, and return it: the caller's own copy of a machine (`provide({})`
 * makes one; other overrides of its methods, such as where it starts, stay). The machine must compile (a root with
 * atomic states; see compileMachine).
 * @example const fast = withCompiledTransitions(priorityMachine.provide({})); createActor(fast, { input: { players: 2 } });
 */
export function withCompiledTransitions<M extends AnyStateMachine>(logic: M): M {
  const table = compileMachine(logic);
  const interpret = logic.transition.bind(logic) as (s: AnyMachineSnapshot, e: { type: string }, scope: AnyActorScope) => AnyMachineSnapshot;
  /** Each state's snapshot as XState makes it (state nodes, value, tags, methods), made the first time it is entered. */
  const shapes: (AnyMachineSnapshot | undefined)[] = table.states.map(() => undefined);
  const shapeOf = (state: number, context: unknown): AnyMachineSnapshot =>
    (shapes[state] ??= logic.resolveState({ value: table.states[state]!, context } as never) as AnyMachineSnapshot);
  (logic as { transition: unknown }).transition = (snapshot: AnyMachineSnapshot, event: { type: string }, scope: AnyActorScope): AnyMachineSnapshot => {
    const from = snapshot.status === 'active' && typeof snapshot.value === 'string' ? table.index.get(snapshot.value) : undefined;
    if (from === undefined) return interpret(snapshot, event, scope);
    // XState's own events (xstate.stop) are in no table: they, like any event no transition takes, go to the interpreter.
    const taken = takeTransition(table, from, snapshot.context as object, event, scope.self, scope.system);
    if (!taken) return interpret(snapshot, event, scope);
    if (taken.emitted) for (const e of taken.emitted) scope.defer(() => scope.emit(e as never));
    const shape = shapeOf(taken.state, taken.context);
    // XState's snapshot fields (createMachineSnapshot), literally: cheaper than a spread, checked key by key in the tests.
    return {
      status: 'active', output: undefined, error: undefined, machine: shape.machine, context: taken.context, _nodes: shape._nodes,
      value: shape.value, tags: shape.tags, children: snapshot.children, historyValue: snapshot.historyValue, matches: shape.matches,
      hasTag: shape.hasTag, can: shape.can, getMeta: shape.getMeta, toJSON: shape.toJSON,
    } as AnyMachineSnapshot;
  };
  compiledLogic.add(logic);
  return logic;
}
