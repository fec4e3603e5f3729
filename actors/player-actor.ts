/** Player actors: asked for a decision, they answer through their policy (scripted, random, search, a person). */
import { assign, createActor, setup } from 'xstate';
import type { Actor } from 'xstate';
import type { Answer, Choice, PlayerAction } from '../rules/index.ts';
import type { DecisionRequest, Policy } from './policy.ts';

type PlayerEvent =
  | { type: 'DECIDE'; request: DecisionRequest }
  | { type: 'CHOOSE'; choice: Choice; request: Pick<DecisionRequest, 'core'> };

interface PlayerContext { seat: number; policy: Policy; decisions: number; lastAction: PlayerAction | null; lastAnswer: Answer | null }

/**
 * The player machine: each DECIDE or CHOOSE is answered by the policy and kept in context.
 * Context stays small: a counter and the last answer.
 * @example const a = createActor(playerMachine, { input: { seat: 0, policy } }).start();
 */
export const playerMachine = setup({
  types: { context: {} as PlayerContext, events: {} as PlayerEvent, input: {} as { seat: number; policy: Policy } },
  actions: {
    decide: assign(({ context, event }) =>
      event.type === 'DECIDE' ? { lastAction: context.policy.act(event.request), decisions: context.decisions + 1 } : {}),
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE' ? { lastAnswer: context.policy.choose(event.choice, event.request.core), decisions: context.decisions + 1 } : {}),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({ seat: input.seat, policy: input.policy, decisions: 0, lastAction: null, lastAnswer: null }),
  initial: 'ready',
  states: { ready: { on: { DECIDE: { actions: 'decide' }, CHOOSE: { actions: 'choose' } } } },
});

export type PlayerActor = Actor<typeof playerMachine>;

/** Spawn a player actor for a seat. */
export function createPlayerActor(seat: number, policy: Policy): PlayerActor {
  return createActor(playerMachine, { input: { seat, policy } }).start();
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
