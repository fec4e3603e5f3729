/** What a player may see of a game: the state without its hidden parts, and events with hidden ids and names blanked. */
import type { GameEvent } from '../events/types.ts';
import type {
  CombatState, ContinuousEffect, DelayedTrigger, GameObject, GameResult, LastKnown, ObjectId, PendingDecision,
  PendingTrigger, PlayerId, PlayerState, Shield, StackItem, TriggerContext,
} from '../state/types.ts';

/**
 * The event fields that can name a card or an object a player may not see.
 * @example const k: HideableKey = 'oldId';
 */
export type HideableKey = 'object' | 'oldId' | 'source' | 'card' | 'cards' | 'options' | 'chosen';

type Hide<E> = { [K in keyof E]: K extends HideableKey ? E[K] | null : E[K] };
type HideEach<E> = E extends unknown ? Hide<E> : never;

/**
 * An event as one player sees it: the same type and fields, but an id or card name that player may not see is
 * `null` (the card an opponent drew, a card going from a hand to a library).
 * @example const e: ViewEvent = { type: 'draw', player: 0, object: null };
 */
export type ViewEvent = HideEach<GameEvent>;

/**
 * An object a player may see; `card` and `copyOf` are null for a face-down object they may not look at (CR 708).
 * @example viewOf(state, 1).objects[morphId].card // null while it is face down under player 0's control
 */
export type ObjectView = Omit<GameObject, 'card' | 'copyOf'> & { card: string | null; copyOf: string | null };

/**
 * A triggered ability's memory of its event, as a player sees it.
 * @example viewOf(state, 1).stack[0].trigger?.event // { type: 'draw', player: 0, object: null }
 */
export interface TriggerContextView { event: ViewEvent; sourceSnapshot: TriggerContext['sourceSnapshot'] }

/**
 * A spell or ability on the stack, as a player sees it: a face-down spell's name is null for all but its controller.
 * @example viewOf(state, 1).stack.map((i) => i.sourceName) // ['Lightning Bolt']
 */
export type StackItemView = Omit<StackItem, 'sourceName' | 'trigger'> & { sourceName: string | null; trigger: TriggerContextView | null };

/**
 * A triggered ability waiting to be put on the stack, as a player sees it.
 * @example viewOf(state, 1).pendingTriggers[0]?.sourceName // 'Soul Warden'
 */
export type PendingTriggerView = Omit<PendingTrigger, 'context'> & { context: TriggerContextView };

/**
 * One player's side of the table: life, counters, pool and public zones in full; hand and library as counts.
 * @example const { handSize, librarySize, graveyard } = viewOf(state, 1).players[0];
 */
export interface PlayerSideView extends Omit<PlayerState, 'id' | 'library' | 'hand'> {
  player: PlayerId;
  /** How many cards are in the library: never which, nor their order (CR 401.2). */
  librarySize: number;
  handSize: number;
  /** The hand's object ids for its owner; null for every other player (CR 402.3). */
  hand: ObjectId[] | null;
}

/**
 * The game as one player may see it. Objects in zones hidden from them are left out of `objects` and every
 * list; the random generator's state and the seed (which would predict every shuffle), the loop-detection
 * fingerprints and the id counters are left out altogether.
 * @example const v = viewOf(state, 0); v.players[1].handSize // 7, but v.players[1].hand is null
 */
export interface PlayerView {
  viewer: PlayerId;
  ruleset: string;
  turn: number;
  active: PlayerId;
  step: string;
  priority: PlayerId | null;
  passes: number;
  pending: PendingDecision | null;
  result: GameResult | null;
  firstPlayerSkipsDraw: boolean;
  players: PlayerSideView[];
  /** Every object the viewer may see, by id. */
  objects: Record<number, ObjectView>;
  battlefield: ObjectId[];
  stack: StackItemView[];
  effects: ContinuousEffect[];
  shields: Shield[];
  delayed: DelayedTrigger[];
  pendingTriggers: PendingTriggerView[];
  combat: CombatState | null;
  lki: Record<number, LastKnown>;
  loyaltyUsed: ObjectId[];
}
