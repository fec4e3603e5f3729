/**
 * The Pocket events. They join the core's GameEvent union by declaration merging (RulesetEvents), so
 * they travel the same pipeline (replacement → handler → triggers) and the same RxJS bus as Magic's.
 * Shared with the core vocabulary: draw, damage (`combat: true` = attack damage), shuffle, turn, step,
 * lose, game_draw.
 */
import type { ObjectId, PlayerId } from '../state/types.ts';
import type { ActiveEffect, TraceEntry } from './active-effects/types.ts';
import type { Condition, EnergyType, PocketZone } from './types.ts';

/** A card moves between zones (Active Spot and Bench included). */
export interface PocketMoveEvent { type: 'pocket_move'; object: ObjectId; card: string; owner: PlayerId; from: PocketZone; to: PocketZone; cause: string }

export interface PocketEvents {
  pocket_move: PocketMoveEvent;
  /** The Energy Zone makes this turn's Energy (`energy` is filled in by the handler: the plan, else the RNG). */
  pocket_energy_zone: { type: 'pocket_energy_zone'; player: PlayerId; energy: EnergyType | null };
  /** Energy is attached: from the Energy Zone (`cause: 'energy_zone'`) or by an effect. */
  pocket_attach: { type: 'pocket_attach'; player: PlayerId; object: ObjectId; energy: EnergyType; cause: string };
  pocket_discard_energy: { type: 'pocket_discard_energy'; object: ObjectId; energy: EnergyType[]; cause: string };
  /** `object` (an evolution card from hand) is put onto `from`, which goes under it. */
  pocket_evolve: { type: 'pocket_evolve'; player: PlayerId; object: ObjectId; from: ObjectId; card: string; fromCard: string };
  /** A Benched Pokémon becomes Active; the old Active (if any) goes to the Bench. */
  pocket_switch: { type: 'pocket_switch'; player: PlayerId; active: ObjectId; benched: ObjectId | null; cause: string };
  pocket_condition: { type: 'pocket_condition'; object: ObjectId; condition: Condition; on: boolean; cause: string };
  pocket_heal: { type: 'pocket_heal'; object: ObjectId; amount: number };
  /** A Pokémon is Knocked Out: it and the cards under it go to the discard pile. */
  pocket_knock_out: { type: 'pocket_knock_out'; object: ObjectId; card: string; owner: PlayerId; points: number; byAttack: boolean };
  pocket_points: { type: 'pocket_points'; player: PlayerId; amount: number };
  pocket_attack: { type: 'pocket_attack'; player: PlayerId; object: ObjectId; card: string; attack: string };
  pocket_ability: { type: 'pocket_ability'; player: PlayerId; object: ObjectId; card: string; ability: string; index: number };
  pocket_trainer: { type: 'pocket_trainer'; player: PlayerId; object: ObjectId; card: string; trainer: 'Item' | 'Supporter' };
  pocket_retreat: { type: 'pocket_retreat'; player: PlayerId; object: ObjectId; to: ObjectId; cost: number };
  /** A coin flip; the handler flips it (a forced result, else the game's RNG) and fills in `heads`. */
  pocket_coin: { type: 'pocket_coin'; player: PlayerId; reason: string; heads: boolean | null };
  /** A random pick among `options`; the handler fills in `chosen` (and `index`, its place in `options`, which may repeat an id). */
  pocket_random: { type: 'pocket_random'; player: PlayerId; reason: string; options: ObjectId[]; chosen: ObjectId | null; index?: number };
  /**
   * Cards are revealed to `player` (Mew's Psy Report: `owner`'s hand): `cards` are their names in order;
   * `objects`, if given, their ids (Psy Report leaves them out, so a revealed card can't be followed once
   * it moves). Nothing moves.
   */
  pocket_reveal: { type: 'pocket_reveal'; player: PlayerId; owner: PlayerId; objects?: ObjectId[]; cards: string[]; cause: string };
  pocket_effect_start: { type: 'pocket_effect_start'; effect: ActiveEffect };
  pocket_effect_end: { type: 'pocket_effect_end'; id: number; name: string; reason: string };
  /** An attack doesn't happen (Octazooka's flip, Confusion). */
  pocket_attack_failed: { type: 'pocket_attack_failed'; player: PlayerId; object: ObjectId; card: string; attack: string; reason: string };
  pocket_checkup: { type: 'pocket_checkup'; turn: number };
  /** How a value was computed (damage, Retreat Cost): the steps and the active effects that changed it. */
  pocket_calc: { type: 'pocket_calc'; what: 'damage' | 'retreat_cost'; object: ObjectId; value: number; steps: string[]; effects: TraceEntry[] };
  /** The active player ends the turn without attacking. */
  pocket_end_turn: { type: 'pocket_end_turn'; player: PlayerId };
}

declare module '../events/types.ts' {
  interface RulesetEvents extends PocketEvents {}
}

export type PocketEvent = PocketEvents[keyof PocketEvents];
