import { assign, emit, setup } from 'xstate';

/**
 * Context of {@link stackMachine}: how many objects are on the stack, and the most it may hold.
 *
 * @example
 * actor.getSnapshot().context.size; // 0 when empty
 */
export interface StackContext {
  size: number;
  max: number;
}

/**
 * Input of {@link stackMachine}. `max` (default 64) bounds the stack so that graph traversal ends;
 * PUSH beyond it is refused.
 *
 * @example
 * createActor(stackMachine, { input: { max: 3 } });
 */
export interface StackInput {
  max?: number;
}

/**
 * Events of {@link stackMachine}: `PUSH` a spell or ability (CR 601.2a, 602.2a, 603.3); pop the top
 * object because it `RESOLVE`s (CR 608.2), is countered (`COUNTER`, CR 701.6a) or does nothing because
 * all its targets are illegal (`FIZZLE`, CR 608.2b).
 *
 * @example
 * actor.send({ type: 'PUSH' });
 */
export type StackEvent = { type: 'PUSH' } | { type: 'RESOLVE' } | { type: 'COUNTER' } | { type: 'FIZZLE' };

/**
 * Emitted after each change, for listeners (`actor.on('pushed' | 'popped', ...)`); `size` is the new size.
 *
 * @example
 * actor.on('popped', (e) => log.push(`${e.outcome} -> ${e.size}`));
 */
export type StackEmitted =
  | { type: 'pushed'; size: number }
  | { type: 'popped'; outcome: 'resolved' | 'countered' | 'fizzled'; size: number };

/**
 * Default bound of the stack.
 *
 * @example
 * createActor(stackMachine).getSnapshot().context.max === DEFAULT_STACK_MAX; // true
 */
export const DEFAULT_STACK_MAX = 64;

function stackContext(input: StackInput | void): StackContext {
  const max = input?.max ?? DEFAULT_STACK_MAX;
  if (!Number.isInteger(max) || max < 0) throw new Error(`stack: max must be an integer >= 0; got ${max}`);
  return { size: 0, max };
}

/**
 * The stack as a counter of pending objects (their contents live in the game state). States `empty` and
 * `nonEmpty`; RESOLVE, COUNTER and FIZZLE are refused on an empty stack, PUSH at `max`.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(stackMachine, { input: { max: 8 } }).start();
 * actor.send({ type: 'PUSH' });
 * actor.send({ type: 'FIZZLE' });
 * actor.getSnapshot().value; // 'empty'
 */
export const stackMachine = setup({
  types: {
    context: {} as StackContext,
    events: {} as StackEvent,
    input: {} as StackInput | void,
    emitted: {} as StackEmitted,
  },
  guards: {
    belowMax: ({ context }) => context.size < context.max,
    lastObject: ({ context }) => context.size === 1,
  },
  actions: {
    push: assign({ size: ({ context }) => context.size + 1 }),
    pop: assign({ size: ({ context }) => context.size - 1 }),
    emitPushed: emit(({ context }) => ({ type: 'pushed' as const, size: context.size })),
    emitPopped: emit(({ context, event }) => ({
      type: 'popped' as const,
      outcome: event.type === 'COUNTER' ? ('countered' as const) : event.type === 'FIZZLE' ? ('fizzled' as const) : ('resolved' as const),
      size: context.size,
    })),
  },
}).createMachine({
  id: 'stack',
  initial: 'empty',
  context: ({ input }) => stackContext(input),
  states: {
    empty: {
      on: { PUSH: { guard: 'belowMax', target: 'nonEmpty', actions: ['push', 'emitPushed'] } },
    },
    nonEmpty: {
      on: {
        PUSH: { guard: 'belowMax', actions: ['push', 'emitPushed'] },
        RESOLVE: [
          { guard: 'lastObject', target: 'empty', actions: ['pop', 'emitPopped'] },
          { actions: ['pop', 'emitPopped'] },
        ],
        COUNTER: [
          { guard: 'lastObject', target: 'empty', actions: ['pop', 'emitPopped'] },
          { actions: ['pop', 'emitPopped'] },
        ],
        FIZZLE: [
          { guard: 'lastObject', target: 'empty', actions: ['pop', 'emitPopped'] },
          { actions: ['pop', 'emitPopped'] },
        ],
      },
    },
  },
});

/**
 * The type of {@link stackMachine}.
 *
 * @example
 * const ref: ActorRefFrom<StackMachine> = createActor(stackMachine);
 */
export type StackMachine = typeof stackMachine;
