/**
 * The Magic runtime: the shared runtime (actors/ruleset-game.ts) with Magic's definition (actors/magic-ruleset.ts) —
 * under one game actor, the turn and priority machines drive the flow (actors/magic-flow.ts), the stack and combat
 * machines carry the stack and combat, the rules do the work, player actors decide, object actors live while their
 * permanents do, and every event goes out on the RxJS bus.
 */
import { magicSteps, type StepDef } from '../machines/index.ts';
import { cloneState } from '../rules/index.ts';
import type { CardSource, GameState, PendingDecision, PlayerAction, PlayerView } from '../rules/index.ts';
import type { MachineDriver } from './machine-driver.ts';
import type { PriorityActor } from './machine-actor.ts';
import { MagicFlow } from './magic-flow.ts';
import { magicRuleset } from './magic-ruleset.ts';
import type { PlayerActor } from './player-actor.ts';
import type { Policy } from './policy.ts';
import { RulesetGame } from './ruleset-game.ts';
import { MAX_RESOLUTIONS_WITHOUT_ACTION, type GameOptions } from './game-options.ts';

export type { GameOptions };

/**
 * A running game.
 * @example const g = new Game(state, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] }); g.start(); g.run();
 */
export class Game extends RulesetGame<GameState, CardSource, PlayerView, PlayerAction, PendingDecision, Policy, PlayerActor> {
  readonly steps: readonly StepDef[];

  constructor(state: GameState, private readonly options: GameOptions) {
    const steps = options.steps ?? magicSteps;
    super(magicRuleset({ steps, maxTurns: options.maxTurns ?? 200, maxResolutions: options.maxResolutions ?? MAX_RESOLUTIONS_WITHOUT_ACTION }), state, {
      cards: options.cards, policies: options.policies, choose: options.choose, objectActors: options.objectActors, mode: options.mode,
      keepLog: options.keepLog, inspect: options.inspect,
    });
    this.steps = steps;
  }

  private get magic(): MagicFlow { return this.flow as MagicFlow; }
  /** The priority actor (CR 117). */
  get priority(): PriorityActor { return this.magic.priority; }
  /** The stack and combat actors (`machines.stack`, `machines.combat`), which the rules drive through their transitions. */
  get machines(): MachineDriver { return this.magic.machines; }

  /**
   * A game to play on independently from this position: a copy of the state (its generator with it), the same
   * cards, steps and limits, and `policies`; in fast mode with no log unless `options` say otherwise. What the
   * original keeps outside its state (its loop-detection history, its policies' generators) is not copied.
   * @example const f = game.fork([randomPolicy(1), randomPolicy(2)]); f.run();
   */
  fork(policies: Policy[], options: Pick<GameOptions, 'mode' | 'keepLog' | 'objectActors'> = {}): Game {
    const { inspect: _, choose: __, ...same } = this.options;
    const g = new Game(cloneState(this.core.s), { ...same, policies, mode: 'fast', keepLog: false, ...options });
    g.decisions = this.decisions;
    g.magic.resolutionsWithoutAction = this.magic.resolutionsWithoutAction;
    g.magic.cleanupAgain = this.magic.cleanupAgain;
    return g;
  }
}
