/**
 * The arena: the search bot against the random bot with the built-in Magic decks, seats (and so decks) alternating
 * from game to game. Game i uses seed `seed + i`; the search bot sits in seat i % 2.
 */
import { newGame } from '../../actors/index.ts';
import { randomPolicy } from '../../actors/random-policy.ts';
import { searchPolicy } from '../../actors/search/index.ts';
import type { Policy } from '../../actors/index.ts';
import { builtInMagic } from './decks.ts';

/**
 * The bots the arena knows, each made for a seat from a seed and the decklists.
 * @example ARENA_BOTS.includes('search') // true
 */
export const ARENA_BOTS = ['search', 'random'] as const;
/** @example const bot: ArenaBot = 'search'; */
export type ArenaBot = (typeof ARENA_BOTS)[number];

/** The search bot's budget in the arena. @example const budget: ArenaBudget = { playouts: 16 }; */
export interface ArenaBudget { playouts?: number; ms?: number; turns?: number }

/** How one arena game went for the bot under test. @example playArenaGame('search', 1, 0).outcome // 'win' */
export interface ArenaGame { seed: number; seat: number; outcome: 'win' | 'loss' | 'draw'; turns: number; ms: number }

/**
 * A bot for `seat`, seeded from the game seed and the seat (as the random bots of `npm start` are).
 * @example arenaBot('search', 7, 0, decks, { playouts: 16 })
 */
export function arenaBot(bot: ArenaBot, seed: number, seat: number, decks: readonly (readonly string[])[], budget: ArenaBudget = {}): Policy {
  const botSeed = seed * 2 + seat + 1;
  return bot === 'search' ? searchPolicy({ seed: botSeed, decks, ...budget }) : randomPolicy(botSeed);
}

/**
 * Play game `i` of an arena series: `bot` against the random bot.
 * @example playArenaGame('search', 1, 0, { playouts: 16 }).outcome // 'win'
 */
export function playArenaGame(bot: ArenaBot, firstSeed: number, i: number, budget: ArenaBudget = {}): ArenaGame {
  const { pool, decks } = builtInMagic();
  const seed = firstSeed + i;
  const seat = i % 2;
  const lists = decks.map((d) => d.cards);
  const policies = decks.map((_, s) => (s === seat ? arenaBot(bot, seed, s, lists, budget) : arenaBot('random', seed, s, lists)));
  const started = performance.now();
  const game = newGame({ seed, decks, cards: pool, policies, keepLog: false, objectActors: false });
  game.start();
  game.run();
  const r = game.state.result;
  const outcome = !r || r.draw ? 'draw' : r.winner === seat ? 'win' : 'loss';
  const turns = game.state.turn;
  game.dispose();
  return { seed, seat, outcome, turns, ms: performance.now() - started };
}
