/** Player actions: what a player may submit when the game waits for them. */
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';

export type PlayerAction =
  | { type: 'pass'; player: PlayerId }
  | { type: 'cast'; player: PlayerId; card: ObjectId; targets?: Target[]; mode?: number[]; x?: number; pay?: ObjectId[] | 'auto'; altCost?: string; kicked?: boolean; divide?: number[]; sacrifice?: ObjectId }
  | { type: 'activate'; player: PlayerId; source: ObjectId; ability: number; targets?: Target[]; x?: number; pay?: ObjectId[] | 'auto' }
  | { type: 'play_land'; player: PlayerId; card: ObjectId }
  | { type: 'attack'; player: PlayerId; attackers: { id: ObjectId; target: Target }[] }
  | { type: 'block'; player: PlayerId; blockers: { id: ObjectId; blocks: ObjectId }[] }
  | { type: 'concede'; player: PlayerId }
  /**
   * A loop shortcut (CR 732.2a): the proposer's steps, done `iterations` times unless another player shortens it
   * (732.2b); `answers` are the proposer's choices inside one iteration, in the order they are asked.
   */
  | { type: 'shortcut'; player: PlayerId; steps: LoopStep[]; iterations: number; answers?: LoopAnswer[] };

/** One step of a loop: an action of the proposer's, or every player passing so that the top of the stack resolves. */
export type LoopStep =
  | { type: 'act'; action: Extract<PlayerAction, { type: 'cast' | 'activate' }> }
  | { type: 'resolve' };

/** A choice the proposer makes inside an iteration (a mode, a target, yes or no): its kind and the answer. */
export interface LoopAnswer { kind: 'target' | 'mode' | 'yes_no' | 'cards' | 'number' | 'color' | 'player' | 'mana_color'; value: unknown }

export type ActionType = PlayerAction['type'];
