/**
 * Seating the search bot (actors/search) in a Magic, Adventure or Pocket game: the default opponent of `npm run play
 * -- --human A` and of the server's bot seats, and seat A of a bot game with `--bot search`. It takes the seats of the
 * random bots that `npm start` would put there, seeded as those bots would be (seed × 2 + 1 + seat), and is told the
 * decklists (public in a match); its budget is playouts (24 a decision in Magic and Adventure, 48 in Pocket), not
 * time, so a game replays from its seed.
 */
import { adventureSearchPolicy, pocketSearchPolicy, searchPolicy } from '../../actors/search/index.ts';
import { REPLAY_RULESET, resolveDecks, type DeckSpec, type ReplayRulesetName, type Seating } from './replay/index.ts';

/**
 * The bots `play` can seat.
 * @example PLAY_BOTS.includes('search') // true
 */
export const PLAY_BOTS = ['random', 'search'] as const;
/** @example const bot: PlayBot = 'search'; */
export type PlayBot = (typeof PLAY_BOTS)[number];

/**
 * Whether the search bot plays a ruleset (by the name `play --ruleset` takes): Magic's, Adventure's and Pocket's.
 * @example searchPlays('duel') // false
 */
export function searchPlays(ruleset: string): boolean {
  return ruleset === 'magic' || ruleset === 'magic-full-pool' || ruleset === 'adventure' || ruleset === 'pocket';
}

/**
 * A seating that puts the search bot in `seats` and leaves the other seats' bots as they are.
 * @example ruleset.game(seed, decks, searchSeating(seed, decks, [0]), {})
 */
export function searchSeating(seed: number, decks: readonly { cards: readonly string[] }[], seats: readonly number[] = [0], ruleset = 'magic', playouts?: number): Seating {
  const lists = decks.map((d) => d.cards);
  const make = (i: number) => {
    const options = { seed: seed * 2 + 1 + i, decks: lists, playouts };
    if (ruleset === 'pocket') return pocketSearchPolicy(options);
    return ruleset === 'adventure' ? adventureSearchPolicy(options) : searchPolicy(options);
  };
  return (bots) => bots.map((bot, i) => (seats.includes(i) ? (make(i) as unknown as typeof bot) : bot));
}

/**
 * The bot a person plays against when no `--bot` is given, and the server's bot seats: the search bot where it plays
 * the ruleset (Magic, Adventure, Pocket), the random bot elsewhere (Duel has no search bot).
 * @example defaultBot('adventure') // 'search'
 */
export function defaultBot(ruleset: string): PlayBot {
  return searchPlays(ruleset) ? 'search' : 'random';
}

/** Whether a bot's policy name is the search bot's (`search(7)`, `adventure-search(7)`, `pocket-search(7)`), as a save names its seats. */
export const isSearchName = (name: string): boolean => /^(adventure-|pocket-)?search\(/.test(name);

/**
 * The seating of a save's bots: the search bot in the seats the save names it (seeded as it was), the random bot
 * elsewhere; decks not of the ruleset leave the random bots (loading refuses them anyway).
 * @example loadSession(save, file, undefined, undefined, { bots: savedBots(save) })
 */
export function savedBots(save: { ruleset: ReplayRulesetName; seed: number; decks: DeckSpec[]; seats: readonly { kind: string; name: string }[] }): Seating {
  const seats = save.seats.flatMap((s, i) => (s.kind === 'bot' && isSearchName(s.name) ? [i] : []));
  if (!seats.length || !searchPlays(save.ruleset)) return (bots) => bots;
  const decks = resolveDecks(REPLAY_RULESET[save.ruleset], save.decks, []);
  return decks ? searchSeating(save.seed, decks, seats, save.ruleset) : (bots) => bots;
}
