/** Policies: what sits behind a player actor and makes its decisions. */
import type { Answer, Choice, GameCore, PendingDecision, PlayerAction } from '../rules/index.ts';

/** What a policy sees when the game waits for it: the decision and the legal actions. */
export interface DecisionRequest {
  core: GameCore;
  decision: PendingDecision;
  legal: () => PlayerAction[];
  /** Just the land plays among the legal actions, in the same order (cheaper than listing them all). */
  lands?: () => PlayerAction[];
}

/**
 * A player's decision maker: top-level decisions (priority, attackers, blockers) and in-action choices.
 * @example const pass: Policy = { name: 'pass', act: (r) => ({ type: 'pass', player: r.decision.player }), choose: defaultAnswer };
 */
export interface Policy {
  name: string;
  act(request: DecisionRequest): PlayerAction;
  choose(choice: Choice, core: GameCore): Answer;
}
