/** Policies: what sits behind a player actor and makes its decisions, from that player's view only. */
import type { Answer, CardSource, Choice, PendingDecision, PlayerAction, PlayerView } from '../rules/index.ts';

/**
 * What every request holds: that player's view of the game (hidden zones hidden, CR 400.2) and the card pool.
 * `V` and `C` are the ruleset's view and pool types (Magic's by default).
 */
export interface Seen<V extends PlayerView = PlayerView, C = CardSource> {
  /** The game as this player may see it (computed when first read). */
  readonly view: V;
  /** The card definitions (public knowledge). */
  readonly cards: C;
  /** The card name of an object this player may see (their hand, public zones), without computing the view; else null. */
  card(id: number): string | null;
}

/** What a policy sees when the game waits for it: the decision, the legal actions and its view. */
export interface DecisionRequest<V extends PlayerView = PlayerView, C = CardSource> extends Seen<V, C> {
  decision: PendingDecision;
  legal: () => PlayerAction[];
  /** Just the land plays among the legal actions, in the same order (cheaper than listing them all). */
  lands?: (() => PlayerAction[]) | undefined;
  /** Public facts, the same as in the view, without computing it. */
  turn: number;
  step: string;
  active: number;
  stackSize: number;
}

/** What a policy sees when the game asks it a choice in the middle of an action. */
export type ChoiceRequest<V extends PlayerView = PlayerView, C = CardSource> = Seen<V, C>;

/**
 * A player's decision maker: top-level decisions (priority, attackers, blockers) and in-action choices. A bot
 * answers at once; a person or a remote client may answer later with a promise (then play the game with
 * `game.play()`, which waits).
 * @example const pass: Policy = { name: 'pass', act: (r) => ({ type: 'pass', player: r.decision.player }), choose: defaultAnswer };
 */
export interface Policy<V extends PlayerView = PlayerView, C = CardSource> {
  name: string;
  /** Its answers may come later, as promises (a person, a remote client): the game then holds actions open for them. */
  readonly async?: boolean;
  act(request: DecisionRequest<V, C>): PlayerAction | Promise<PlayerAction>;
  choose(choice: Choice, request: ChoiceRequest<V, C>): Answer | Promise<Answer>;
}
