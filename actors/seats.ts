/**
 * The seats of a game: each player's actor, asked every decision as an event. Bots answer at once; a seat whose
 * policy is asynchronous answers later, and the game waits: for a top-level decision it simply stays pending; for
 * a choice in the middle of an action it holds the action open (see transactions.ts). `play()` drives the game to
 * its end through all of it.
 */
import { IllegalActionError } from '../rules/index.ts';
import type { Answer, Choice, GameCore, GameResult, PendingDecision, PlayerAction } from '../rules/index.ts';
import { NOT_YET, requestAction, requestChoice, type PlayerActor } from './player-actor.ts';
import type { Policy } from './policy.ts';
import { PolicyError } from './policy-error.ts';
import { choiceRequest, decisionRequest } from './requests.ts';
import { AwaitingAnswer, Transactions, type TransactionHost } from './transactions.ts';

/** What the seats need of their game. */
export interface SeatsHost<F> extends TransactionHost<F> {
  submit(action: PlayerAction): void;
  step(): boolean;
  start(): void;
}

/** What the game waits for from an asynchronous seat. */
export type Awaited = { player: number; decision: PendingDecision } | { player: number; choice: Choice };

/**
 * @example const seats = new Seats(host, policies, players); seats.ask(pending, legal, lands);
 */
export class Seats<F> {
  readonly tx: Transactions<F>;
  private readonly async: boolean;
  /** A top-level decision sent to an asynchronous seat, waiting for its answer. */
  private awaitedAction: PendingDecision | null = null;
  /** play(): settled when the game ends, or with the first error. */
  private playing: { resolve: (r: GameResult) => void; reject: (e: unknown) => void } | null = null;
  /** start() called while the opening (mulligans) waited for an answer: it starts when the opening is done. */
  startWhenReady = false;

  constructor(private readonly host: SeatsHost<F>, private readonly policies: readonly Policy[], private readonly players: readonly PlayerActor[]) {
    this.async = policies.some((p) => p.async === true);
    this.tx = new Transactions(host);
  }

  private get core(): GameCore { return this.host.core; }

  /** Whether anything waits for an asynchronous seat. */
  get waiting(): boolean { return this.awaitedAction !== null || this.tx.waitingFor() !== null; }

  awaiting(): Awaited | null {
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
  ask(p: PendingDecision, legal: () => PlayerAction[], lands?: () => PlayerAction[]): PlayerAction | null {
    const action = requestAction(this.players[p.player]!, decisionRequest(this.core, p, legal, lands), (late) => this.acted(p, late), (e) => this.failed(p.player, p.kind, e));
    if (action !== NOT_YET) return action;
    if (!this.async) throw this.later(p.player, p.kind);
    this.awaitedAction = p;
    return null;
  }

  /** A choice asked in the middle of an action: answered again from the transaction, by a bot now, or later. */
  decide(c: Choice): Answer {
    const again = this.tx.replayed();
    if (again !== undefined) return again;
    const answer = requestChoice(this.players[c.player]!, c, choiceRequest(this.core, c.player), (late) => this.chosen(late), (e) => this.failed(c.player, c.kind, e));
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
  private acted(p: PendingDecision, action: PlayerAction): void {
    if (this.awaitedAction !== p) return;
    this.awaitedAction = null;
    try {
      this.host.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) { this.playing?.reject(e); return; }
    }
    this.pump();
  }

  private failed(player: number, decision: string, cause: unknown): void {
    const error = new PolicyError(player, decision, cause);
    if (this.playing) this.playing.reject(error);
    else throw error;
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
      if (this.core.s.result) resolve(this.core.s.result);
      else this.pump();
    });
  }
}
