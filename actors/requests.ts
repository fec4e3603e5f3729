/**
 * What a policy is handed: the decision, the legal actions, and that player's view of the game (CR 400.2: hidden
 * zones stay hidden), never the game state itself. The view is computed when the policy first reads it; the few
 * public facts a bot needs at every decision (turn, step, active player, stack size) come without it.
 */
import { cardVisible, knownId, viewOf } from '../rules/index.ts';
import type { CardSource, GameCore, PendingDecision, PlayerAction, PlayerId, PlayerView } from '../rules/index.ts';
import type { ChoiceRequest, DecisionRequest } from './policy.ts';

/** How a ruleset computes a player's view (Magic's viewOf by default). */
export type ViewFunction<V extends PlayerView> = (state: GameCore['s'], player: PlayerId) => V;

/** Where a request's view and cards come from: a ruleset's view function and card pool. */
export interface RequestSource<V extends PlayerView, C> { view: ViewFunction<V>; cards: C }

/** A card's name as `player` may know it: null when it is hidden from them (CR 400.2). */
function cardSeen(core: GameCore, player: PlayerId, id: number): string | null {
  const s = core.s;
  const o = s.objects[id];
  return o && knownId(s, id, player) && cardVisible(o, player) ? o.card : null;
}

/**
 * A request's view and card lookups, for one player at one moment (a class: requests are made at every decision).
 * @example new SeenBy(core, 0, pool, pocketViewOf).view
 */
export class SeenBy<V extends PlayerView, C> implements ChoiceRequest<V, C> {
  // Truly private (#): a policy written in JavaScript cannot reach the game state through its request either.
  readonly #core: GameCore;
  readonly #player: PlayerId;
  readonly #of: ViewFunction<V>;
  #seen: V | null = null;
  constructor(core: GameCore, player: PlayerId, readonly cards: C, of: ViewFunction<V>) {
    this.#core = core;
    this.#player = player;
    this.#of = of;
  }

  get view(): V {
    return (this.#seen ??= this.#of(this.#core.s, this.#player));
  }

  card(id: number): string | null {
    return cardSeen(this.#core, this.#player, id);
  }
}

/**
 * A top-level decision's request: what SeenBy holds and does, and the decision. Not a subclass of SeenBy: V8 does not
 * inline the constructor of a derived class (its `super` call goes through the generic construct builtins), which
 * cost some 450 instructions a request, at every decision; a class of its own is built inline.
 */
class Decision<V extends PlayerView, C> implements DecisionRequest<V, C> {
  // Its own fields in the order they had when Decision extended SeenBy (cards first).
  readonly cards: C;
  readonly decision: PendingDecision;
  readonly legal: () => PlayerAction[];
  readonly lands: (() => PlayerAction[]) | undefined;
  readonly turn: number;
  readonly step: string;
  readonly active: number;
  readonly stackSize: number;
  // Truly private, as SeenBy's.
  readonly #core: GameCore;
  readonly #player: PlayerId;
  readonly #of: ViewFunction<V>;
  #seen: V | null = null;
  constructor(core: GameCore, decision: PendingDecision, legal: () => PlayerAction[], lands: (() => PlayerAction[]) | undefined, cards: C, of: ViewFunction<V>) {
    this.cards = cards;
    this.decision = decision;
    this.legal = legal;
    this.lands = lands;
    this.#core = core;
    this.#player = decision.player;
    this.#of = of;
    const s = core.s;
    this.turn = s.turn;
    this.step = s.step;
    this.active = s.active;
    this.stackSize = s.stack.length;
  }

  get view(): V {
    return (this.#seen ??= this.#of(this.#core.s, this.#player));
  }

  card(id: number): string | null {
    return cardSeen(this.#core, this.#player, id);
  }
}

/**
 * The request a player's actor is sent for a top-level decision.
 * @example policy.act(decisionRequest(core, { kind: 'priority', player: 0 }, () => legalActions(core, 0)))
 */
export function decisionRequest<V extends PlayerView = PlayerView, C = CardSource>(core: GameCore, decision: PendingDecision, legal: () => PlayerAction[], lands?: () => PlayerAction[], source?: RequestSource<V, C>): DecisionRequest<V, C> {
  return source
    ? new Decision(core, decision, legal, lands, source.cards, source.view)
    : new Decision(core, decision, legal, lands, core.cards as C, viewOf as unknown as ViewFunction<V>);
}

/**
 * The request a player's actor is sent for a choice in the middle of an action.
 * @example policy.choose(choice, choiceRequest(core, choice.player))
 */
export function choiceRequest<V extends PlayerView = PlayerView, C = CardSource>(core: GameCore, player: PlayerId, source?: RequestSource<V, C>): ChoiceRequest<V, C> {
  return source ? new SeenBy(core, player, source.cards, source.view) : new SeenBy(core, player, core.cards as C, viewOf as unknown as ViewFunction<V>);
}
