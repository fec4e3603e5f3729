/**
 * Player actors: every decision a player makes — a top-level action or a choice in the middle of one — is an event
 * sent to the player's actor (DECIDE or CHOOSE), and the answer goes back through the event's `reply`. A bot's
 * policy answers at once, inside the send; an asynchronous policy (a person at a terminal, a browser, a remote
 * client) answers whenever it can, and the game waits. The actor is a transition actor (XState `fromTransition`)
 * with a small context (its seat, its policy, how many decisions it was asked), far cheaper per event than a full
 * statechart, since it is asked hundreds of times a game.
 */
import { createActor, fromTransition } from 'xstate';
import type { Actor, InspectionEvent, Observer } from 'xstate';
import type { Answer, Choice, PlayerAction, PlayerView } from '../rules/index.ts';
import type { ChoiceRequest, DecisionRequest, Policy } from './policy.ts';

/** What a player actor is sent: a decision to make and where its answer goes (`fail` for a policy's error). */
export type PlayerEvent =
  | { type: 'DECIDE'; request: DecisionRequest; reply: (action: PlayerAction) => void; fail: (error: unknown) => void }
  | { type: 'CHOOSE'; choice: Choice; request: ChoiceRequest; reply: (answer: Answer) => void; fail: (error: unknown) => void };

export interface PlayerSnapshotContext { seat: number; policy: Policy; decisions: number }

const isPromise = (x: unknown): x is Promise<unknown> => typeof (x as { then?: unknown } | null)?.then === 'function';

/** A policy as a player actor's logic asks it (Magic's Policy, Pocket's PocketPolicy): its requests are the events'. */
export interface AskedPolicy<R, Q> { act(request: R): unknown; choose(choice: Choice, request: Q): unknown }

/** A player actor's event (Magic's PlayerEvent, Pocket's): a decision or a choice, and where its answer goes. */
export type AskedEvent<R, Q> =
  | { type: 'DECIDE'; request: R; reply: (x: never) => void; fail: (error: unknown) => void }
  | { type: 'CHOOSE'; choice: Choice; request: Q; reply: (x: never) => void; fail: (error: unknown) => void };

/**
 * Ask the policy what the event asks and pass its answer to the event's `reply`: at once, or when its promise settles
 * (an error to `fail`). No closure a call: a player actor is asked hundreds of times a game.
 * @example answer(ctx.policy, event) // in a player logic's transition
 */
export function answer<R, Q>(policy: AskedPolicy<R, Q>, event: AskedEvent<R, Q>): void {
  let out: unknown;
  try {
    out = event.type === 'DECIDE' ? policy.act(event.request) : policy.choose(event.choice, event.request);
  } catch (error) {
    event.fail(error);
    return;
  }
  // The reply takes what the policy answers for this kind of event (its type ties them; the union loses it here).
  const reply = event.reply as (x: unknown) => void;
  if (isPromise(out)) out.then(reply, event.fail);
  else reply(out);
}

/**
 * The player logic: DECIDE asks the policy for a top-level action, CHOOSE for an in-action choice; the answer is
 * passed to the event's `reply`, at once or later.
 * @example const a = createActor(playerLogic, { input: { seat: 0, policy } }).start();
 */
export const playerLogic = fromTransition<PlayerSnapshotContext, PlayerEvent, never, { seat: number; policy: Policy }>(
  (ctx, event) => {
    if (event.type === 'DECIDE' || event.type === 'CHOOSE') answer(ctx.policy, event);
    ctx.decisions++;
    return ctx;
  },
  ({ input }) => ({ seat: input.seat, policy: input.policy, decisions: 0 }),
);

/** The player logic under its older name. */
export const playerMachine = playerLogic;

export type PlayerActor = Actor<typeof playerLogic>;

/** Spawn a player actor for a seat; `inspect` is XState's inspection observer. */
export function createPlayerActor<V extends PlayerView, C>(seat: number, policy: Policy<V, C>, inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)): PlayerActor {
  // The actor passes each request through to its own policy, so the ruleset's view and pool types match.
  return createActor(playerLogic, { id: `player-${seat}`, input: { seat, policy: policy as unknown as Policy }, ...(inspect ? { inspect } : {}) }).start();
}

/** The answer has not come: the policy is asynchronous and still deciding. */
export const NOT_YET: unique symbol = Symbol('not yet');

