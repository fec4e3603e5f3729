/**
 * The seats of a game: each player's actor, asked every decision as an event. Bots answer at once; a seat whose
 * policy is asynchronous answers later, and the game waits: for a top-level decision it simply stays pending; for
 * a choice in the middle of an action it holds the action open (see transactions.ts). `play()` drives the game to
 * its end through all of it. The seats serve every ruleset: `A` and `D` are its action and decision types, and a
 * {@link SeatLine} sends its player actors their requests.
 */
import { IllegalActionError } from '../rules/index.ts';
import type { Answer, Choice, GameCore, GameResult, PendingDecision, PlayerAction, PlayerView } from '../rules/index.ts';
import { NOT_YET, requestAction, requestChoice, type PlayerActor } from './player-actor.ts';
import { PolicyError } from './policy-error.ts';
import { choiceRequest, decisionRequest, type RequestSource } from './requests.ts';
import { AwaitingAnswer, Transactions, type TransactionHost } from './transactions.ts';

/** What the seats need of their game; `A` is its action type. @example new Seats<Fields, PocketAction, PocketDecision>(host, policies, line) */
export interface SeatsHost<F, A = PlayerAction> extends TransactionHost<F> {
  submit(action: A): void;
  step(): boolean;
  start(): void;
}

/** A decision as the seats see it: whose it is and its kind (named in errors). @example const d: SeatDecision = { player: 0, kind: 'priority' }; */
export interface SeatDecision { readonly player: number; readonly kind: string }

/** What the seats need of a policy: its name (for errors) and whether it answers later. @example const p: SeatPolicy = { name: 'person', async: true }; */
export interface SeatPolicy { readonly name: string; readonly async?: boolean }

/** What the game waits for from an asynchronous seat. @example game.awaiting() // { player: 1, choice: { kind: 'mulligan', ... } } */
export type Awaited<D = PendingDecision> = { player: number; decision: D } | { player: number; choice: Choice };

/** An answer now, or NOT_YET: then it goes to `later` when it comes (or its error to `failed`). @example if (asked === NOT_YET) wait(); */
export type Asked<T> = T | typeof NOT_YET;

/**
 * How the seats reach a ruleset's player actors: send a seat a top-level decision (with its legal actions) or an
 * in-action choice.
 * @example const line: SeatLine<PlayerAction, PendingDecision> = playerSeats(() => game.core, game.players);
 */
export interface SeatLine<A, D> {
  action(decision: D, legal: () => A[], lands: (() => A[]) | undefined, later: (a: A) => void, failed: (e: unknown) => void): Asked<A>;
  choice(choice: Choice, later: (a: Answer) => void, failed: (e: unknown) => void): Asked<Answer>;
}

/**
 * The seat line of the shared player actors (actors/player-actor.ts), with requests made from `source` (a
 * ruleset's view and pool; Magic's by default).
 * @example new Seats(host, policies, playerSeats(() => game.core, players, { view: adventureViewOf, cards: pool }))
 */
export function playerSeats<V extends PlayerView, C>(core: () => GameCore, players: readonly PlayerActor[], source?: RequestSource<V, C>): SeatLine<PlayerAction, PendingDecision> {
  return {
    action: (p, legal, lands, later, failed) => requestAction(players[p.player]!, decisionRequest(core(), p, legal, lands, source), later, failed),
    choice: (c, later, failed) => requestChoice(players[c.player]!, c, choiceRequest(core(), c.player, source), later, failed),
  };
}

/** Where a synchronous seat's late answer goes: nowhere (asking it threw already, see Seats.ask). */
const ignoreLate = (): void => {};

/**
 * @example const seats = new Seats(host, policies, playerSeats(() => game.core, players)); seats.ask(pending, legal, lands);
 */
export class Seats<F, A = PlayerAction, D extends SeatDecision = PendingDecision> {
  readonly tx: Transactions<F>;
  private readonly async: boolean;
  /** A policy's failure that came while nothing was playing, for the next decision to throw. */
  private failure: PolicyError | null = null;
  /** A top-level decision sent to an asynchronous seat, waiting for its answer. */
  private awaitedAction: D | null = null;
  /** play(): settled when the game ends, or with the first error. */
  private playing: { resolve: (r: GameResult) => void; reject: (e: unknown) => void } | null = null;
  /** start() called while the opening (mulligans) waited for an answer: it starts when the opening is done. */
  startWhenReady = false;

