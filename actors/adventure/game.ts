/**
 * The Adventure runtime: the shared runtime (actors/ruleset-game.ts) with Adventure's definition
 * (actors/adventure/definition.ts) — under one game actor, the turn machine built from `adventureSteps` walks the
 * phases, a priority actor per window size runs each phase's window, the rules do the work through the core's event
 * pipeline, player actors decide through their policies, and every event goes out on the RxJS bus.
 */
import type { AdventurePool, AdventureState, AdventureView } from '../../rules/adventure/index.ts';
import { RulesetGame, type RulesetGameOptions } from '../ruleset-game.ts';
import { adventureRuleset } from './definition.ts';

export { adventureTurnMachine } from './definition.ts';

/**
 * Options of an Adventure game.
 * @example { cards: pool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] }
 */
export type AdventureGameOptions = RulesetGameOptions<AdventurePool, AdventureView>;

/**
 * A running Adventure game.
 * @example const g = new AdventureGame(state, { cards: pool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] }); g.start(); g.run();
 */
export class AdventureGame extends RulesetGame<AdventureState, AdventurePool, AdventureView> {
  constructor(state: AdventureState, options: AdventureGameOptions) {
    super(adventureRuleset, state, options);
  }
}
