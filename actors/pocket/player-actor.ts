/**
 * Pocket player actors: the same pattern as actors/player-actor.ts (a transition actor that asks its policy and
 * passes the answer to the event's `reply`, at once or when its promise settles), for Pocket decisions and actions.
 */
import { createActor, fromTransition } from 'xstate';
import type { Actor } from 'xstate';
import type { Inspect } from '../inspect.ts';
import type { Answer, Choice } from '../../rules/index.ts';
import type { PocketAction } from '../../rules/pocket/index.ts';
import { NOT_YET, answer, ask } from '../player-actor.ts';
import type { PocketChoiceRequest, PocketDecisionRequest, PocketPolicy } from './policy.ts';

/** What a Pocket player actor is asked: a top-level decision (DECIDE) or an in-action choice (CHOOSE), and where the answer goes. */
export type PocketPlayerEvent =
  | { type: 'DECIDE'; request: PocketDecisionRequest; reply: (action: PocketAction) => void; fail: (error: unknown) => void }
  | { type: 'CHOOSE'; choice: Choice; request: PocketChoiceRequest; reply: (answer: Answer) => void; fail: (error: unknown) => void };

interface Ctx { seat: number; policy: PocketPolicy; decisions: number }

/**
 * The Pocket player logic: DECIDE asks the policy for an action, CHOOSE for an in-action choice.
 * @example const a = createActor(pocketPlayerLogic, { input: { seat: 0, policy } }).start();
 */
export const pocketPlayerLogic = fromTransition<Ctx, PocketPlayerEvent, never, { seat: number; policy: PocketPolicy }>(
  (ctx, event) => {
    if (event.type === 'DECIDE' || event.type === 'CHOOSE') answer(ctx.policy, event);
    ctx.decisions++;
    return ctx;
  },
  ({ input }) => ({ seat: input.seat, policy: input.policy, decisions: 0 }),
);

export type PocketPlayerActor = Actor<typeof pocketPlayerLogic>;

/** Spawn a Pocket player actor for a seat; `inspect` is XState's inspection observer. @example createPocketPlayer(0, randomPocketPolicy(1)) */
export function createPocketPlayer(seat: number, policy: PocketPolicy, inspect?: Inspect): PocketPlayerActor {
  return createActor(pocketPlayerLogic, { input: { seat, policy }, ...(inspect ? { inspect } : {}) }).start();
}

/**
 * Ask a Pocket player actor for its action: the action, or NOT_YET when its policy answers later (to `later`).
 * @example requestPocketAction(actor, request, (a) => game.submit(a), (e) => reject(e))
 */
export function requestPocketAction(actor: PocketPlayerActor, request: PocketDecisionRequest, later: (a: PocketAction) => void, failed: (e: unknown) => void): PocketAction | typeof NOT_YET {
  return ask<PocketAction>((reply, fail) => actor.send({ type: 'DECIDE', request, reply, fail }), later, failed);
}

/**
 * Ask a Pocket player actor for an in-action choice: the answer, or NOT_YET when its policy answers later.
 * @example requestPocketChoice(actor, choice, request, (a) => tx.answer(a), (e) => reject(e))
 */
export function requestPocketChoice(actor: PocketPlayerActor, choice: Choice, request: PocketChoiceRequest, later: (a: Answer) => void, failed: (e: unknown) => void): Answer | typeof NOT_YET {
  return ask<Answer>((reply, fail) => actor.send({ type: 'CHOOSE', choice, request, reply, fail }), later, failed);
}
