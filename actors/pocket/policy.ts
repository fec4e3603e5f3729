/** Pocket policies: what sits behind a Pocket player actor and makes its decisions, from that player's view only. */
import type { Answer, Choice, ObjectId } from '../../rules/index.ts';
import type { PocketAction, PocketDecision, PocketPool, PocketView } from '../../rules/pocket/index.ts';
import type { Seen } from '../policy.ts';

/** What a Pocket policy sees when asked a choice: its view of the game (hand and deck hidden) and the card pool. */
export type PocketChoiceRequest = Seen<PocketView, PocketPool>;

/** What a Pocket policy sees when the game waits for it: the decision, the legal actions and its view. */
export interface PocketDecisionRequest extends PocketChoiceRequest {
  decision: PocketDecision;
  legal: () => PocketAction[];
  /** The deciding player's Active Pokémon (public, as in the view), without computing the view. */
  active: ObjectId | null;
}

/**
 * A Pocket player's decision maker: top-level decisions (main step, promotion) and in-action choices. A bot
 * answers at once; a person or a remote client may answer later with a promise (mark it `async: true` and play
 * the game with `game.play()`, which waits).
 * @example const endAlways: PocketPolicy = { name: 'end', act: (r) => r.legal().at(-1)!, choose: defaultAnswer };
 */
export interface PocketPolicy {
  name: string;
  /** Its answers may come later, as promises: the game then holds actions open for them. */
  readonly async?: boolean;
  act(request: PocketDecisionRequest): PocketAction | Promise<PocketAction>;
  choose(choice: Choice, request: PocketChoiceRequest): Answer | Promise<Answer>;
}
