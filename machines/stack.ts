import { assign, emit, setup } from 'xstate';

/**
 * Context of {@link stackMachine}: how many objects are on the stack, and the most it may hold. The objects
 * themselves live in the game state; an object that is resolving has left the stack (CR 608.2n: it is put
 * where it goes as the last step of its resolution).
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
 * Events of {@link stackMachine}: `PUSH` a spell or ability (CR 601.2a, 602.2a, 603.3); the top object begins
 * to `RESOLVE` (CR 608.2) and its resolution ends with `RESOLVED`; it is instead removed because all its targets
 * are illegal (`FIZZLE`, CR 608.2b); an object is countered (`COUNTER`, CR 701.6a, `id` naming it when it is not
 * the top one) or leaves the stack some other way (`REMOVE`: exiled, returned to hand, CR 400.7).
 *
 * @example
 * actor.send({ type: 'PUSH' });
 */
export type StackEvent =
  | { type: 'PUSH' }
  | { type: 'RESOLVE' }
  | { type: 'RESOLVED' }
  | { type: 'COUNTER'; id?: number }
  | { type: 'FIZZLE' }
  | { type: 'REMOVE' };

/**
 * Emitted after each change, for listeners (`actor.on('pushed' | 'resolving' | 'popped', ...)`); `size` is the new size.
 *
 * @example
 * actor.on('popped', (e) => log.push(`${e.outcome} -> ${e.size}`));
 */
export type StackEmitted =
  | { type: 'pushed'; size: number }
  | { type: 'resolving'; size: number }
  | { type: 'popped'; outcome: 'resolved' | 'countered' | 'fizzled' | 'removed'; size: number };

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

const outcomes = { RESOLVED: 'resolved', COUNTER: 'countered', FIZZLE: 'fizzled', REMOVE: 'removed' } as const;


/**
 * The stack: `empty`, `nonEmpty`, and `resolving` while the top object's resolution is under way (it has left the
 * stack; spells and abilities may be pushed and objects countered meanwhile, CR 608.2). RESOLVE, COUNTER, FIZZLE and
 * REMOVE are refused with nothing to pop, PUSH at `max`.
 *
 * The transitions carry the rules as actions, which a runtime provides (`machine.provide`): `fizzle` removes the
 * top object whose targets are all illegal, `counter` counters the object the event names (the runtime sends COUNTER
 * only for an object that can be countered, CR 101.2), `take` takes the top object off the stack as it begins to
 * resolve. By default they do nothing, so the machine alone is a counter that graph traversal can walk.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(stackMachine, { input: { max: 8 } }).start();
 * actor.send({ type: 'PUSH' });
 * actor.send({ type: 'RESOLVE' }); // 'resolving'
 * actor.send({ type: 'RESOLVED' });
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
    isEmpty: ({ context }) => context.size === 0,
    lastObject: ({ context }) => context.size === 1,
    hasObjects: ({ context }) => context.size > 0,
  },
  actions: {
    push: assign({ size: ({ context }) => context.size + 1 }),
    pop: assign({ size: ({ context }) => context.size - 1 }),
    take: () => {},
    fizzle: () => {},
    counter: () => {},
    emitPushed: emit(({ context }) => ({ type: 'pushed' as const, size: context.size })),
    emitResolving: emit(({ context }) => ({ type: 'resolving' as const, size: context.size })),
    emitPopped: emit(({ context, event }) => ({
      type: 'popped' as const,
      outcome: outcomes[event.type as keyof typeof outcomes] ?? 'resolved',
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
        RESOLVE: { target: 'resolving', actions: ['take', 'pop', 'emitResolving'] },
        FIZZLE: [
          { guard: 'lastObject', target: 'empty', actions: ['fizzle', 'pop', 'emitPopped'] },
          { target: 'nonEmpty', actions: ['fizzle', 'pop', 'emitPopped'] },
        ],
        COUNTER: [
          { guard: 'lastObject', target: 'empty', actions: ['counter', 'pop', 'emitPopped'] },
          { target: 'nonEmpty', actions: ['counter', 'pop', 'emitPopped'] },
        ],
        REMOVE: [
          { guard: 'lastObject', target: 'empty', actions: ['pop', 'emitPopped'] },
          { target: 'nonEmpty', actions: ['pop', 'emitPopped'] },
        ],
      },
    },
    resolving: {
      on: {
        PUSH: { guard: 'belowMax', actions: ['push', 'emitPushed'] },
        COUNTER: { guard: 'hasObjects', actions: ['counter', 'pop', 'emitPopped'] },
        REMOVE: { guard: 'hasObjects', actions: ['pop', 'emitPopped'] },
        RESOLVED: [{ guard: 'isEmpty', target: 'empty', actions: 'emitPopped' }, { target: 'nonEmpty', actions: 'emitPopped' }],
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
