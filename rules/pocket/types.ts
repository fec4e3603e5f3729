/** The Pokémon TCG Pocket ruleset's vocabulary: energy types, Special Conditions, zones, decisions and actions. */
import type { ObjectId, PlayerId } from '../state/types.ts';
import type { ActiveEffect } from './active-effects/types.ts';
import type { EnergyType } from './energy-types.ts';

export { ENERGY_TYPES, type EnergyType } from './energy-types.ts';

/**
 * The Special Conditions. Asleep, Paralyzed and Confused replace each other; Poisoned and Burned stack
 * beside them (machines/special-conditions.ts is the statechart of the same rule).
 * @example const c: Condition = 'Poisoned';
 */
export const CONDITIONS = ['Asleep', 'Paralyzed', 'Confused', 'Poisoned', 'Burned'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Where a Pocket card is: the Active Spot, the Bench, under an evolved Pokémon, or a player's deck, hand or discard pile. */
export type PocketZone = 'active' | 'bench' | 'under' | 'deck' | 'hand' | 'discard';

/** A Pokémon in play: its top card's id, the cards under it, attached Energy and Special Conditions. */
export interface PokemonInPlay {
  id: ObjectId;
  /** The Pokémon it evolved from, lowest stage first. */
  under: ObjectId[];
  /** Attached Energy, in the order attached. */
  energy: EnergyType[];
  conditions: Condition[];
  /** The turn it was put into play or last evolved: it can't evolve again that turn. */
  sinceTurn: number;
}

/** One player's side of the table and this turn's allowances. */
export interface PocketPlayer {
  active: ObjectId | null;
  bench: ObjectId[];
  points: number;
  /** The Energy types the Energy Zone makes, from the deck's types. */
  energyTypes: EnergyType[];
  /** Energy the Energy Zone will make next, in order (a scenario's `energy_zone`); random from energyTypes once empty. */
  energyPlan: EnergyType[];
  /** This turn's Energy, not yet attached; null once attached or when none was made. */
  energy: EnergyType | null;
  turnsTaken: number;
  supporterPlayed: boolean;
  retreated: boolean;
  /** Once-per-turn abilities used this turn, as `${pokemon}:${ability index}`. */
  abilitiesUsed: string[];
}

/** The top-level decision a Pocket game waits for. */
export type PocketDecision = { kind: 'main'; player: PlayerId } | { kind: 'promote'; player: PlayerId };

/** Everything the Pocket rules keep beside the shared GameState (objects, decks, hands, discard piles, RNG, turn). */
export interface PocketState {
  players: PocketPlayer[];
  pokemon: Record<number, PokemonInPlay>;
  effects: ActiveEffect[];
  nextEffectId: number;
  pending: PocketDecision | null;
  /** Set once the active player has attacked: the turn ends after Knock Outs are handled. */
  turnEnding: boolean;
  /** The game is a draw after this turn (Pocket's 30-turn limit). */
  maxTurns: number;
  /** Knock Outs by attack damage, by turn: `${turn}:${owner}` (for "during your opponent's last turn" effects). */
  knockOuts: string[];
}

/**
 * What a player may do. `targets` answer the target choices of the effect in order; left out, the player is asked.
 * @example const a: PocketAction = { type: 'attack', player: 0, attack: 0 };
 */
export type PocketAction =
  | { type: 'attach_energy'; player: PlayerId; to: ObjectId }
  | { type: 'play_basic'; player: PlayerId; card: ObjectId }
  | { type: 'evolve'; player: PlayerId; card: ObjectId; to: ObjectId }
  | { type: 'play_trainer'; player: PlayerId; card: ObjectId; targets?: ObjectId[] }
  | { type: 'use_ability'; player: PlayerId; pokemon: ObjectId; ability: number; targets?: ObjectId[] }
  | { type: 'retreat'; player: PlayerId; to: ObjectId; discard?: EnergyType[] }
  | { type: 'attack'; player: PlayerId; attack: number; targets?: ObjectId[] }
  | { type: 'end_turn'; player: PlayerId }
  | { type: 'promote'; player: PlayerId; card: ObjectId }
  | { type: 'concede'; player: PlayerId };

export type PocketActionType = PocketAction['type'];
