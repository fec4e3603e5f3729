/**
 * Pocket player actors: the same pattern as actors/player-actor.ts (a transition actor that asks its
 * policy and keeps the answer and a decision counter), for Pocket decisions and actions.
 */
import { createActor, fromTransition } from 'xstate';
import type { Actor } from 'xstate';
import type { Inspect } from '../mirror.ts';
import type { Answer, Choice } from '../../rules/index.ts';
import type { PocketAction } from '../../rules/pocket/index.ts';
import type { PocketChoiceRequest, PocketDecisionRequest, PocketPolicy } from './policy.ts';

/** What a Pocket player actor is asked: a top-level decision (DECIDE) or an in-action choice (CHOOSE). */
export type PocketPlayerEvent =
  | { type: 'DECIDE'; request: PocketDecisionRequest }
  | { type: 'CHOOSE'; choice: Choice; request: PocketChoiceRequest };

interface Ctx { seat: number; policy: PocketPolicy; decisions: number; lastAction: PocketAction | null; lastAnswer: Answer | null }

/**
 * The Pocket player logic: DECIDE asks the policy for an action, CHOOSE for an in-action choice.
 * @example const a = createActor(pocketPlayerLogic, { input: { seat: 0, policy } }).start();
 */
export const pocketPlayerLogic = fromTransition<Ctx, PocketPlayerEvent, never, { seat: number; policy: PocketPolicy }>(
  (ctx, event) => {
    if (event.type === 'DECIDE') { ctx.lastAction = ctx.policy.act(event.request); ctx.decisions++; }
    else if (event.type === 'CHOOSE') { ctx.lastAnswer = ctx.policy.choose(event.choice, event.request); ctx.decisions++; }
    return ctx;
  },
  ({ input }) => ({ seat: input.seat, policy: input.policy, decisions: 0, lastAction: null, lastAnswer: null }),
);

export type PocketPlayerActor = Actor<typeof pocketPlayerLogic>;

/** Spawn a Pocket player actor for a seat; `inspect` is XState's inspection observer. @example createPocketPlayer(0, randomPocketPolicy(1)) */
export function createPocketPlayer(seat: number, policy: PocketPolicy, inspect?: Inspect): PocketPlayerActor {
  return createActor(pocketPlayerLogic, { input: { seat, policy }, ...(inspect ? { inspect } : {}) }).start();
}

/** Ask a Pocket player actor for its action. */
export function askPocketAction(actor: PocketPlayerActor, request: PocketDecisionRequest): PocketAction {
  actor.send({ type: 'DECIDE', request });
  return actor.getSnapshot().context.lastAction!;
}

/** Ask a Pocket player actor for an in-action choice. */
export function askPocketChoice(actor: PocketPlayerActor, choice: Choice, request: PocketChoiceRequest): Answer {
  actor.send({ type: 'CHOOSE', choice, request });
  return actor.getSnapshot().context.lastAnswer!;
}
