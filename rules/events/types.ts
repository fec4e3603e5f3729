/** Typed game events: every change to the game is one of these. */
import type { ObjectId, PlayerId, Target, ZoneName } from '../state/types.ts';

/**
 * Events a ruleset adds to the vocabulary, by declaration merging in its own folder, so that the core
 * union stays the same for the others.
 * @example declare module '../events/types.ts' { interface RulesetEvents { adv_mana_pay: { type: 'adv_mana_pay'; player: number; amount: number } } }
 */
export interface RulesetEvents {}

export type GameEvent =
  | RulesetEvents[keyof RulesetEvents]
  | { type: 'draw'; player: PlayerId; object: ObjectId | null }
  | { type: 'damage'; source: ObjectId; sourceName: string; target: Target; amount: number; combat: boolean; targetName?: string }
  | { type: 'life'; player: PlayerId; amount: number }
  | { type: 'zone_change'; object: ObjectId; oldId: ObjectId | null; card: string; from: ZoneName | null; to: ZoneName; owner: PlayerId; controller: PlayerId; cause?: string; tapped?: boolean; counters?: Record<string, number>; had_plus1?: number; had_minus1?: number }
  | { type: 'tap'; object: ObjectId }
  | { type: 'untap'; object: ObjectId }
  | { type: 'counter'; object: ObjectId; kind: string; amount: number; cost?: boolean }
  | { type: 'poison'; player: PlayerId; amount: number }
  | { type: 'mana'; player: PlayerId; mana: string }
  | { type: 'cast'; player: PlayerId; object: ObjectId; card: string; targets: Target[] }
  | { type: 'activate'; player: PlayerId; source: ObjectId; card: string }
  | { type: 'trigger'; source: ObjectId; card: string; controller: PlayerId }
  | { type: 'resolve'; object: ObjectId; card: string }
  | { type: 'counter_spell'; object: ObjectId; card: string }
  | { type: 'fizzle'; object: ObjectId; card: string }
  | { type: 'prevented'; source: ObjectId; target: Target; amount: number }
  | { type: 'destroy'; object: ObjectId; noRegen?: boolean }
  | { type: 'regenerate'; object: ObjectId }
  | { type: 'sacrifice'; object: ObjectId }
  | { type: 'create_token'; player: PlayerId; card: string; count: number }
  | { type: 'attack'; attacker: ObjectId; target: Target }
  | { type: 'block'; blocker: ObjectId; attacker: ObjectId }
  | { type: 'step'; step: string; turn: number; active: PlayerId }
  | { type: 'turn'; turn: number; active: PlayerId }
  | { type: 'shuffle'; player: PlayerId }
  | { type: 'mulligan'; player: PlayerId; count: number }
  | { type: 'lose'; player: PlayerId; reason: string }
  | { type: 'win'; player: PlayerId }
  | { type: 'game_draw'; reason: string }
  | { type: 'control'; object: ObjectId; controller: PlayerId };

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
