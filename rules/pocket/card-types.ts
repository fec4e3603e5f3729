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
  /** Pokémon with this name (a variant such as "Koffing (A1a)" counts as "Koffing"; see pocketBaseName). */
  name?: string;
  /** Pokémon with at least one Energy of this type attached. */
  energy?: EnergyType;
  /** Pokémon with one of these names ("your Golem or Onix"; set qualifiers dropped as for `name`). */
  names?: string[];
}

/**
 * What a "for each" effect counts: Pokémon (own_bench, opponent_bench, own_in_play, opponent_in_play) or
 * Energy cards attached (self_energy; defender_energy: the Defending Pokémon's; opponent_active_energy: the
 * opponent's Active Pokémon's now). See effects/count.ts.
 */
export const COUNT_KINDS = ['own_bench', 'opponent_bench', 'own_in_play', 'opponent_in_play', 'self_energy', 'defender_energy', 'opponent_active_energy'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** Whose attached Energy a random discard picks from (effects/discard-random-energy.ts). */
export const RANDOM_ENERGY_FROM = ['all_pokemon', 'own_pokemon', 'opponent_pokemon', 'opponent_active', 'self'] as const;
export type RandomEnergyFrom = (typeof RANDOM_ENERGY_FROM)[number];

/** A condition an effect may test. */
export const EFFECT_CONDITIONS = ['defender_poisoned', 'defender_ex', 'ko_last_turn', 'defender_damaged', 'self_damaged'] as const;
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
  /** `count: 'opponent_hand'`: as many cards as the opponent has in hand (after the shuffle). */
  | { kind: 'shuffle_hand_draw'; who: 'opponent' | 'you'; count: number | 'opponent_hand' }
  | { kind: 'effect'; spec: EffectSpec }
  // seed 004 categories (effects/damage-per.ts, flip-coins.ts, extra-energy.ts, discard-random-energy.ts, reveal-hand.ts, copy-attack.ts)
  | { kind: 'extra_damage_per'; amount: number; per: CountKind; filter?: TargetFilter; energy?: EnergyType }
  | { kind: 'flip_coins'; coins: number | CountKind; energy?: EnergyType; heads: PocketEffect[] }
  | { kind: 'extra_energy_bonus'; amount: number; extra: number; energy: EnergyType }
  | { kind: 'discard_random_energy'; count: number; from: RandomEnergyFrom }
  | { kind: 'reveal_hand'; who: 'opponent' | 'you' }
  /** `from: opponent_any`: any of the opponent's Pokémon (Ditto); `needsEnergy`: without the copied attack's Energy it does nothing. */
  | { kind: 'copy_attack'; from: 'opponent_active' | 'opponent_any'; needsEnergy?: boolean }
  // A1 001–110 (effects/each.ts, flip-all-heads.ts; cancel_attack: "this attack does nothing")
  | { kind: 'damage_each'; amount: number; to: TargetKind; filter?: TargetFilter }
  | { kind: 'heal_each'; amount: number; to: TargetKind; filter?: TargetFilter }
  | { kind: 'flip_all_heads'; coins: number; heads: PocketEffect[]; tails: PocketEffect[] }
  | { kind: 'cancel_attack' }
  // A1a (effects/switch-self.ts, move-energy.ts, top-card.ts, bench-from-discard.ts)
  | { kind: 'switch_self' }
  | { kind: 'move_energy'; energy: EnergyType; from: TargetKind; to: TargetKind; filter?: TargetFilter }
  | { kind: 'top_card'; to: 'hand'; filter?: TargetFilter; else: 'bottom' | 'top' }
  | { kind: 'bench_from_discard'; who: 'opponent' | 'you'; filter?: TargetFilter }
  // A1 111–226 (effects/recoil.ts, heal-dealt.ts, random-damage.ts, discard-random-hand.ts, look-top.ts, return-active.ts, move-all-energy.ts)
  | { kind: 'recoil'; amount: number }
  | { kind: 'heal_dealt' }
  | { kind: 'random_damage'; amount: number; times: number }
  | { kind: 'discard_random_hand'; count: number; who: 'opponent' | 'you' }
  | { kind: 'look_top'; count: number }
  | { kind: 'return_active'; to: 'hand' | 'deck'; who: 'opponent' | 'you'; filter?: TargetFilter }
  | { kind: 'move_all_energy'; energy?: EnergyType; from: TargetKind; to: TargetKind; filter?: TargetFilter }
  | { kind: 'discard_self' };

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
  /**
   * A Trainer card played as if it were a Basic Pokémon (the Fossils: "Play this card as if it were a
   * 40-HP Basic {C} Pokémon."): in play and for evolving it is a Basic Pokémon; in the deck and hand it is
   * an Item, so effects that look for Pokémon there (search) skip it. Its card text is `text`.
   */
  playedAs?: { trainer: 'Item' | 'Supporter'; text: string };
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
