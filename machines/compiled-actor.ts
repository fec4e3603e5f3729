/**
 * The actor that runs a compiled machine (compiled-machine.ts): the part of XState's actor interface a runtime uses
 * — `send`, `getSnapshot` (value, context, tags), `getPersistedSnapshot`, `on` for emitted events, `subscribe`,
 * `stop` — with each event taken at once, inside `send`.
 */
import { takeTransition, type CompiledMachine } from './compiled-machine.ts';

/** Where a compiled actor starts: a state of its machine and a context. */
export interface CompiledStart<C> { value: string; context: C }

/** The children of every compiled snapshot: none (one object for all). */
const NO_CHILDREN: Readonly<Record<string, never>> = Object.freeze({});

/**
 * A compiled actor's snapshot: a new object after every transition taken, the same object after an event no
 * transition took (as with XState).
 * @example actor.getSnapshot().value; actor.getSnapshot().hasTag('priority')
 */
export class CompiledSnapshot<C> {
  constructor(readonly value: string, readonly context: C, readonly status: 'active' | 'stopped', private readonly tagSet: ReadonlySet<string>) {}
  // The same for every snapshot: read from the class rather than written into each (one is made at every transition).
  get children(): Readonly<Record<string, never>> { return NO_CHILDREN; }
  get output(): undefined { return undefined; }
  get error(): undefined { return undefined; }
  hasTag(tag: string): boolean { return this.tagSet.has(tag); }
  matches(value: string): boolean { return this.value === value; }
  get tags(): ReadonlySet<string> { return this.tagSet; }
}

type Listener = (event: { type: string }) => void;

/**
 * How a compiled actor keeps its context. `live`: one object of its own (a copy of the start's), which assignments
 * update in place; every snapshot's `context` is then that object as it is now, not as it was when the snapshot was
 * taken (what a runtime that reads the context at once and keeps nothing wants: fast mode's, compiled-game-actor.ts).
 * Otherwise each assignment makes a new context, as XState's do.
 */
export interface CompiledOptions { live?: boolean }

/**
 * @example
 * const a = new CompiledActor(compileMachine(stackMachine), 'stack', { value: 'empty', context: { size: 0, max: 64 } });
 * a.send({ type: 'PUSH' }); a.getSnapshot().value; // 'nonEmpty'
 */
export class CompiledActor<C = unknown> {
  private state: number;
  private snapshot: CompiledSnapshot<C>;
  private listeners: Map<string, Set<Listener>> | null = null;
  private observers: Set<(snapshot: CompiledSnapshot<C>) => void> | null = null;
  private readonly live: boolean;

  constructor(readonly machine: CompiledMachine, readonly id: string, start: CompiledStart<C>, options: CompiledOptions = {}) {
    const state = machine.index.get(start.value);
    if (state === undefined) throw new Error(`${id}: "${start.value}" is not a state of machine "${machine.id}" (${machine.states.join(', ')})`);
    this.state = state;
    this.live = options.live === true;
    // A live actor's context is its own: the start's object (perhaps shared, a memoized start) is never written.
    const context = this.live ? { ...start.context } : start.context;
    this.snapshot = new CompiledSnapshot(start.value, context, 'active', machine.tags[state]!);
  }

  /** Take an event: the first candidate transition whose guard holds, or nothing. */
  send<E extends { type: string }>(event: E): void {
    if (this.snapshot.status !== 'active') return;
    const taken = takeTransition(this.machine, this.state, this.snapshot.context as object, event, this, undefined, this.live);
    if (!taken) return;
    this.state = taken.state;
    this.snapshot = new CompiledSnapshot(this.machine.states[this.state]!, taken.context as C, 'active', this.machine.tags[this.state]!);
    if (taken.emitted && this.listeners) for (const e of taken.emitted) { this.listeners.get(e.type)?.forEach((l) => l(e)); this.listeners.get('*')?.forEach((l) => l(e)); }
    this.observers?.forEach((o) => o(this.snapshot));
  }

  getSnapshot(): CompiledSnapshot<C> { return this.snapshot; }

  /** The snapshot as plain data (what XState's persisted snapshot of a flat machine holds); a live actor's context copied. */
  getPersistedSnapshot(): { status: string; value: string; context: C; children: Record<string, never>; historyValue: Record<string, never> } {
    const context = this.live ? { ...this.snapshot.context } : this.snapshot.context;
    return { status: this.snapshot.status, value: this.snapshot.value, context, children: {}, historyValue: {} };
  }

  /** Listen to the events the machine emits (`emit`) of one type, or all of them with `'*'`. */
  on(type: string, listener: Listener): { unsubscribe(): void } {
    this.listeners ??= new Map();
    let set = this.listeners.get(type);
    if (!set) { set = new Set(); this.listeners.set(type, set); }
    set.add(listener);
    return { unsubscribe: () => { set.delete(listener); } };
  }

  /** Be called with each new snapshot. */
  subscribe(observer: (snapshot: CompiledSnapshot<C>) => void): { unsubscribe(): void } {
    (this.observers ??= new Set()).add(observer);
    return { unsubscribe: () => { this.observers?.delete(observer); } };
  }

  start(): this { return this; }

  stop(): this {
    if (this.snapshot.status === 'active') this.snapshot = new CompiledSnapshot(this.snapshot.value, this.snapshot.context, 'stopped', this.machine.tags[this.state]!);
    return this;
  }
}
