/** The Pocket scenario runner and its card pool (cards/pocket, loaded once). */
import type { RuntimeMode } from '../../../actors/index.ts';
import { fileURLToPath } from 'node:url';
import { loadPocketPool } from '../../../rules/pocket/index.ts';
import type { PocketPool } from '../../../rules/pocket/index.ts';
import type { RulesetRunner } from '../types.ts';
import { pocketRunner } from './session.ts';

export { pocketRunner } from './session.ts';
export { buildPocketState } from './setup.ts';

let pool: PocketPool | null = null;

/**
 * The Pocket runner with the project's Pocket cards.
 * @example runScenario(scenario, { pocket: defaultPocketRunner() })
 */
export function defaultPocketRunner(mode?: RuntimeMode): RulesetRunner {
  pool ??= loadPocketPool(fileURLToPath(new URL('../../../cards/pocket', import.meta.url)));
  return pocketRunner(pool, mode);
}
