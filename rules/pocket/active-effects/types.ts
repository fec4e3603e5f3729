/**
 * The active-effects registry's data model (seeds/active-effects-design.md, "Data Model"): persistent
 * modifiers with a source, a scope, a duration, a stacking mode and key, and a suppression flag.
 */
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { EnergyType } from '../energy-types.ts';

/**
 * What an effect changes, and so where the rules query it (design: "Integration Points").
 * - `damage_boost` (amount): attack damage done by the affected Pokémon; queried at damage calculation.
 * - `damage_reduction` (amount): attack damage taken by the affected Pokémon, after Weakness.
 * - `energy_multiplier` (energy_type, multiplier): each such Energy attached provides that many; queried at energy counting.
 * - `retreat_cost_reduction` (amount): less Retreat Cost; `no_retreat`: can't retreat; queried at retreat.
 * - `no_supporters`: the affected player can't play Supporters.
 * - `attack_flip`: the affected Pokémon's attacks need heads on a coin flip to happen.
 * - `suppress_abilities`: effects that come from Abilities of Pokémon in its scope are suppressed.
 * - `no_attack`: the affected Pokémon can't attack; queried when an attack is chosen (actions/attack.ts).
 * - `counter_damage` (amount): when the affected Pokémon, Active, is damaged by an attack, it does that
 *   much damage to the Attacking Pokémon (effects/counter-damage.ts).
 * - `no_evolve`: the affected Pokémon can't be evolved by playing a card from the hand (Aerodactyl ex's
 *   Primeval Law, seed 004 `block_evolution`); queried when evolving (calc/evolve-block.ts).
 * - `modifier` (target, operation, value, condition): the seed's Generic Modifier System, a numeric change
 *   to `damage.dealt`, `damage.taken` or `retreat.cost` under an optional condition (active-effects/modifier.ts).
 * - `prevent_attacks`: attacks of the other player do the affected Pokémon no damage and their effects on it
 *   don't happen (Dugtrio's Dig; effects/prevent-attacks.ts, calc/damage.ts).
 * @example const t: EffectType = 'damage_reduction';
 */
export const EFFECT_TYPES = [
  'damage_boost', 'damage_reduction', 'energy_multiplier', 'retreat_cost_reduction', 'no_retreat',
  'no_supporters', 'attack_flip', 'suppress_abilities',
  'no_attack', 'counter_damage',
  'no_evolve', 'modifier',
  'prevent_attacks',
] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

/**
 * Who or what an effect applies to (design: EffectScope). `self` is the affected Pokémon fixed when the
 * effect began (the source itself, or the Defending Pokémon for an attack's effect on it); the team and
 * opponent scopes are relative to the source's player; `own_player` and `opponent_player` affect players.
 * @example const s: EffectScope = 'team_all';
 */
export const EFFECT_SCOPES = [
  'self', 'team_active', 'team_bench', 'team_all', 'opponent_active', 'opponent_bench', 'opponent_all',
  'all_pokemon', 'own_player', 'opponent_player', 'global',
] as const;
export type EffectScope = (typeof EFFECT_SCOPES)[number];

/**
 * How effects with the same stacking key combine (design: StackingMode): their values sum, only the
 * strongest or the weakest counts, or only one of them counts at all (the earliest).
 * @example const m: StackingMode = 'no_stack';
 */
export const STACKING_MODES = ['additive', 'max_only', 'min_only', 'no_stack'] as const;
export type StackingMode = (typeof STACKING_MODES)[number];

/**
 * How long an effect lasts. `this_turn` ends with that turn; `opponent_next_turn` applies only during
 * the turn after `turn` and ends with it; `while_in_play` lasts until the source leaves play (or
 * evolves); `while_active` lasts while the affected Pokémon stays in the Active Spot.
 * @example const d: EffectDuration = { kind: 'opponent_next_turn', turn: 3 };
 */
export type EffectDuration =
  | { kind: 'this_turn'; turn: number }
  | { kind: 'opponent_next_turn'; turn: number }
  | { kind: 'while_in_play' }
  | { kind: 'while_active' };

