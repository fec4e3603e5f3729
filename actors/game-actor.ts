/**
 * The game actor: the root of a game's actor tree. It spawns, by the keys its logic is registered under
 * (`setup({ actors })`), the turn, priority, stack and combat actors, one actor per player seat and one per game object while
 * that object's abilities work; the inspection stream therefore shows the whole tree under it, and its persisted
 * snapshot holds every child with its source key. The runtime asks it to spawn and stop children with SPAWN and
 * STOP; the children then hear from the runtime directly.
 */
import { createActor, enqueueActions, setup } from 'xstate';
import type { Actor, AnyActorRef, AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { priorityMachine, turnSnapshotAt, withCompiledTransitions } from '../machines/index.ts';
import type { TurnMachine, TurnPosition } from '../machines/index.ts';
import { drivenCombat, drivenStack } from './driven-machines.ts';
import { gameObjectLogic } from './object-actor.ts';
import { playerLogic } from './player-actor.ts';

/** What the turn actor is started with: where to start (a scenario or a restored game), or a new game's input. */
export interface TurnStart { at?: TurnPosition; players?: number; active?: number }

/**
 * A turn machine that starts at a given position when its input says so (`turnSnapshotAt`), so that the game
 * actor can spawn it mid-game; otherwise it starts as the machine does.
 * @example positionedTurn(turnMachine).getInitialSnapshot(scope, { at: { step: 'draw', turn: 2, active: 1, players: 2 } })
 */
export function positionedTurn(turn: TurnMachine): TurnMachine {
  // A machine of its own (provide() copies it), with only its first snapshot changed: a derived object would put
  // every field of the machine one prototype hop away, on the path of every NEXT.
  const logic = turn.provide({}) as TurnMachine;
  const initial = logic.getInitialSnapshot.bind(logic);
  logic.getInitialSnapshot = ((scope: Parameters<TurnMachine['getInitialSnapshot']>[0], input: TurnStart | undefined) => (input?.at
    ? turnSnapshotAt(logic, input.at)
    : initial(scope, input as never))) as TurnMachine['getInitialSnapshot'];
  return logic;
}

/** Where a machine starts when the game actor spawns it mid-game: a state value and context. */
export interface MachinePosition { value: string; context: object }

/**
 * A stack or combat machine that starts at `input.at` when given (a restored game or a scenario), otherwise as
 * the machine does.
 * @example positionedAt(drivenStack).getInitialSnapshot(scope, { at: { value: 'nonEmpty', context: { size: 2, max: 64 } } })
 */
export function positionedAt<M extends AnyStateMachine>(machine: M): M {
  const logic = machine.provide({}) as M;
  const initial = logic.getInitialSnapshot.bind(logic) as (scope: unknown, input: unknown) => unknown;
  (logic as { getInitialSnapshot: unknown }).getInitialSnapshot = (scope: unknown, input: { at?: MachinePosition } | undefined) =>
    (input?.at ? logic.resolveState(input.at as never) : initial(scope, input));
  return logic;
}

/** The children a game actor can spawn, by key. */
export type ChildKey = 'turn' | 'priority' | 'stack' | 'combat' | 'player' | 'object';

/** What the game actor is sent: spawn a child of a registered kind under an id, or stop one. */
export type GameActorEvent = { type: 'SPAWN'; src: ChildKey; id: string; input: unknown } | { type: 'STOP'; id: string };

/** The logic of a player's actor: Magic's and Adventure's `playerLogic`, or a ruleset's own (Pocket's). */
export type PlayerLogic = typeof playerLogic;

/**
 * The game actor's logic for a turn machine (and a ruleset's own player logic, by default `playerLogic`). With
 * `compiled`, the turn, priority, stack and combat machines it spawns take their events through their compiled
 * tables (withCompiledTransitions: the same machines, several times cheaper a send, no microsteps reported to an
 * inspector); without, through XState's interpreter.
 * @example const root = createActor(gameActorLogic(turnMachine)).start(); root.send({ type: 'SPAWN', src: 'priority', id: 'priority', input: { players: 2 } });
 */
export function gameActorLogic(turn: TurnMachine, player: PlayerLogic = playerLogic, compiled = false) {
  const taking = <M extends AnyStateMachine>(m: M): M => (compiled ? withCompiledTransitions(m) : m);
  return setup({
    types: { events: {} as GameActorEvent },
    actors: {
      turn: taking(positionedTurn(turn)), priority: taking(positionedAt(priorityMachine)), stack: taking(positionedAt(drivenStack)),
      combat: taking(positionedAt(drivenCombat)),
      player, object: gameObjectLogic,
    },
  }).createMachine({
    id: 'game',
    on: {
      SPAWN: { actions: enqueueActions(({ enqueue, event }) => { enqueue.spawnChild(event.src as 'turn', { id: event.id, systemId: event.id, input: event.input as never }); }) },
      STOP: { actions: enqueueActions(({ enqueue, event }) => { enqueue.stopChild(event.id); }) },
    },
  });
}

/** The game actor's logic per player logic, turn machine and way of taking events, built once rather than for every game. */
type Logics = WeakMap<PlayerLogic, WeakMap<TurnMachine, ReturnType<typeof gameActorLogic>>>;
const logics: readonly [interpreted: Logics, compiled: Logics] = [new WeakMap(), new WeakMap()];

/** A running game actor and how the runtime uses it. */
export interface GameActor {
  /** The XState game actor, root of the actor tree; null in fast mode (compiled machines, no actor tree). */
  readonly root: Actor<ReturnType<typeof gameActorLogic>> | null;
  /** Spawn a child under the game actor and return it (a runtime knows what each key spawns). */
  spawn<A>(src: ChildKey, id: string, input: unknown): A;
  /** Stop a child (nothing if there is none). */
  stop(id: string): void;
  /** Stop the whole tree. */
  dispose(): void;
}

/**
 * Start a game actor (with XState's inspection observer, which then sees every child, each machine's microsteps
 * and actions included; uninspected, the machines take their events through their compiled tables).
 * @example const game = startGameActor(turnMachine); const turn = game.spawn('turn', 'turn', { at });
 */
export function startGameActor(turn: TurnMachine, inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void), player: PlayerLogic = playerLogic): GameActor {
  const compiled = !inspect;
  const byPlayer = logics[compiled ? 1 : 0];
  let byTurn = byPlayer.get(player);
  if (!byTurn) { byTurn = new WeakMap(); byPlayer.set(player, byTurn); }
  let logic = byTurn.get(turn);
  if (!logic) { logic = gameActorLogic(turn, player, compiled); byTurn.set(turn, logic); }
  const root = createActor(logic, { id: 'game', ...(inspect ? { inspect } : {}) }).start();
  return {
    root,
    spawn<A>(src: ChildKey, id: string, input: unknown): A {
      root.send({ type: 'SPAWN', src, id, input });
      const child = root.getSnapshot().children[id];
      if (!child) throw new Error(`the game actor did not spawn "${id}" (${src})`);
      return child as A;
    },
    stop(id: string): void {
      if (root.getSnapshot().children[id]) root.send({ type: 'STOP', id });
    },
    dispose(): void { root.stop(); },
  };
}
