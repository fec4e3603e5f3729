import { fromTransition, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { priorityMachine, type PriorityContext } from '../priority.ts';
import { stackMachine, type StackContext } from '../stack.ts';

/**
 * Context of {@link priorityWindowLogic}: the priority and stack machines' values and contexts, and
 * whether the step ended.
 *
 * @example
 * const { priority, stack, ended } = actor.getSnapshot().context;
 */
export interface PriorityWindowContext {
  priority: { value: string; context: PriorityContext };
  stack: { value: string; context: StackContext };
  ended: boolean;
}

/**
 * Input of {@link priorityWindowLogic}: players, the active player and the stack's bound.
 *
 * @example
 * createActor(priorityWindowLogic, { input: { players: 2, active: 0, maxStack: 2 } });
 */
export interface PriorityWindowInput {
  players: number;
  active: number;
  maxStack: number;
}

/**
 * Events of {@link priorityWindowLogic}: the holder `CAST`s a spell (the stack gets it, priority `ACT`) or `PASS`es.
 *
 * @example
 * actor.send({ type: 'CAST' });
 */
export type PriorityWindowEvent = { type: 'CAST' } | { type: 'PASS' };

type PSnap = SnapshotFrom<typeof priorityMachine>;
type SSnap = SnapshotFrom<typeof stackMachine>;
const p = (c: PriorityWindowContext): PSnap => priorityMachine.resolveState(c.priority as never);
const s = (c: PriorityWindowContext): SSnap => stackMachine.resolveState(c.stack as never);
const plain = <T extends { value: unknown; context: unknown }>(x: T) => ({ value: String(x.value), context: x.context }) as never;

/**
 * One priority window of a step, composed from {@link priorityMachine} and {@link stackMachine} by the
 * rule the runtime follows (actors/game.ts): CAST pushes onto the stack and the caster keeps priority
 * (CR 117.3c); when all players pass in succession the top object resolves (RESOLVE, then RESOLVED) and the active player receives
 * priority again (CR 117.3b, 117.4), or, with an empty stack, the step ends (CR 500.2) and every later
 * event is refused. It is plain actor logic, so @xstate/graph enumerates its paths across both machines.
 *
 * @example
 * import { createActor } from 'xstate';
 * const w = createActor(priorityWindowLogic, { input: { players: 2, active: 0, maxStack: 2 } }).start();
 * w.send({ type: 'CAST' }); w.send({ type: 'PASS' }); w.send({ type: 'PASS' }); // the spell resolves
 * w.send({ type: 'PASS' }); w.send({ type: 'PASS' });
 * w.getSnapshot().context.ended; // true
 */
export const priorityWindowLogic = fromTransition<PriorityWindowContext, PriorityWindowEvent, never, PriorityWindowInput>(
  (context, event) => {
    if (context.ended) return context;
    let priority = p(context);
    let stack = s(context);
    let ended: boolean = context.ended;
    if (event.type === 'CAST') {
      if (priority.value !== 'open' || stack.context.size >= stack.context.max) return context;
      stack = getNextSnapshot(stackMachine, stack, { type: 'PUSH' });
      priority = getNextSnapshot(priorityMachine, priority, { type: 'ACT' });
    } else if (event.type === 'PASS') {
      priority = getNextSnapshot(priorityMachine, priority, { type: 'PASS' });
      if (priority.value === 'allPassed') {
        if (stack.value === 'nonEmpty') {
          stack = getNextSnapshot(stackMachine, stack, { type: 'RESOLVE' });
          stack = getNextSnapshot(stackMachine, stack, { type: 'RESOLVED' });
          priority = getNextSnapshot(priorityMachine, priority, { type: 'GRANT', to: priority.context.active });
        } else ended = true;
      }
    }
    return { priority: plain(priority), stack: plain(stack), ended };
  },
  ({ input }) => {
    const { players = 2, active = 0, maxStack = 2 } = input ?? {};
    const priority = priorityMachine.resolveState({ value: 'open', context: { players, holder: active, passes: 0, active } });
    const stack = stackMachine.resolveState({ value: 'empty', context: { size: 0, max: maxStack } });
    return { priority: plain(priority), stack: plain(stack), ended: false };
  },
);
