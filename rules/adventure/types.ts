/**
 * The Adventure Cards ruleset as data (seeds/adventure-cards-engine.md): card definitions, cost and effect
 * templates, the items that instantiate them with arguments, abilities and triggers.
 */
import type { ObjectId, PlayerId, Target } from '../state/types.ts';

/** A permanent (creature, artifact) goes to the battlefield when played; a spell goes to the graveyard. */
export type CardType = 'creature' | 'artifact' | 'spell';

/** NORMAL: only the active player in MAIN. FAST: either player in MAIN or BATTLE. */
export type Speed = 'NORMAL' | 'FAST';

/** What an action chooses for an effect: a player, a creature, any permanent, or a creature or player. */
export type TargetKind = 'PLAYER' | 'CREATURE' | 'PERMANENT' | 'ANY';

/** Whom an effect without a target applies to: its controller, the opponent, its source, ... */
export type Subject = 'YOU' | 'OPPONENT' | 'THIS' | 'EACH_CREATURE' | 'EACH_OPPONENT_CREATURE' | 'EACH_PLAYER' | 'NONE';

export type CostType = 'MANA' | 'TAP' | 'SACRIFICE' | 'PAY_LIFE';

export type EffectType =
  | 'PHASE_DRAW' | 'PHASE_MAIN' | 'PHASE_ATTACKERS' | 'PHASE_BLOCKERS' | 'PHASE_BATTLE' | 'PHASE_END'
  | 'UNTAP_ALL' | 'ADD_MANA' | 'REFILL_MANA' | 'DRAW' | 'CLEAR_DAMAGE'
  | 'DAMAGE' | 'COMBAT_DAMAGE' | 'GAIN_LIFE' | 'LOSE_LIFE' | 'RETURN_TO_HAND_OWNER' | 'DESTROY' | 'TAP' | 'UNTAP'
  | 'PUMP' | 'COUNTER' | 'DISCARD' | 'ENTER' | 'DECLARE_ATTACK' | 'DECLARE_BLOCK'
  | 'DESTROY_IF_LETHAL' | 'LOSE_IF_DEAD';

/** The names an item's arguments go by. */
export type ArgName = 'cardId' | 'playerId' | 'attackerId' | 'amount';
export type Args = Partial<Record<ArgName, number>>;

/**
 * A cost template. Only `name` and `type` are always there; the rest depends on the type.
 * @example { name: 'mana-1', type: 'MANA', amount: 1, arguments: [] }
 */
export interface Cost {
  name: string;
  type: CostType;
  amount?: number;
  /** SACRIFICE: what is sacrificed; THIS is the ability's source. */
  target?: 'THIS' | 'PERMANENT' | 'CREATURE';
  number?: number;
  arguments: ArgName[];
}

/**
 * An effect template.
 * @example { name: 'damage-player-3', type: 'DAMAGE', target: 'PLAYER', amount: 3, arguments: ['playerId'] }
 */
export interface Effect {
  name: string;
  type: EffectType;
  /** Chosen by the action that creates the item (one target per targeted effect, in order). */
  target?: TargetKind;
  /** Applies without a choice. */
  subject?: Subject;
  amount?: number;
  power?: number;
  toughness?: number;
  arguments: ArgName[];
  /** Made by the engine's own rules only; a card may not name it. */
  engine?: boolean;
}

/** A cost instantiated with its arguments, ready to be paid. @example { cost: 'tap', args: { cardId: 12 } } */
export interface CostItem { cost: string; args: Args; source: ObjectId | null; controller: PlayerId }

/** An effect instantiated with its arguments. @example { effect: 'gain-life-1', args: { playerId: 0 }, source: 7, controller: 0 } */
export interface EffectItem { effect: string; args: Args; source: ObjectId | null; controller: PlayerId }

/** An activated ability of a permanent (an ActionAbility). */
export interface ActionAbility { speed: Speed; costs: string[]; effects: string[]; text?: string }

/** Which events a trigger listens to: those of the effect types in `on`, narrowed by `if`. */
export type TriggerScope = 'any' | 'self' | 'you' | 'opponent' | 'your_turn' | 'opponent_turn';

/** A triggered ability (a TriggerAbility); the engine's own rules are triggers of the same shape. */
export interface TriggerAbility { on: TriggerKey[]; if: TriggerScope; effects: string[]; text?: string }

/** Effect-type keys a trigger may listen on. */
export type TriggerKey = EffectType | 'CAST' | 'ABILITY' | 'SACRIFICE' | 'DIES' | 'MANA';

/** An Adventure card as loaded from cards/adventure. */
export interface AdventureCard {
  name: string;
  cost: number;
  type: CardType;
  power: number;
  toughness: number;
  text: string;
  /** Additional costs of casting it, besides its mana cost. */
  costs: string[];
  /** What a spell does. */
  effects: string[];
  abilities: ActionAbility[];
  triggers: TriggerAbility[];
  file: string;
}

/** A target chosen by an action, as the core names it. */
export type { Target };
