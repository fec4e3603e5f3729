/**
 * The arena: the search bot against the random bot with the built-in decks (Magic, Adventure or Pocket), seats (and so
 * decks) alternating from game to game. Game i uses seed `seed + i`; the bot under test sits in seat i % 2.
 */
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import { newGame } from '../../actors/index.ts';
import { randomPolicy } from '../../actors/random-policy.ts';
import { newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import { adventureSearchPolicy, pocketSearchPolicy, searchPolicy } from '../../actors/search/index.ts';
import type { GameResult } from '../../rules/index.ts';
import { builtInAdventure, builtInMagic } from './decks.ts';
import { builtInPocket } from './pocket.ts';

/**
 * The bots the arena knows, each made for a seat from a seed and the decklists.
 * @example ARENA_BOTS.includes('search') // true
 */
export const ARENA_BOTS = ['search', 'random'] as const;
/** @example const bot: ArenaBot = 'search'; */
export type ArenaBot = (typeof ARENA_BOTS)[number];

/**
 * The rulesets of the arena.
 * @example ARENA_RULESETS.includes('adventure') // true
 */
export const ARENA_RULESETS = ['magic', 'adventure', 'pocket'] as const;
/** @example const ruleset: ArenaRuleset = 'magic'; */
export type ArenaRuleset = (typeof ARENA_RULESETS)[number];

/** The search bot's budget in the arena. @example const budget: ArenaBudget = { playouts: 16 }; */
export interface ArenaBudget { playouts?: number; ms?: number; turns?: number }

/** How one arena game went for the bot under test. @example playArenaGame('search', 1, 0).outcome // 'win' */
export interface ArenaGame { seed: number; seat: number; outcome: 'win' | 'loss' | 'draw'; turns: number; ms: number }

/** Seat `seat`'s bot seed: as `npm start` seeds its random bots (seed × 2 + 1 + seat). */
const botSeed = (seed: number, seat: number) => seed * 2 + seat + 1;

/** Play one game to its end; its result and last turn. */
function playMagic(bot: ArenaBot, seed: number, seat: number, budget: ArenaBudget): { result: GameResult | null; turn: number } {
  const { pool, decks } = builtInMagic();
  const lists = decks.map((d) => d.cards);
  const policies = decks.map((_, s) => (s === seat && bot === 'search' ? searchPolicy({ seed: botSeed(seed, s), decks: lists, ...budget }) : randomPolicy(botSeed(seed, s))));
  const game = newGame({ seed, decks, cards: pool, policies, keepLog: false, objectActors: false });
  game.start();
  game.run();
  const out = { result: game.state.result, turn: game.state.turn };
  game.dispose();
  return out;
}

function playAdventure(bot: ArenaBot, seed: number, seat: number, budget: ArenaBudget): { result: GameResult | null; turn: number } {
  const { pool, decks } = builtInAdventure();
  const lists = decks.map((d) => d.cards);
  const policies = decks.map((_, s) => (s === seat && bot === 'search' ? adventureSearchPolicy({ seed: botSeed(seed, s), decks: lists, ...budget }) : adventureRandomPolicy(botSeed(seed, s))));
  const game = newAdventureGame({ seed, decks, cards: pool, policies, keepLog: false, objectActors: false });
  game.start();
  game.run();
  const out = { result: game.state.result, turn: game.state.turn };
  game.dispose();
  return out;
}

/** A Pocket game with the two default decks (Grass-Poison in seat A, Water-Psychic in seat B), no Special Conditions actors. */
function playPocket(bot: ArenaBot, seed: number, seat: number, budget: ArenaBudget): { result: GameResult | null; turn: number } {
  const { pool, decks } = builtInPocket();
  const lists = decks.map((d) => d.cards);
  const policies = decks.map((_, s) => (s === seat && bot === 'search' ? pocketSearchPolicy({ seed: botSeed(seed, s), decks: lists, ...budget }) : randomPocketPolicy(botSeed(seed, s))));
  const game = newPocketGame({ seed, decks, pool, policies, keepLog: false, conditionActors: false });
  game.start();
  game.run();
  const out = { result: game.state.result, turn: game.state.turn };
  game.dispose();
  return out;
}

/**
 * Play game `i` of an arena series: `bot` in seat i % 2 against the random bot.
 * @example playArenaGame('search', 1, 0, { playouts: 16 }).outcome // 'win'
 */
export function playArenaGame(bot: ArenaBot, firstSeed: number, i: number, budget: ArenaBudget = {}, ruleset: ArenaRuleset = 'magic'): ArenaGame {
  const seed = firstSeed + i;
  const seat = i % 2;
  const started = performance.now();
  const play = ruleset === 'adventure' ? playAdventure : ruleset === 'pocket' ? playPocket : playMagic;
  const { result: r, turn } = play(bot, seed, seat, budget);
  const outcome = !r || r.draw ? 'draw' : r.winner === seat ? 'win' : 'loss';
  return { seed, seat, outcome, turns: turn, ms: performance.now() - started };
}
