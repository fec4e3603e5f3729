/**
 * What a runtime uses of a running machine, whether it is an XState actor (actor mode: inspectable, persisted,
 * embedded) or a compiled one (fast mode, machines/compiled-actor.ts): send an event, read the snapshot's value,
 * context and tags, persist it, listen to what it emits and to its changes.
 */
import type { CombatContext, CombatEvent, PriorityContext, PriorityEvent, StackContext, StackEmitted, StackEvent, TurnContext, TurnEvent } from '../machines/index.ts';

/** A running machine's snapshot as the runtimes read it. @example actor.getSnapshot().hasTag('priority') */
export interface MachineActorSnapshot<C> {
  readonly value: unknown;
  readonly context: C;
  readonly status: string;
  hasTag(tag: string): boolean;
}

/** Unsubscribe from a listener. @example const sub = actor.on('*', log); sub.unsubscribe(); */
export interface Unsubscribe { unsubscribe(): void }

/**
 * A running machine with context `C`, events `E` and emitted events `Em`.
 * @example const turn: MachineActor<TurnContext, TurnEvent> = game.turn; turn.getSnapshot().context.turn;
 */
export interface MachineActor<C, E extends { type: string }, Em extends { type: string } = { type: string }> {
  readonly id: string;
  send(event: E): void;
  getSnapshot(): MachineActorSnapshot<C>;
  getPersistedSnapshot(): unknown;
  on<T extends Em['type'] | '*'>(type: T, handler: (emitted: Em & (T extends '*' ? unknown : { type: T })) => void): Unsubscribe;
  subscribe(observer: (snapshot: MachineActorSnapshot<C>) => void): Unsubscribe;
}

export type TurnActor = MachineActor<TurnContext, TurnEvent>;
export type PriorityActor = MachineActor<PriorityContext, PriorityEvent>;
export type StackActor = MachineActor<StackContext, StackEvent, StackEmitted>;
export type CombatActor = MachineActor<CombatContext, CombatEvent>;
