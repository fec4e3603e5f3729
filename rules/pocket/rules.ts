/** The Pocket ruleset as the core's event pipeline runs it: its handlers and its trigger stage. */
import type { PocketPool } from './cards.ts';
import { pocketHandle } from './handlers/index.ts';
import { pocketDetect } from './lifecycle.ts';
import type { PocketRules } from './state.ts';
import './events.ts';

/**
 * The Pocket rules for a GameCore: `new GameCore(state, { cards: NO_MAGIC_CARDS, ruleset: createPocketRules(pool) })`.
 * Pocket has no replacement effects yet; its active effects are queried where values are computed.
 * @example const rules = createPocketRules(loadPocketPool()); rules.forced.coins.push(true);
 */
export function createPocketRules(pool: PocketPool): PocketRules {
  return { name: 'pocket', pool, forced: { coins: [], picks: [] }, handle: pocketHandle, detect: pocketDetect };
}
