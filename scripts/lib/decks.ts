/** The built-in decks and card pool, shared by the scripts and the tests. */
import { projectRoot } from './root.ts';
import { loadCardPool, loadDeck } from '../../rules/cards/index.ts';
import type { CardPool } from '../../rules/cards/index.ts';
import { loadAdventureDeck, loadAdventurePool } from '../../rules/adventure/index.ts';
import type { AdventurePool } from '../../rules/adventure/index.ts';

const root = projectRoot();

/** A deck as newGame takes it. */
export interface NamedDeck { name: string; cards: string[] }

/** The built-in Magic pool and its two decks, Red-Green vs White-Blue, loaded once. */
export interface BuiltIn { pool: CardPool; decks: NamedDeck[] }

let cached: BuiltIn | null = null;

/**
 * Load `cards/magic` and the two built-in decks (cached after the first call).
 * @example const { pool, decks } = builtInMagic(); newGame({ seed: 1, decks, cards: pool, policies });
 */
export function builtInMagic(): BuiltIn {
  if (cached) return cached;
  const pool = loadCardPool(`${root}cards/magic`);
  const decks = [
    { name: 'Red-Green', cards: loadDeck(`${root}cards/decks/red-green.yaml`, pool) },
    { name: 'White-Blue', cards: loadDeck(`${root}cards/decks/white-blue.yaml`, pool) },
  ];
  cached = { pool, decks };
  return cached;
}

let fullPoolCache: BuiltIn | null = null;

/**
 * The Magic pool and the two full-pool decks: every card of the pool is in one of them (cached).
 * @example const { pool, decks } = fullPoolMagic();
 */
export function fullPoolMagic(): BuiltIn {
  if (fullPoolCache) return fullPoolCache;
  const { pool } = builtInMagic();
  fullPoolCache = {
    pool,
    decks: [
      { name: 'Full Pool 1', cards: loadDeck(`${root}cards/decks/full-pool-1.yaml`, pool) },
      { name: 'Full Pool 2', cards: loadDeck(`${root}cards/decks/full-pool-2.yaml`, pool) },
    ],
  };
  return fullPoolCache;
}

let multiplayerCache: BuiltIn | null = null;

/**
 * The decks of a free-for-all (CR 806): seats A and B play the built-in Red-Green and White-Blue, seats C and D the
 * two full-pool decks (cached).
 * @example const { pool, decks } = multiplayerMagic(3); // Red-Green, White-Blue, Full Pool 1
 */
export function multiplayerMagic(players: 2 | 3 | 4): BuiltIn {
  multiplayerCache ??= { pool: builtInMagic().pool, decks: [...builtInMagic().decks, ...fullPoolMagic().decks] };
  return { pool: multiplayerCache.pool, decks: multiplayerCache.decks.slice(0, players) };
}

let adventureCache: { pool: AdventurePool; decks: NamedDeck[] } | null = null;

/**
 * Load `cards/adventure` and the two built-in Adventure decks (cached after the first call).
 * @example const { pool, decks } = builtInAdventure(); newAdventureGame({ seed: 1, decks, cards: pool, policies });
 */
export function builtInAdventure(): { pool: AdventurePool; decks: NamedDeck[] } {
  if (adventureCache) return adventureCache;
  const pool = loadAdventurePool(`${root}cards/adventure`);
  const decks = ['adventure-knights', 'adventure-wildfire'].map((d) => loadAdventureDeck(`${root}cards/decks/${d}.yaml`, pool));
  adventureCache = { pool, decks };
  return adventureCache;
}
