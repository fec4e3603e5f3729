import { and, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { priorityMachine } from './priority.ts';
import { turnMachine, type TurnMachine } from './turn.ts';
import { isSeat } from './seats.ts';

/**
 * Context of a game machine. `step` and `turn` mirror the turn child ('' and 0 before play begins).
 *
 * @example
 * const { step, turn, mulligans } = game.getSnapshot().context;
 */
export interface GameContext {
  players: number;
  winner: number | null;
  draw: boolean;
  mulligans: number[];
  step: string;
  turn: number;
}

/**
 * Input of a game machine: the number of players (default 2).
 *
 * @example
 * createActor(gameMachine, { input: { players: 4 } });
 */
export interface GameInput {
  players?: number;
}

/**
 * Events of a game machine. `KEEP_ALL.first` is the starting player (CR 103.1, default 0).
 * `xstate.snapshot.turn` is the turn child's reply: XState sends it after every event the child processes.
 *
 * @example
 * actor.send({ type: 'GAME_OVER', winner: 1 });
 */
export type GameEvent =
  | { type: 'START' }
  | { type: 'MULLIGAN'; player: number }
  | { type: 'KEEP_ALL'; first?: number }
  | { type: 'STEP_NEXT'; firstStrike?: boolean; noAttackers?: boolean }
  | { type: 'PRIORITY_PASS' }
  | { type: 'PRIORITY_ACT' }
  | { type: 'PRIORITY_GRANT'; to: number; active?: number }
  | { type: 'GAME_OVER'; winner?: number; draw?: boolean }
  | { type: 'xstate.snapshot.turn'; snapshot: SnapshotFrom<TurnMachine> };

/**
 * How a game ended: the output of a game machine.
 *
 * @example
 * game.getSnapshot().output; // { winner: 1, draw: false } once the game is over
 */
export type GameOutput = Pick<GameContext, 'winner' | 'draw'>;

/**
 * The most mulligans a player may take: with 7 a player has no card left to keep (CR 103.5).
 *
 * @example
 * snapshot.context.mulligans.every((m) => m <= MAX_MULLIGANS); // true
 */
export const MAX_MULLIGANS = 7;

function gameContext(input: GameInput | void): GameContext {
  const players = input?.players ?? 2;
  if (!Number.isInteger(players) || players < 1) throw new Error(`game: players must be an integer >= 1; got ${players}`);
  return { players, winner: null, draw: false, mulligans: Array.from({ length: players }, () => 0), step: '', turn: 0 };
}

const childInput = ({ context, event }: { context: GameContext; event: GameEvent }) => {
  const first = event.type === 'KEEP_ALL' ? (event.first ?? 0) : 0;
  return { players: context.players, active: first };
};
const turnReply = (event: GameEvent) => (event.type === 'xstate.snapshot.turn' ? event.snapshot : undefined);

/**
 * Builds a game machine around a turn machine (default: the Magic {@link turnMachine}). States: `setup`
 * → START → `mulligan` → KEEP_ALL → `playing` → GAME_OVER → `over` (final; GAME_OVER is also accepted in
 * `mulligan`, a player may concede at any time, CR 104.3a). In `playing` it invokes the registered actors
 * `turn` and `priority` (ids `turn` and `priority`) and forwards STEP_NEXT → NEXT, PRIORITY_PASS → PASS,
 * PRIORITY_ACT → ACT, PRIORITY_GRANT → GRANT. When the turn child enters a new step that has priority, the
 * game grants priority to the active player (CR 117.3a).
 *
 * @example
 * import { createActor } from 'xstate';
 * const pocketGame = createGameMachine(createTurnMachine(pocketSteps));
 * const actor = createActor(pocketGame, { input: { players: 2 } }).start();
 */
export function createGameMachine(turn: TurnMachine = turnMachine) {
  return setup({
    types: {
      context: {} as GameContext,
      events: {} as GameEvent,
      input: {} as GameInput | void,
      output: {} as GameOutput,
      children: {} as { turn: 'turn'; priority: 'priority' },
    },
    actors: { turn, priority: priorityMachine },
    guards: {
      canMulligan: ({ context, event }) =>
        event.type === 'MULLIGAN' && isSeat(event.player, context.players) && context.mulligans[event.player]! < MAX_MULLIGANS,
      validFirst: ({ context, event }) =>
        event.type === 'KEEP_ALL' && (event.first === undefined || isSeat(event.first, context.players)),
      validResult: ({ context, event }) =>
        event.type === 'GAME_OVER' &&
        (event.draw === true ? event.winner === undefined : isSeat(event.winner, context.players)),
      stepChanged: ({ context, event }) => {
        const snapshot = turnReply(event);
        return snapshot !== undefined && (snapshot.value !== context.step || snapshot.context.turn !== context.turn);
      },
      stepHasPriority: ({ event }) => turnReply(event)?.hasTag('priority') === true,
    },
    actions: {
      countMulligan: assign({
        mulligans: ({ context, event }) =>
          context.mulligans.map((m, i) => (event.type === 'MULLIGAN' && i === event.player ? m + 1 : m)),
      }),
      recordResult: assign(({ event }) =>
        event.type === 'GAME_OVER' ? { winner: event.winner ?? null, draw: event.draw === true } : {},
      ),
      recordStep: assign(({ event }) => {
        const snapshot = turnReply(event);
        return snapshot ? { step: String(snapshot.value), turn: snapshot.context.turn } : {};
      }),
      grantToActive: sendTo('priority', ({ event }) => {
        const active = turnReply(event)?.context.active ?? 0;
        return { type: 'GRANT' as const, to: active, active };
      }),
      forwardStep: sendTo('turn', ({ event }) => {
        const { firstStrike, noAttackers } = event.type === 'STEP_NEXT' ? event : {};
        return { type: 'NEXT' as const, firstStrike, noAttackers };
      }),
      forwardPass: sendTo('priority', { type: 'PASS' }),
      forwardAct: sendTo('priority', { type: 'ACT' }),
      forwardGrant: sendTo('priority', ({ event }) => {
        const { to, active } = event.type === 'PRIORITY_GRANT' ? event : { to: -1, active: undefined };
        return { type: 'GRANT' as const, to, active };
      }),
    },
  }).createMachine({
    id: 'game',
    initial: 'setup',
    context: ({ input }) => gameContext(input),
    output: ({ context }) => ({ winner: context.winner, draw: context.draw }),
    states: {
      setup: { on: { START: 'mulligan' } },
      mulligan: {
        on: {
          MULLIGAN: { guard: 'canMulligan', actions: 'countMulligan' },
          KEEP_ALL: { guard: 'validFirst', target: 'playing' },
          GAME_OVER: { guard: 'validResult', target: 'over', actions: 'recordResult' },
        },
      },
      playing: {
        invoke: [
          {
            id: 'turn',
            src: 'turn',
            input: childInput,
            onSnapshot: [
              { guard: and(['stepChanged', 'stepHasPriority']), actions: ['recordStep', 'grantToActive'] },
              { guard: 'stepChanged', actions: 'recordStep' },
            ],
          },
          { id: 'priority', src: 'priority', input: childInput },
        ],
        on: {
          STEP_NEXT: { actions: 'forwardStep' },
          PRIORITY_PASS: { actions: 'forwardPass' },
          PRIORITY_ACT: { actions: 'forwardAct' },
          PRIORITY_GRANT: { actions: 'forwardGrant' },
          GAME_OVER: { guard: 'validResult', target: 'over', actions: 'recordResult' },
        },
      },
      over: { type: 'final' },
    },
  });
}

/**
 * The Magic game machine: {@link createGameMachine} with {@link turnMachine} and {@link priorityMachine}.
 *
 * @example
 * const game = createActor(gameMachine, { input: { players: 2 } }).start();
 * game.send({ type: 'START' });
 * game.send({ type: 'KEEP_ALL', first: 1 });
 * game.send({ type: 'STEP_NEXT' }); // turn child: untap -> upkeep; priority child: GRANT to player 1
 * game.getSnapshot().children.priority?.getSnapshot().context.holder; // 1
 */
export const gameMachine = createGameMachine();

/**
 * The type of {@link gameMachine}.
 *
 * @example
 * const ref: ActorRefFrom<GameMachine> = createActor(gameMachine);
 */
export type GameMachine = typeof gameMachine;
