/**
 * Magic's stages of the event pipeline, given to a GameCore as its ruleset (rules/core.ts, RulesetHooks): replacement
 * and prevention effects of the permanents and shields (CR 614, 615), the handlers that change the state, trigger
 * detection (CR 603.2), the characteristics through the layers (CR 613) that card expressions read, and the events after
 * which state-based actions need not be checked again (CR 704.3).
 */
import type { RulesetHooks } from '../core.ts';
import { handle } from './handlers/index.ts';
import { characteristics } from './layers/compute.ts';
import { applicableReplacements } from './replacement/collect.ts';
import { INERT_FOR_SBA } from './sba/inert-events.ts';
import { detectTriggers } from './triggers/detect.ts';

/**
 * The Magic rules for a GameCore.
 * @example const core = new GameCore(state, { cards: pool, ruleset: magicRules });
 */
export const magicRules: RulesetHooks = {
  name: 'magic',
  handle,
  replacements: applicableReplacements,
  detect: detectTriggers,
  characteristics,
  inert: INERT_FOR_SBA,
};
