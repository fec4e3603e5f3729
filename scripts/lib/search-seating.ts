/**
 * Seating the search bot (actors/search) in a Magic or Adventure game (`npm run play -- --bot search`, with or
 * without `--human`): it takes the seats of the random bots that `npm start` would put there, seeded as those bots
 * would be (seed × 2 + 1 + seat), and is told the decklists (public in a match).
 */
import { adventureSearchPolicy, searchPolicy } from '../../actors/search/index.ts';
import type { Seating } from './replay/index.ts';

/**
 * The bots `play` can seat.
 * @example PLAY_BOTS.includes('search') // true
 */
export const PLAY_BOTS = ['random', 'search'] as const;
/** @example const bot: PlayBot = 'search'; */
export type PlayBot = (typeof PLAY_BOTS)[number];

/**
 * Whether the search bot plays a ruleset (by the name `play --ruleset` takes): Magic's and Adventure's.
 * @example searchPlays('pocket') // false
 */
export function searchPlays(ruleset: string): boolean {
  return ruleset === 'magic' || ruleset === 'magic-full-pool' || ruleset === 'adventure';
}

/**
 * A seating that puts the search bot in `seats` and leaves the other seats' bots as they are.
 * @example ruleset.game(seed, decks, searchSeating(seed, decks, [0]), {})
 */
export function searchSeating(seed: number, decks: readonly { cards: readonly string[] }[], seats: readonly number[] = [0], ruleset = 'magic', playouts?: number): Seating {
  const lists = decks.map((d) => d.cards);
  const make = (i: number) => {
    const options = { seed: seed * 2 + 1 + i, decks: lists, playouts };
    return ruleset === 'adventure' ? adventureSearchPolicy(options) : searchPolicy(options);
  };
  return (bots) => bots.map((bot, i) => (seats.includes(i) ? (make(i) as unknown as typeof bot) : bot));
}
