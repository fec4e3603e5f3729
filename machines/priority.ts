import { assign, setup } from 'xstate';
import { isSeat } from './seats.ts';

/**
 * Context of {@link priorityMachine}: who holds priority and how many players passed in succession.
 *
 * @example
 * const { holder, passes } = actor.getSnapshot().context;
 */
export interface PriorityContext {
  players: number;
  holder: number;
  passes: number;
  active: number;
}

/**
 * Input of {@link priorityMachine}: the number of players and the active player, who holds priority first.
 *
 * @example
 * createActor(priorityMachine, { input: { players: 2, active: 0 } });
 */
export interface PriorityInput {
  players: number;
  active: number;
}

/**
 * Events of {@link priorityMachine}:
 * - `PASS`: the holder passes (CR 117.3d);
 * - `ACT`: the holder cast a spell, activated an ability or took a special action and keeps priority (CR 117.3c);
 * - `GRANT`: a player receives priority, passes start again from 0 — at the beginning of a step (CR 117.3a) or
 *   after a spell or ability resolves (CR 117.3b). `active` changes the active player (a new turn).
 *
 * @example
 * actor.send({ type: 'GRANT', to: 1, active: 1 });
 */
export type PriorityEvent =
  | { type: 'PASS' }
  | { type: 'ACT' }
  | { type: 'GRANT'; to: number; active?: number };

function priorityContext(input: PriorityInput | void): PriorityContext {
  const players = input?.players ?? 2;
  const active = input?.active ?? 0;
  if (!Number.isInteger(players) || players < 1)
    throw new Error(`priority: players must be an integer >= 1; got ${players}`);
  if (!isSeat(active, players))
    throw new Error(`priority: active must be a player index in 0..${players - 1}; got ${active}`);
  return { players, holder: active, passes: 0, active };
}

/**
 * A priority window. In `open`, `holder` may act or pass; passing hands priority to the next player in
 * turn order (CR 117.3d). When all players have passed in succession (CR 117.4) the machine is in
 * `allPassed`: the runtime then resolves the top of the stack (CR 608.1) or, if the stack is empty,
 * ends the step (CR 500.2), and sends GRANT. `passes` never exceeds `players`.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(priorityMachine, { input: { players: 2, active: 0 } }).start();
 * actor.send({ type: 'PASS' }); // holder 1, passes 1
 * actor.send({ type: 'PASS' });
 * actor.getSnapshot().value; // 'allPassed'
 * actor.send({ type: 'GRANT', to: 0 }); // back to 'open', holder 0, passes 0
 */
export const priorityMachine = setup({
  types: {
    context: {} as PriorityContext,
    events: {} as PriorityEvent,
    input: {} as PriorityInput | void,
  },
  guards: {
    lastPass: ({ context }) => context.passes + 1 >= context.players,
    validGrant: ({ context, event }) =>
      event.type === 'GRANT' &&
      isSeat(event.to, context.players) &&
      (event.active === undefined || isSeat(event.active, context.players)),
  },
  actions: {
    countPass: assign({ passes: ({ context }) => context.passes + 1 }),
    // One assign for both (a pass that is not the last: counted, and priority to the next player): one new context.
    passToNext: assign({ passes: ({ context }) => context.passes + 1, holder: ({ context }) => (context.holder + 1) % context.players }),
    resetPasses: assign({ passes: 0 }),
    grant: assign(({ context, event }) =>
      event.type === 'GRANT'
        ? { holder: event.to, passes: 0, active: event.active ?? context.active }
        : {},
    ),
  },
}).createMachine({
  id: 'priority',
  initial: 'open',
  context: ({ input }) => priorityContext(input),
  on: {
    GRANT: { guard: 'validGrant', target: '.open', actions: 'grant' },
  },
  states: {
    open: {
      on: {
        PASS: [
          { guard: 'lastPass', target: 'allPassed', actions: 'countPass' },
          { actions: 'passToNext' },
        ],
        ACT: { actions: 'resetPasses' },
      },
    },
    allPassed: {},
  },
});

/**
 * The type of {@link priorityMachine}.
 *
 * @example
 * const ref: ActorRefFrom<PriorityMachine> = createActor(priorityMachine);
 */
export type PriorityMachine = typeof priorityMachine;
