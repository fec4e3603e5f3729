/** The Duel state: a plain GameState (players, zones, objects, the seeded generator) with one counter of its own. */
import { createGameState } from '../../../rules/index.ts';
import type { GameCore, GameState } from '../../../rules/index.ts';

/** Duel's addition to the game state: how many cards the active player has played this turn (one a turn). */
export type DuelState = GameState & { duel: { played: number } };

/** The first player to reach this many cards in hand draws no more. */
export const OPENING_HAND = 3;

/**
 * A new Duel state: 15 life each, libraries in deck order (shuffle them with the game's generator).
 * @example createDuelState(7, [duelDeck('North'), duelDeck('South')])
 */
export function createDuelState(seed: number, decks: { name: string; cards: string[] }[]): DuelState {
  const state = createGameState({ seed, ruleset: 'duel', startingLife: 15, players: decks.map((d) => ({ name: d.name, deck: d.cards })) }) as DuelState;
  state.duel = { played: 0 };
  return state;
}

/** The Duel part of a core's state. */
export const duel = (core: GameCore): DuelState['duel'] => (core.s as DuelState).duel;
