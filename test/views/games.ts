/** The three rulesets' seeded random games (built-in decks, random bots, as in test/game, test/adventure and test/pocket), with what the leak oracle needs of each. */
import { newGame, randomPolicy } from '../../actors/index.ts';
import type { Game } from '../../actors/index.ts';
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import type { AdventureGame } from '../../actors/adventure/index.ts';
import type { PocketGame } from '../../actors/pocket/index.ts';
import { viewEvent } from '../../rules/index.ts';
import { adventureViewEvent } from '../../rules/adventure/index.ts';
import { pocketViewEvent } from '../../rules/pocket/index.ts';
import { builtInAdventure, builtInMagic, builtInPocket, fullPoolMagic, randomPocketGame } from '../../scripts/lib/index.ts';
import type { WatchOptions } from './watch.ts';

/** A Magic game between random bots: the built-in decks, or the two full-pool decks. */
export function magicGame(seed: number, fullPool = false): Game {
  const { pool, decks } = fullPool ? fullPoolMagic() : builtInMagic();
  return newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], objectActors: false });
}

export function adventureGame(seed: number): AdventureGame {
  const { pool, decks } = builtInAdventure();
  return newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], objectActors: false });
}

export function pocketGame(seed: number): PocketGame {
  return randomPocketGame(seed, { conditionActors: false });
}

/** Each ruleset's redaction and card names, for watch(). */
export const magicWatch = (): Pick<WatchOptions<Game>, 'redact' | 'cardNames'> => ({ redact: viewEvent, cardNames: new Set(builtInMagic().pool.names()) });
export const adventureWatch = (): Pick<WatchOptions<AdventureGame>, 'redact' | 'cardNames'> => ({ redact: adventureViewEvent, cardNames: new Set(builtInAdventure().pool.names()) });
export const pocketWatch = (): Pick<WatchOptions<PocketGame>, 'redact' | 'cardNames'> => ({ redact: pocketViewEvent, cardNames: new Set(builtInPocket().pool.names()) });
