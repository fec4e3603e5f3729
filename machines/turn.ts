import { assign, setup, type SnapshotFrom } from 'xstate';
import { magicSteps, type StepDef } from './steps.ts';
import { jumpsFor, magicJumps, type TurnJump } from './turn-jumps.ts';
import { isSeat } from './seats.ts';

/**
 * Context of a turn machine. `active` is the index of the active player.
 *
 * @example
 * const { turn, active } = actor.getSnapshot().context;
 */
export interface TurnContext {
  turn: number;
  active: number;
  players: number;
  /** The last turn the machine may reach; NEXT from the last step of this turn is refused. */
  maxTurn: number;
}

/**
 * Input of a turn machine; every field is optional (turn 1, player 0 active, 2 players, no turn limit).
 *
 * @example
 * createActor(turnMachine, { input: { players: 4, active: 2 } });
 */
export interface TurnInput {
  turn?: number;
  active?: number;
  players?: number;
  maxTurn?: number;
}

/**
 * Moves to the next step. `noAttackers` (sent from declare_attackers) and `firstStrike` (sent from
 * declare_blockers) select the conditional jumps.
 *
 * @example
 * actor.send({ type: 'NEXT', firstStrike: true });
 */
export type TurnEvent = { type: 'NEXT'; firstStrike?: boolean; noAttackers?: boolean };

/**
 * Options of {@link createTurnMachine}. `conditional` defaults to {@link magicJumps}, keeping only
 * the jumps whose two steps exist in the step list; pass `[]` for a strictly linear turn.
 *
 * @example
 * createTurnMachine(adventureSteps, { conditional: [{ from: 'attackers', when: 'noAttackers', to: 'end' }] });
 */
export interface TurnOptions {
  conditional?: readonly TurnJump[];
}

/**
 * Default `maxTurn`: no practical limit, and still a JSON number so that snapshots persist.
 *
 * @example
 * turnSnapshotAt(turnMachine, { step: 'upkeep', turn: 2, active: 1, players: 2, maxTurn: UNBOUNDED_TURNS });
 */
export const UNBOUNDED_TURNS = Number.MAX_SAFE_INTEGER;

function turnContext(input: TurnInput | void): TurnContext {
  const { turn = 1, active = 0, players = 2, maxTurn = UNBOUNDED_TURNS } = input ?? {};
  if (!Number.isInteger(players) || players < 1)
    throw new Error(`turn: players must be an integer >= 1; got ${players}`);
  if (!isSeat(active, players))
    throw new Error(`turn: active must be a player index in 0..${players - 1}; got ${active}`);
  if (!Number.isInteger(turn) || turn < 1) throw new Error(`turn: turn must be an integer >= 1; got ${turn}`);
  if (!Number.isInteger(maxTurn) || maxTurn < turn)
    throw new Error(`turn: maxTurn must be an integer >= turn (${turn}); got ${maxTurn}`);
  return { turn, active, players, maxTurn };
}

/**
 * Builds a turn machine from a step list: one state per step (the state value is the step name;
 * steps with priority carry the tag `'priority'`). NEXT moves to the following step; from the last
 * step it starts the next turn: turn + 1, active = (active + 1) % players (CR 500.1), unless
 * `turn === maxTurn`, in which case NEXT is refused.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(createTurnMachine(pocketSteps), { input: { players: 2 } }).start();
 * actor.send({ type: 'NEXT' });
 * actor.getSnapshot().value; // 'main'
 * actor.getSnapshot().hasTag('priority'); // true
 */
export function createTurnMachine(steps: readonly StepDef[], options: TurnOptions = {}) {
  const jumps = jumpsFor(steps, options.conditional ?? magicJumps);
  const states = Object.fromEntries(
    steps.map((step, i) => {
      const last = i === steps.length - 1;
      const conditional = jumps.filter((j) => j.from === step.name).map((j) => ({ guard: j.when, target: j.to }));
      const following = last
        ? { guard: 'belowMaxTurn' as const, target: steps[0]!.name, actions: 'startNextTurn' as const }
        : { target: steps[i + 1]!.name };
      return [step.name, { tags: step.priority ? ['priority' as const] : [], on: { NEXT: [...conditional, following] } }];
    }),
  );
  return setup({
    types: {
      context: {} as TurnContext,
      events: {} as TurnEvent,
      input: {} as TurnInput | void,
      tags: {} as 'priority',
    },
    guards: {
      noAttackers: ({ event }) => event.noAttackers === true,
      firstStrike: ({ event }) => event.firstStrike === true,
      noFirstStrike: ({ event }) => event.firstStrike !== true,
      belowMaxTurn: ({ context }) => context.turn < context.maxTurn,
    },
    actions: {
      startNextTurn: assign(({ context }) => ({
        turn: context.turn + 1,
        active: (context.active + 1) % context.players,
      })),
    },
  }).createMachine({
    id: 'turn',
    initial: steps[0]!.name,
    context: ({ input }) => turnContext(input),
    states,
  });
}

/**
 * The type of any machine built by {@link createTurnMachine}.
 *
 * @example
 * function stepOf(snapshot: SnapshotFrom<TurnMachine>): string { return String(snapshot.value); }
 */
export type TurnMachine = ReturnType<typeof createTurnMachine>;

/**
 * The Magic turn machine (steps: {@link magicSteps}, jumps: {@link magicJumps}).
 *
 * @example
 * const actor = createActor(turnMachine, { input: { players: 2 } }).start();
 * actor.getSnapshot().value; // 'untap'
 */
export const turnMachine: TurnMachine = createTurnMachine(magicSteps);

/**
 * Where {@link turnSnapshotAt} puts a turn machine (`maxTurn` defaults to {@link UNBOUNDED_TURNS}).
 *
 * @example
 * const at: TurnPosition = { step: 'draw', turn: 1, active: 0, players: 2 };
 */
export interface TurnPosition {
  step: string;
  turn: number;
  active: number;
  players: number;
  maxTurn?: number;
}

/**
 * A snapshot of `machine` positioned at `step` of a given turn, to start a scenario mid-game.
 * Throws if the step is not in the machine's step list or the numbers are out of range.
 *
 * @example
 * const snapshot = turnSnapshotAt(turnMachine, { step: 'declare_blockers', turn: 3, active: 0, players: 2 });
 * const actor = createActor(turnMachine, { snapshot }).start();
 * actor.send({ type: 'NEXT', firstStrike: true }); // -> 'first_strike_damage'
 */
export function turnSnapshotAt(machine: TurnMachine, at: TurnPosition): SnapshotFrom<TurnMachine> {
  const steps = Object.keys(machine.root.states);
  if (!steps.includes(at.step))
    throw new Error(`turnSnapshotAt: unknown step "${at.step}"; this turn has: ${steps.join(', ')}`);
  const context = turnContext({ turn: at.turn, active: at.active, players: at.players, maxTurn: at.maxTurn });
  return machine.resolveState({ value: at.step, context });
}
