/** Pocket policies: what sits behind a Pocket player actor and makes its decisions. */
import type { Answer, Choice, GameCore } from '../../rules/index.ts';
import type { PocketAction, PocketDecision } from '../../rules/pocket/index.ts';

/** What a policy sees when the game waits for it: the decision and the legal actions. */
export interface PocketDecisionRequest {
  core: GameCore;
  decision: PocketDecision;
  legal: () => PocketAction[];
}

/**
 * A Pocket player's decision maker: top-level decisions (main step, promotion) and in-action choices.
 * @example const endAlways: PocketPolicy = { name: 'end', act: (r) => r.legal().at(-1)!, choose: defaultAnswer };
 */
export interface PocketPolicy {
  name: string;
  act(request: PocketDecisionRequest): PocketAction;
  choose(choice: Choice, core: GameCore): Answer;
}
