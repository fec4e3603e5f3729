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
  | { type: 'zone_change'; object: ObjectId; oldId: ObjectId | null; card: string; from: ZoneName | null; to: ZoneName; owner: PlayerId; controller: PlayerId; cause?: string; tapped?: boolean; counters?: Record<string, number>; had_plus1?: number; had_minus1?: number; copy?: { keywords: string[] } }
  | { type: 'tap'; object: ObjectId }
  | { type: 'untap'; object: ObjectId }
  | { type: 'counter'; object: ObjectId; kind: string; amount: number; cost?: boolean }
  | { type: 'poison'; player: PlayerId; amount: number }
  | { type: 'mana'; player: PlayerId; mana: string; source?: ObjectId; tapped?: boolean }   // source/tapped: a mana ability of that permanent with {T} in its cost (CR 605, "taps … for mana")
  | { type: 'cast'; player: PlayerId; object: ObjectId; card: string; targets: Target[] }
  | { type: 'activate'; player: PlayerId; source: ObjectId; card: string }
  /** An object or player became a target of a spell or ability as it was put on the stack (CR 115.9c): once per spell or ability. */
  | { type: 'becomes_target'; target: Target; spell: ObjectId; player: PlayerId; card: string }
  | { type: 'trigger'; source: ObjectId; card: string; controller: PlayerId }
  | { type: 'resolve'; object: ObjectId; card: string }
  | { type: 'counter_spell'; object: ObjectId; card: string }
  | { type: 'fizzle'; object: ObjectId; card: string }
  /** A loop shortcut was taken (CR 732.2): proposed and accepted iterations, and how many were applied as a whole (rules/magic/flow/shortcuts.ts). */
  | { type: 'shortcut'; player: PlayerId; proposed: number; accepted: number; done: number; compacted: number }
  | { type: 'prevented'; source: ObjectId; target: Target; amount: number }
  | { type: 'destroy'; object: ObjectId; noRegen?: boolean }
  | { type: 'regenerate'; object: ObjectId }
  | { type: 'sacrifice'; object: ObjectId }
  | { type: 'create_token'; player: PlayerId; card: string; count: number; copy?: { keywords: string[] }; tapped?: boolean }
  | { type: 'attack'; attacker: ObjectId; target: Target }
  | { type: 'block'; blocker: ObjectId; attacker: ObjectId }
  | { type: 'unblocked'; attacker: ObjectId }   // an attacking creature no creature blocked, once blockers are declared (CR 509.1h, 509.3)
  | { type: 'step'; step: string; turn: number; active: PlayerId }
  | { type: 'turn'; turn: number; active: PlayerId }
  | { type: 'shuffle'; player: PlayerId }
  | { type: 'mulligan'; player: PlayerId; count: number }
  | { type: 'lose'; player: PlayerId; reason: string }
  | { type: 'win'; player: PlayerId }
  | { type: 'game_draw'; reason: string }
  | { type: 'control'; object: ObjectId; controller: PlayerId }
  | { type: 'transform'; object: ObjectId; card: string; back: boolean };   // a double-faced permanent turns to its other face, now named `card` (CR 701.28)

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
