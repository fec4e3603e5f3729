/** Pocket card definitions as the rules use them (after loading and checking a card file). */
import type { EffectSpec } from './active-effects/types.ts';
import type { Condition, EnergyType } from './types.ts';

/**
 * Who an effect acts on. Fixed: `self` (the attacking or ability Pokémon), `opponent_active`,
 * `own_active`. Chosen by the player (an action's `targets`, or asked): `opponent_any`,
 * `opponent_bench`, `own_any`, `own_bench`.
 * @example const to: TargetKind = 'opponent_bench';
 */
export const TARGET_KINDS = ['self', 'opponent_active', 'own_active', 'opponent_any', 'opponent_bench', 'own_any', 'own_bench'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** Which Pokémon a chosen target may be. */
export interface TargetFilter {
  pokemon_type?: EnergyType;
  stage?: 'Basic';
  damaged?: boolean;
}

/** A condition an effect may test. */
export const EFFECT_CONDITIONS = ['defender_poisoned', 'defender_ex', 'ko_last_turn'] as const;
export type EffectCondition = (typeof EFFECT_CONDITIONS)[number];

/**
 * One effect of an attack, Ability or Trainer, in the order the card text gives them. `extra_damage`
 * changes the attack's own damage; the others happen after the attack's damage is done.
 * @example const e: PocketEffect = { kind: 'status', condition: 'Poisoned', to: 'opponent_active' };
 */
export type PocketEffect =
  | { kind: 'damage'; amount: number; to: TargetKind; filter?: TargetFilter }
  | { kind: 'extra_damage'; amount: number; if?: EffectCondition }
  | { kind: 'status'; condition: Condition; to: 'opponent_active' | 'self' }
  | { kind: 'flip'; heads: PocketEffect[]; tails: PocketEffect[] }
  | { kind: 'flip_until_tails'; each: PocketEffect[] }
  | { kind: 'discard_energy'; count: number | 'all'; energy?: EnergyType }
  | { kind: 'heal'; amount: number; to: TargetKind; filter?: TargetFilter }
  | { kind: 'draw'; count: number }
  | { kind: 'search'; count: number; filter: TargetFilter; to: 'hand' | 'bench' }
  | { kind: 'attach'; energy: EnergyType; to: TargetKind; filter?: TargetFilter }
  | { kind: 'switch_opponent'; chooser: 'opponent' | 'you'; filter?: TargetFilter }
  | { kind: 'shuffle_hand_draw'; who: 'opponent' | 'you'; count: number }
  | { kind: 'effect'; spec: EffectSpec };

export type PocketEffectKind = PocketEffect['kind'];

export interface AttackDef {
  name: string;
  cost: EnergyType[];
  damage: number;
  text: string;
  effects: PocketEffect[];
}

/** An Ability: passive ones register their effects while the Pokémon is in play; the others are used. */
export interface AbilityDef {
  name: string;
  text: string;
  passive: boolean;
  oncePerTurn: boolean;
  /** "If this Pokémon is in the Active Spot". */
  activeOnly: boolean;
  effects: PocketEffect[];
}

export type Stage = 'Basic' | 'Stage 1' | 'Stage 2';

export interface PokemonCard {
  kind: 'pokemon';
  name: string;
  stage: Stage;
  evolvesFrom: string | null;
  type: EnergyType;
  hp: number;
  weakness: EnergyType | null;
  retreat: number;
  ex: boolean;
  abilities: AbilityDef[];
  attacks: AttackDef[];
  source: string;
  file: string;
}

export interface TrainerCard {
  kind: 'trainer';
  name: string;
  trainer: 'Item' | 'Supporter';
  text: string;
  effects: PocketEffect[];
  source: string;
  file: string;
}

/**
 * A Pocket card.
 * @example pool.require('Mr. Mime').kind // 'pokemon'
 */
export type PocketCard = PokemonCard | TrainerCard;
