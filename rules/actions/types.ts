/** Player actions: what a player may submit when the game waits for them. */
import type { ObjectId, PlayerId, Target } from '../state/types.ts';

export type PlayerAction =
  | { type: 'pass'; player: PlayerId }
  | { type: 'cast'; player: PlayerId; card: ObjectId; targets?: Target[]; mode?: number[]; x?: number; pay?: ObjectId[] | 'auto'; altCost?: string; kicked?: boolean; divide?: number[]; sacrifice?: ObjectId }
  | { type: 'activate'; player: PlayerId; source: ObjectId; ability: number; targets?: Target[]; x?: number; pay?: ObjectId[] | 'auto' }
  | { type: 'play_land'; player: PlayerId; card: ObjectId }
  | { type: 'attack'; player: PlayerId; attackers: { id: ObjectId; target: Target }[] }
  | { type: 'block'; player: PlayerId; blockers: { id: ObjectId; blocks: ObjectId }[] }
  | { type: 'concede'; player: PlayerId };

export type ActionType = PlayerAction['type'];
