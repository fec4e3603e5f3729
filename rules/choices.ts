/** Decisions asked of a player in the middle of an action, answered synchronously by the player's policy. */
import type { Color } from './cards/types.ts';
import type { ObjectId, PlayerId, Target } from './state/types.ts';

export type Choice =
  | { kind: 'target'; player: PlayerId; source: string; legal: Target[]; min: number; max: number }
  | { kind: 'trigger_order'; player: PlayerId; options: string[] }
  | { kind: 'replacement_order'; player: PlayerId; options: string[] }
  | { kind: 'cards'; player: PlayerId; reason: string; options: ObjectId[]; min: number; max: number }
  | { kind: 'yes_no'; player: PlayerId; question: string }
  | { kind: 'color'; player: PlayerId; options: Color[] }
  | { kind: 'player'; player: PlayerId; options: PlayerId[] }
  | { kind: 'mode'; player: PlayerId; options: string[] }
  | { kind: 'number'; player: PlayerId; min: number; max: number }
  | { kind: 'assign_damage'; player: PlayerId; attacker: ObjectId; blockers: ObjectId[]; amount: number; lethal: number[]; trample: boolean }
  | { kind: 'mulligan'; player: PlayerId; hand: ObjectId[] }
  | { kind: 'mana_color'; player: PlayerId; options: string[] }
  /** A loop shortcut another player proposed (CR 732.2b): answer how many of its iterations to allow (all of them accepts). */
  | { kind: 'shortcut'; player: PlayerId; proposer: PlayerId; iterations: number; description: string };

export type ChoiceKind = Choice['kind'];

/** The answer to each kind of choice. */
export interface ChoiceAnswers {
  target: Target[];
  trigger_order: number[];
  replacement_order: number;
  cards: ObjectId[];
  yes_no: boolean;
  color: Color;
  player: PlayerId;
  mode: number;
  number: number;
  assign_damage: Record<string, number>;
  mulligan: boolean;
  mana_color: number;
  shortcut: number;
}

export type Answer = ChoiceAnswers[ChoiceKind];
export type Decider = (choice: Choice) => Answer;

/**
 * The documented default for an unanswered choice: the first legal option in the order the engine
 * offers them (FORMAT.md). Damage assignment defaults to lethal damage to each blocker in order, the
 * rest to the last blocker, or to the player with trample (CR 510.1c).
 * @example defaultAnswer({ kind: 'yes_no', player: 0, question: 'Copy?' }) // true
 */
export function defaultAnswer(choice: Choice): Answer {
  switch (choice.kind) {
    case 'target': return choice.legal.slice(0, Math.max(choice.min, Math.min(1, choice.max)));
    case 'trigger_order': return choice.options.map((_, i) => i);
    case 'replacement_order': return 0;
    case 'cards': return choice.options.slice(0, choice.min);
    case 'yes_no': return true;
    case 'color': return choice.options[0]!;
    case 'player': return choice.options[0]!;
    case 'mode': return 0;
    case 'number': return choice.min;
    case 'mana_color': return 0;
    case 'shortcut': return choice.iterations;
    case 'mulligan': return true;
    case 'assign_damage': {
      const out: Record<string, number> = {};
      let left = choice.amount;
      choice.blockers.forEach((b, i) => {
        const last = i === choice.blockers.length - 1;
        const n = last && !choice.trample ? left : Math.min(left, choice.lethal[i]!);
        out[String(b)] = n;
        left -= n;
      });
      if (left > 0) out[choice.trample || choice.blockers.length === 0 ? 'player' : String(choice.blockers[0])] = left;
      return out;
    }
  }
}
