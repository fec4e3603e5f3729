/**
 * A Pocket game: the shared runtime (actors/ruleset-game.ts) with Pocket's definition (actors/pocket/definition.ts),
 * and a Special Conditions actor per Pokémon in play beside it, fed from the event bus.
 */
import type { Answer, Choice } from '../../rules/index.ts';
import type { PocketAction, PocketDecision, PocketGameState, PocketPool, PocketRules, PocketView } from '../../rules/pocket/index.ts';
import type { Inspect } from '../inspect.ts';
import { RulesetGame } from '../ruleset-game.ts';
import type { RuntimeMode } from '../runtime-mode.ts';
import { ConditionActors } from './condition-actors.ts';
import { pocketRuleset } from './definition.ts';
import type { PocketPlayerActor } from './player-actor.ts';
import type { PocketPolicy } from './policy.ts';

export { pocketTurnMachine } from './definition.ts';

/**
 * Options of a PocketGame.
 * @example new PocketGame(state, { pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)], keepLog: false })
 */
export interface PocketGameOptions {
  pool: PocketPool;
  policies: PocketPolicy[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  /** The rules object (to share forced random results); made from `pool` when left out. */
  rules?: PocketRules;
  keepLog?: boolean;
  /** `actors` (default) or `fast` (compiled machines, no Special Conditions actors; docs/fast-mode.md). */
  mode?: RuntimeMode;
  /** Spawn a Special Conditions actor per Pokémon in play (default true; never in fast mode). */
  conditionActors?: boolean;
  /** XState's inspection observer, given to the game actor (turn, players under it) and to the Special Conditions actors. */
  inspect?: Inspect;
}

/**
 * A running Pocket game.
 * @example const g = newPocketGame({ seed: 1, decks, pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] }); g.start(); g.run();
 */
export class PocketGame extends RulesetGame<PocketGameState, PocketPool, PocketView, PocketAction, PocketDecision, PocketPolicy, PocketPlayerActor> {
  /** The Special Conditions actors (null in fast mode or with `conditionActors: false`). */
  readonly conditions: ConditionActors | null;

  constructor(state: PocketGameState, options: PocketGameOptions) {
    super(pocketRuleset, state, {
      cards: options.pool, policies: options.policies, choose: options.choose, hooks: options.rules, keepLog: options.keepLog, mode: options.mode, inspect: options.inspect,
    });
    this.conditions = options.conditionActors === false || options.mode === 'fast' ? null : new ConditionActors(this.bus, options.inspect);
  }

  /** Go on from a position built step by step (a scenario, a save): the Special Conditions actors of the Pokémon in play first. */
  override resume(): void {
    this.conditions?.sync(this.core);
    super.resume();
  }

  override dispose(): void {
    this.conditions?.stopAll();
    super.dispose();
  }
}