  /** `players`: the shared player actors (asked with Magic's requests), or a ruleset's own seat line. */
  constructor(private readonly host: SeatsHost<F, A>, private readonly policies: readonly SeatPolicy[], private readonly line: SeatLine<A, D>) {
    this.async = policies.some((p) => p.async === true);
    this.tx = new Transactions(host);
  }

  private get core(): GameCore { return this.host.core; }

  /** Whether anything waits for an asynchronous seat. */
  get waiting(): boolean { return this.awaitedAction !== null || this.tx.waitingFor() !== null; }

  awaiting(): Awaited<D> | null {
    const choice = this.tx.waitingFor();
    if (choice) return { player: choice.player, choice };
    return this.awaitedAction ? { player: this.awaitedAction.player, decision: this.awaitedAction } : null;
  }

  /** Run part of the game that may ask an asynchronous seat a choice: held open if so, else just run. */
  inTransaction(run: () => void): void {
    if (this.async) this.tx.run(run);
    else run();
  }

  private later(player: number, decision: string): PolicyError {
    return new PolicyError(player, decision, new Error(`policy "${this.policies[player]?.name}" answered later; mark it async: true and play with game.play()`));
  }

  /** Ask the seat of a pending decision; its action, or null when it answers later (then it is submitted then). */
  ask(p: D, legal: () => A[], lands?: () => A[]): A | null {
    this.rethrow();
    let action: Asked<A>;
    try {
      // A synchronous seat's late answer is refused at once (below): it needs no way back.
      action = this.line.action(p, legal, lands, this.async ? (late) => this.acted(p, late) : ignoreLate, (e) => this.failed(p.player, p.kind, e));
    } catch (e) {
      throw e instanceof PolicyError ? e : new PolicyError(p.player, p.kind, e);
    }
    if (action !== NOT_YET) return action as A;
    if (!this.async) throw this.later(p.player, p.kind);
    this.awaitedAction = p;
    return null;
  }

  /** A choice asked in the middle of an action: answered again from the transaction, by a bot now, or later. */
  decide(c: Choice): Answer {
    const again = this.tx.replayed();
    if (again !== undefined) return again;
    this.rethrow();
    let answer: Asked<Answer>;
    try {
      answer = this.line.choice(c, (late) => this.chosen(late), (e) => this.failed(c.player, c.kind, e));
    } catch (e) {
      throw e instanceof PolicyError ? e : new PolicyError(c.player, c.kind, e);
    }
    if (answer === NOT_YET) {
      if (!this.tx.running) throw this.later(c.player, c.kind);
      throw new AwaitingAnswer(c);
    }
    this.tx.record(answer);
    return answer;
  }

  /** A late answer to the awaited choice: the action runs again with it. */
  private chosen(answer: Answer): void {
    try {
      this.tx.answer(answer);
      if (this.startWhenReady && !this.tx.waitingFor()) { this.startWhenReady = false; this.host.start(); }
    } catch (e) {
      this.playing?.reject(e);
      return;
    }
    this.pump();
  }

  /** A late answer to the awaited top-level decision. An illegal one is refused and the seat is asked again. */
  private acted(p: D, action: A): void {
    if (this.awaitedAction !== p) return;
    this.awaitedAction = null;
    try {
      this.host.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) { this.playing?.reject(e); return; }
    }
    this.pump();
  }

  /**
   * A policy failed after the fact (its promise rejected): play() rejects with it; without play() running it is
   * kept and thrown by the next decision, never into the promise machinery (an unhandled rejection would end the
   * process).
   */
  private failed(player: number, decision: string, cause: unknown): void {
    const error = new PolicyError(player, decision, cause);
    if (this.playing) this.playing.reject(error);
    else this.failure ??= error;
  }

  /** Throw, once, a failure kept while nothing was playing. */
  private rethrow(): void {
    const f = this.failure;
    if (f) { this.failure = null; throw f; }
  }

  /** Go on deciding while answers come at once; settle play() when the game is over. */
  private pump(): void {
    if (!this.playing) return;
    try {
      while (this.host.step());
    } catch (e) {
      this.playing.reject(e);
      return;
    }
    if (this.core.s.result) this.playing.resolve(this.core.s.result);
  }

  /** Play to the end, waiting for asynchronous seats; rejects with the first error. */
  play(): Promise<GameResult> {
    return new Promise((resolve, reject) => {
      this.playing = { resolve, reject };
      if (this.failure) { reject(this.failure); this.failure = null; return; }
      if (this.core.s.result) resolve(this.core.s.result);
      else this.pump();
    });
  }
}
