/**
 * Seating the search bot (actors/search) in a Magic game (`npm run play -- --bot search`, with or without `--human`):
 * it takes the seats of the random bots that `npm start` would put there, seeded as those bots would be
 * (seed × 2 + 1 + seat), and is told the decklists (public in a match).
 */
import { searchPolicy } from '../../actors/search/index.ts';
import type { Seating } from './replay/index.ts';

/**
 * The bots `play` can seat.
 * @example PLAY_BOTS.includes('search') // true
 */
export const PLAY_BOTS = ['random', 'search'] as const;
/** @example const bot: PlayBot = 'search'; */
export type PlayBot = (typeof PLAY_BOTS)[number];

/**
 * A seating that puts the search bot in `seats` and leaves the other seats' bots as they are.
 * @example ruleset.game(seed, decks, searchSeating(seed, decks, [0]), {})
 */
export function searchSeating(seed: number, decks: readonly { cards: readonly string[] }[], seats: readonly number[] = [0], playouts?: number): Seating {
  const lists = decks.map((d) => d.cards);
  return (bots) => bots.map((bot, i) => (seats.includes(i) ? (searchPolicy({ seed: seed * 2 + 1 + i, decks: lists, playouts }) as unknown as typeof bot) : bot));
}
