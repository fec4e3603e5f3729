/**
 * Player actors: asked for a decision, they answer through their policy (scripted, random, search, a person).
 * The actor is a transition actor (XState `fromTransition`): each DECIDE or CHOOSE event is answered by the
 * policy and the answer kept in its snapshot, with a decision counter — small, serializable-enough context
 * and far cheaper per event than a full statechart, since it is asked hundreds of times a game.
 */
import { createActor, fromTransition } from 'xstate';
import type { Actor, InspectionEvent, Observer } from 'xstate';
import type { Answer, Choice, PlayerAction } from '../rules/index.ts';
import type { DecisionRequest, Policy } from './policy.ts';

export type PlayerEvent =
  | { type: 'DECIDE'; request: DecisionRequest }
  | { type: 'CHOOSE'; choice: Choice; request: Pick<DecisionRequest, 'core'> };

export interface PlayerSnapshotContext { seat: number; policy: Policy; decisions: number; lastAction: PlayerAction | null; lastAnswer: Answer | null }

/**
 * The player logic: DECIDE asks the policy for a top-level action, CHOOSE for an in-action choice.
 * @example const a = createActor(playerLogic, { input: { seat: 0, policy } }).start();
 */
export const playerLogic = fromTransition<PlayerSnapshotContext, PlayerEvent, never, { seat: number; policy: Policy }>(
  (ctx, event) => {
    if (event.type === 'DECIDE') { ctx.lastAction = ctx.policy.act(event.request); ctx.decisions++; }
    else if (event.type === 'CHOOSE') { ctx.lastAnswer = ctx.policy.choose(event.choice, event.request.core); ctx.decisions++; }
    return ctx;
  },
  ({ input }) => ({ seat: input.seat, policy: input.policy, decisions: 0, lastAction: null, lastAnswer: null }),
);

/** The player logic under its older name. */
export const playerMachine = playerLogic;

export type PlayerActor = Actor<typeof playerLogic>;

/** Spawn a player actor for a seat; `inspect` is XState's inspection observer. */
export function createPlayerActor(seat: number, policy: Policy, inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)): PlayerActor {
  return createActor(playerLogic, { input: { seat, policy }, ...(inspect ? { inspect } : {}) }).start();
}

/** Ask a player actor for a top-level decision. */
export function askAction(actor: PlayerActor, request: DecisionRequest): PlayerAction {
  actor.send({ type: 'DECIDE', request });
  return actor.getSnapshot().context.lastAction!;
}

/** Ask a player actor for an in-action choice. */
export function askChoice(actor: PlayerActor, choice: Choice, request: Pick<DecisionRequest, 'core'>): Answer {
  actor.send({ type: 'CHOOSE', choice, request });
  return actor.getSnapshot().context.lastAnswer!;
}
