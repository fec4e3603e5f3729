/** The adventure ruleset for the scenario runner. */
import type { RuntimeMode } from '../../../actors/index.ts';
import { loadAdventurePool } from '../../../rules/adventure/index.ts';
import type { RulesetRunner } from '../types.ts';
import { adventureRunner } from './session.ts';

export { adventureRunner } from './session.ts';
export { buildAdventureState, drawPhasesHad, missingAdventureCards } from './setup.ts';

/** The adventure runner over the project's card pool (cards/adventure). @example defaultRunners().adventure */
export function defaultAdventureRunner(mode?: RuntimeMode): RulesetRunner {
  return adventureRunner(loadAdventurePool(), mode);
}
