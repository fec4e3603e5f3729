/**
 * Waiting for a late answer in the middle of an action. The rules ask their questions synchronously (`core.ask`),
 * so when a choice goes to a seat that answers later (a person, a remote client), the runtime rolls the game back
 * to where the action began and waits; when the answer comes, it runs the action again from there, giving every
 * answer already given in order (so bots are not asked twice and their generators do not move), and the new one
 * where it was missing. The rules are deterministic, so the second run is the first one carried further. Events are
 * held back until an action completes, so no listener ever sees an event that is then taken back.
 */
import { cloneState } from '../rules/index.ts';
import type { Answer, Choice, GameCore, GameEvent, GameState } from '../rules/index.ts';

/** Thrown inside an action where a choice goes to a seat whose answer has not come. */
export class AwaitingAnswer {
  constructor(readonly choice: Choice) {}
}

/** What the runtime keeps outside the game state, saved and put back with it. */
export interface TransactionHost<F> {
  readonly core: GameCore;
  /** The runtime's own fields (counters, flags) as they are now. */
  saveFields(): F;
  /** Put the runtime back as it was when the action began: its fields, its machines' actors, its objects' actors. */
  rollBack(fields: F): void;
  /** Publish events held back while the action ran. */
  publish(events: readonly GameEvent[]): void;
}

interface Transaction<F> {
  run: () => void;
  backup: GameState;
  logLength: number;
  fields: F;
  events: GameEvent[];
  answers: Answer[];
  used: number;
}

/**
 * @example
 * const tx = new Transactions(host);
 * tx.run(() => performAction(core, action)); // may stop, waiting: tx.waitingFor()
 * tx.answer(late); // runs it again with the answer
 */
export class Transactions<F> {
  private current: Transaction<F> | null = null;
  private waiting: Transaction<F> | null = null;
  private choice: Choice | null = null;

  constructor(private readonly host: TransactionHost<F>) {}

  /** True while an action runs inside a transaction: events are being held back. */
  get running(): boolean { return this.current !== null; }

  /** The choice the game is waiting for, if any. */
  waitingFor(): Choice | null { return this.choice; }

  /** Hold an event back until the running action completes. */
  hold(event: GameEvent): void { this.current!.events.push(event); }

  /** An answer given earlier in this action, when the action is being run again; undefined past them. */
  replayed(): Answer | undefined {
    const tx = this.current;
    return tx && tx.used < tx.answers.length ? tx.answers[tx.used++] : undefined;
  }

  /** Remember an answer given now, for a run again. */
  record(answer: Answer): void {
    const tx = this.current;
    if (tx) { tx.answers.push(answer); tx.used++; }
  }

  /** Run an action that may have to wait for an answer. An error rolls the game back and is rethrown. */
  run(run: () => void): void {
    const core = this.host.core;
    this.attempt({ run, backup: cloneState(core.s), logLength: core.log.length, fields: this.host.saveFields(), events: [], answers: [], used: 0 });
  }

  /** The answer to the awaited choice came: run the action again with it. */
  answer(answer: Answer): void {
    const tx = this.waiting;
    if (!tx) throw new Error('no choice is awaited');
    this.waiting = null;
    this.choice = null;
    tx.answers.push(answer);
    tx.events = [];
    this.attempt(tx);
  }

  private attempt(tx: Transaction<F>): void {
    this.current = tx;
    tx.used = 0;
    try {
      tx.run();
    } catch (e) {
      this.current = null;
      this.rollBack(tx);
      if (e instanceof AwaitingAnswer) { this.waiting = tx; this.choice = e.choice; return; }
      throw e;
    }
    this.current = null;
    this.host.publish(tx.events);
  }

  private rollBack(tx: Transaction<F>): void {
    const core = this.host.core;
    core.restore(cloneState(tx.backup));
    if (core.log.length > tx.logLength) core.log.length = tx.logLength;
    this.host.rollBack(tx.fields);
  }
}
