/** The Adventure event pipeline for the core: its handlers and its triggers (Adventure has no replacement effects). */
import type { AdventurePool } from './cards.ts';
import type { AdventureRules } from './context.ts';
import { handleAdventure } from './handlers/index.ts';
import { adventureInterceptors } from './interceptors.ts';
import { detectAdventure } from './triggers.ts';

/**
 * The ruleset hooks an Adventure GameCore runs on.
 * @example const core = new GameCore(createAdventureState(setup), { cards: NO_MAGIC_CARDS, ruleset: adventureRules(pool) });
 */
export function adventureRules(cards: AdventurePool): AdventureRules {
  return { name: 'adventure', cards, handle: handleAdventure, detect: detectAdventure, interceptors: adventureInterceptors };
}