export type DurationKind = EffectDuration['kind'];

/** Where an effect came from (design: source_type). */
export type SourceKind = 'ability' | 'attack' | 'trainer' | 'rule';

/** Effect-specific parameters. */
export interface EffectParams {
  amount?: number;
  multiplier?: number;
  /** energy_multiplier: which Energy is multiplied. */
  energy_type?: EnergyType;
  /** Only Pokémon of this type are affected (Jungle Totem: your {G} Pokémon; Fighting Coach: your {F} Pokémon). */
  pokemon_type?: EnergyType;
  /** damage_boost: only against the opponent's Active Pokémon (not Benched targets). */
  against?: 'opponent_active';
  /** Applies only while its source is in the Active Spot (a passive Ability "as long as this Pokémon is in the Active Spot"). */
  source_active?: boolean;
  /** Only Pokémon with one of these names are affected (Blaine: "your Ninetales, Rapidash, or Magmar"). */
  names?: string[];
  /** modifier: the value changed (`damage.dealt`, `damage.taken`, `retreat.cost`). */
  target?: ModifierTarget;
  /** modifier: how (`add`, `multiply`, `set`, `min` = at most value, `max` = at least value). */
  operation?: ModifierOperation;
  /** modifier: the operand. */
  value?: number;
  /** modifier: when it applies, e.g. `attacker.type == Fire and defender.ex == true` (active-effects/modifier-condition.ts). */
  condition?: string;
}

/** What a `modifier` effect changes (seed 004, Generic Modifier System `target`). */
export const MODIFIER_TARGETS = ['damage.dealt', 'damage.taken', 'retreat.cost'] as const;
export type ModifierTarget = (typeof MODIFIER_TARGETS)[number];
/** How a `modifier` effect changes it (seed 004, Generic Modifier System `operation`). */
export const MODIFIER_OPERATIONS = ['add', 'multiply', 'set', 'min', 'max'] as const;
export type ModifierOperation = (typeof MODIFIER_OPERATIONS)[number];

/**
 * One active effect (design: ActiveEffect). `name` is the name of the attack, Ability or Trainer that
 * made it, which is how players and scenarios refer to it.
 * @example
 * const barrier: ActiveEffect = { id: 1, name: 'Barrier Attack', type: 'damage_reduction', sourceKind: 'attack',
 *   source: 12, sourceCard: 'Mr. Mime', player: 0, scope: 'self', target: 12, stacking: 'additive',
 *   key: 'damage_reduction', params: { amount: 20 }, duration: { kind: 'opponent_next_turn', turn: 3 },
 *   suppressed: false, createdTurn: 3 };
 */
export interface ActiveEffect {
  id: number;
  name: string;
  type: EffectType;
  sourceKind: SourceKind;
  /** The card that made it (a Pokémon in play for abilities and attacks; a Trainer card), or null for a game rule. */
  source: ObjectId | null;
  sourceCard: string;
  player: PlayerId;
  scope: EffectScope;
  /** For scope `self`: the affected Pokémon. */
  target: ObjectId | null;
  stacking: StackingMode;
  key: string;
  params: EffectParams;
  duration: EffectDuration;
  /** Temporarily disabled (design: Suppression System); suppressed effects are skipped by queries. */
  suppressed: boolean;
  createdTurn: number;
}

/** An effect as a card describes it, before it has a source, a player and ids. */
export interface EffectSpec {
  type: EffectType;
  scope: EffectScope | 'defender';
  duration: DurationKind;
  stacking: StackingMode;
  key?: string;
  params: EffectParams;
}

/** One line of a query's trace: an effect, the value it contributed, and whether it counted. */
export interface TraceEntry {
  effect: number;
  name: string;
  source: string;
  type: EffectType;
  value: number;
  used: boolean;
  note?: string;
}

/** A computed value and the effects that produced it (design goal: debuggability). */
export interface Traced<T = number> {
  value: T;
  base: number;
  trace: TraceEntry[];
  steps: string[];
}