/**
 * Send a player actor a decision. Returns the answer when it comes inside the send (a bot), or NOT_YET; a later
 * answer goes to `later`, a later error to `failed`.
 * @example ask<PlayerAction>((reply, fail) => actor.send({ type: 'DECIDE', request, reply, fail }), later, failed)
 */
export function ask<T>(send: (reply: (x: T) => void, fail: (e: unknown) => void) => void, later: (x: T) => void, failed: (e: unknown) => void): T | typeof NOT_YET {
  const c = collector<T>(later, failed);
  send(c.reply, c.fail);
  return c.done();
}

/**
 * Where one request's answer goes: kept while it comes inside the send, passed to `later` (an error to `failed`)
 * once the send is over. A collector whose answer came inside is used again by the next request (a bot is asked
 * hundreds of times a game: no closure a request); one still waiting for its answer is left to it.
 */
class Collector<T> {
  now: T | typeof NOT_YET = NOT_YET;
  inside = true;
  thrown: { error: unknown } | null = null;
  later: (x: T) => void = ignore;
  failed: (e: unknown) => void = ignore;
  readonly reply = (x: T): void => { if (this.inside) this.now = x; else this.later(x); };
  readonly fail = (e: unknown): void => { if (this.inside) this.thrown = { error: e }; else this.failed(e); };

  /** The send is over: the answer (or NOT_YET: the collector then stays with its request), or the error thrown. */
  done(): T | typeof NOT_YET {
    this.inside = false;
    const { now, thrown } = this;
    if (now !== NOT_YET || thrown) {
      // Free again, holding nothing of this request (its callbacks would keep its game alive).
      this.now = NOT_YET; this.thrown = null; this.later = ignore; this.failed = ignore;
      free = this as Collector<unknown>;
    }
    if (thrown) throw thrown.error;
    return now;
  }
}

const ignore = (): void => {};
/** A collector no request uses (taken while a request is under way: a request inside a request gets its own). */
let free: Collector<unknown> | null = null;

function collector<T>(later: (x: T) => void, failed: (e: unknown) => void): Collector<T> {
  const c = (free ?? new Collector<unknown>()) as Collector<T>;
  free = null;
  c.inside = true;
  c.later = later;
  c.failed = failed;
  return c;
}

/** Ask a player actor for a top-level decision; see {@link NOT_YET}. */
export function requestAction<V extends PlayerView, C>(actor: PlayerActor, request: DecisionRequest<V, C>, later: (a: PlayerAction) => void, failed: (e: unknown) => void): PlayerAction | typeof NOT_YET {
  const c = collector(later, failed);
  actor.send({ type: 'DECIDE', request: request as unknown as DecisionRequest, reply: c.reply, fail: c.fail });
  return c.done();
}

/** Ask a player actor for an in-action choice; see {@link NOT_YET}. */
export function requestChoice<V extends PlayerView, C>(actor: PlayerActor, choice: Choice, request: ChoiceRequest<V, C>, later: (a: Answer) => void, failed: (e: unknown) => void): Answer | typeof NOT_YET {
  const c = collector(later, failed);
  actor.send({ type: 'CHOOSE', choice, request: request as unknown as ChoiceRequest, reply: c.reply, fail: c.fail });
  return c.done();
}

function seatError(actor: PlayerActor, what: string): Error {
  return new Error(`seat ${actor.getSnapshot().context.seat} (${actor.getSnapshot().context.policy.name}) did not answer ${what} at once; a game with asynchronous seats must be played with game.play()`);
}

/** Ask a player actor for a top-level decision that must be answered at once (a bot). */
export function askAction<V extends PlayerView, C>(actor: PlayerActor, request: DecisionRequest<V, C>): PlayerAction {
  const a = requestAction(actor, request, () => {}, () => {});
  if (a === NOT_YET) throw seatError(actor, `its ${request.decision.kind} decision`);
  return a;
}

/** Ask a player actor for an in-action choice that must be answered at once (a bot). */
export function askChoice<V extends PlayerView, C>(actor: PlayerActor, choice: Choice, request: ChoiceRequest<V, C>): Answer {
  const a = requestChoice(actor, choice, request, () => {}, () => {});
  if (a === NOT_YET) throw seatError(actor, `a ${choice.kind} choice`);
  return a;
}
