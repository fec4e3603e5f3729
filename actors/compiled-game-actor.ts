/**
 * The game actor of fast mode: the same children by the same keys as the XState game actor (game-actor.ts), but
 * the turn, priority, stack and combat machines run from tables compiled out of their own definitions (with the
 * rules as the stack's and combat's actions, as in actor mode), and a player's logic is called directly. There is
 * no actor tree to inspect or persist; everything a game does is otherwise the same.
 */
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { CompiledActor, compileMachine, priorityMachine } from '../machines/index.ts';
import type { TurnMachine, TurnPosition } from '../machines/index.ts';
import { drivenCombat, drivenStack } from './driven-machines.ts';
import { positionedAt, positionedTurn, type ChildKey, type GameActor, type MachinePosition, type PlayerLogic } from './game-actor.ts';
import { playerLogic } from './player-actor.ts';

type Transition<C> = (context: C, event: { type: string }, scope: never) => C;

/**
 * A player's actor in fast mode: each event goes straight through the player logic's transition function (the
 * function a `fromTransition` logic was made from, which its `config` holds), or else through the logic's own
 * `transition`.
 */
class DirectActor<C> {
  private snapshot: { status: string; context: C };
  private readonly direct: Transition<C> | null;
  /** The little of an actor scope a transition-function logic reads, made once (every decision passes it). */
  private readonly scope: never;
  constructor(private readonly logic: AnyActorLogic, readonly id: string, input: unknown) {
    this.scope = { self: this, id, sessionId: id, defer: (f: () => void) => f(), emit: () => {}, system: undefined } as never;
    this.snapshot = logic.getInitialSnapshot(this.scope, input) as { status: string; context: C };
    const config = (logic as { config?: unknown }).config;
    this.direct = typeof config === 'function' ? config as Transition<C> : null;
  }

  send(event: { type: string }): void {
    if (this.snapshot.status !== 'active') return;
    if (this.direct) {
      const context = this.direct(this.snapshot.context, event, this.scope);
      if (context !== this.snapshot.context) this.snapshot = { ...this.snapshot, context };
      return;
    }
    this.snapshot = this.logic.transition(this.snapshot, event, this.scope) as { status: string; context: C };
  }

  getSnapshot(): { status: string; context: C } { return this.snapshot; }
  stop(): void { this.snapshot = { ...this.snapshot, status: 'stopped' }; }
}

/** What a child of the fast game actor is: a compiled machine or a directly called logic. */
type Child = CompiledActor | DirectActor<unknown>;

interface Logics { machines: Partial<Record<ChildKey, AnyStateMachine>>; positioned: Partial<Record<ChildKey, AnyStateMachine>> }

const logicsByTurn = new WeakMap<TurnMachine, Logics>();

function logicsFor(turn: TurnMachine): Logics {
  let l = logicsByTurn.get(turn);
  if (!l) {
    l = {
      machines: { turn, priority: priorityMachine, stack: drivenStack, combat: drivenCombat },
      positioned: { turn: positionedTurn(turn), priority: positionedAt(priorityMachine), stack: positionedAt(drivenStack), combat: positionedAt(drivenCombat) },
    };
    logicsByTurn.set(turn, l);
  }
  return l;
}

/** A machine's definition as `startOf` reads it: its first state and its context factory. */
interface StartConfig { initial?: unknown; context?: unknown }

/**
 * Where a machine starts: a given position (a value and context) as it is; a turn position (TurnStart's `at`) at its
 * step, with the context the machine's own context factory makes of its numbers (which checks them); a new game's
 * input in the machine's first state with the context its factory makes; anything else as XState computes it.
 */
function startOf(machine: AnyStateMachine, positioned: AnyStateMachine, input: unknown): { value: string; context: unknown } {
  const at = (input as { at?: Partial<MachinePosition> & Partial<TurnPosition> } | undefined)?.at;
  if (at && typeof at.value === 'string' && typeof at.context === 'object' && at.context !== null) return { value: at.value, context: at.context };
  const config = machine.config as StartConfig;
  if (typeof config.context === 'function' && typeof config.initial === 'string') {
    const factory = config.context as (args: { input: unknown }) => unknown;
    if (!at) return { value: config.initial, context: factory({ input }) };
    if (typeof at.step === 'string') return { value: at.step, context: factory({ input: { turn: at.turn, active: at.active, players: at.players, maxTurn: at.maxTurn } }) };
  }
  const first = createActor(positioned, { input: input as never }).getSnapshot();
  return { value: String(first.value), context: first.context as unknown };
}

/**
 * Start a fast-mode game actor for a turn machine and a ruleset's player logic. Objects have no actors in fast
 * mode (their interceptors are registered directly: the rules' default), so the `object` key is refused.
 * @example const game = startCompiledGameActor(turnMachine); const turn = game.spawn('turn', 'turn', { at });
 */
export function startCompiledGameActor(turn: TurnMachine, player: PlayerLogic = playerLogic): GameActor {
  const logics = logicsFor(turn);
  const children = new Map<string, Child>();
  return {
    root: null,
    spawn<A>(src: ChildKey, id: string, input: unknown): A {
      children.get(id)?.stop();
      let child: Child;
      if (src === 'player') child = new DirectActor(player, id, input);
      else if (src === 'object') throw new Error(`fast mode has no object actors ("${id}"); objects register their interceptors directly`);
      // Live: the runtime reads a machine's context at once and keeps no snapshot, so assignments update it in place.
      else child = new CompiledActor(compileMachine(logics.machines[src]!), id, startOf(logics.machines[src]!, logics.positioned[src]!, input), { live: true });
      children.set(id, child);
      return child as A;
    },
    stop(id: string): void {
      children.get(id)?.stop();
      children.delete(id);
    },
    dispose(): void {
      for (const c of children.values()) c.stop();
      children.clear();
    },
  };
}
