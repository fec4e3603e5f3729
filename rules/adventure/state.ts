/**
 * The Adventure extension of the game state: each player's mana (maximum and available), pumps that last
 * until end of turn, and triggered effect items waiting to be processed. It lives in the same plain,
 * serializable GameState, under `adventure`.
 */
import type { GameCore } from '../core.ts';
import { createGameState } from '../state/create.ts';
import type { GameSetup } from '../state/create.ts';
import type { GameState, ObjectId, PlayerId } from '../state/types.ts';
import type { EffectItem } from './types.ts';

/** The cap on a player's maximum mana (seed: "Add 1 mana to mana pool (up to ~8)", read as exactly 8). */
export const MAX_MANA = 8;
export const STARTING_LIFE = 20;
export const OPENING_HAND = 5;

export interface ManaState { max: number; available: number }

/** A trigger that fired, waiting with its effect items bound. `source` is null for the engine's own rules. */
export interface QueuedTrigger { source: ObjectId | null; controller: PlayerId; name: string; effects: EffectItem[] }

export interface AdventureExtension {
  mana: ManaState[];
  pumps: { object: ObjectId; power: number; toughness: number }[];
  queue: QueuedTrigger[];
}

export type AdventureState = GameState & { adventure: AdventureExtension };

/**
 * A new Adventure game state: libraries in deck order, 20 life, no mana.
 * @example const s = createAdventureState({ seed: 1, players: [{ name: 'A', deck }, { name: 'B', deck }] });
 */
export function createAdventureState(setup: GameSetup): AdventureState {
  const s = createGameState({ ...setup, ruleset: 'adventure', startingLife: setup.startingLife ?? STARTING_LIFE }) as AdventureState;
  s.firstPlayerSkipsDraw = false;
  s.adventure = { mana: s.players.map(() => ({ max: 0, available: 0 })), pumps: [], queue: [] };
  return s;
}

/** The Adventure part of a game's state. Throws if the game is not an Adventure game. */
export function adv(core: GameCore): AdventureExtension {
  const ext = (core.s as Partial<AdventureState>).adventure;
  if (!ext) throw new Error(`not an adventure game (ruleset "${core.s.ruleset}"); create it with createAdventureState`);
  return ext;
}

export function isAdventureState(s: GameState): s is AdventureState {
  return (s as Partial<AdventureState>).adventure !== undefined;
}
