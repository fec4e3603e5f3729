/** What a Magic game runtime is given (see Game), and its safety bound on unending loops. */
import type { StepDef } from '../machines/index.ts';
import type { Answer, CardSource, Choice } from '../rules/index.ts';
import type { Inspect } from './inspect.ts';
import type { Policy } from './policy.ts';
import type { RuntimeMode } from './runtime-mode.ts';

/**
 * @example const options: GameOptions = { cards: pool, policies: [randomPolicy(1), randomPolicy(2)], keepLog: false };
 */
export interface GameOptions {
  cards: CardSource;
  policies: Policy[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  /** Spawn an actor per permanent (actor mode's default; fast mode never does). */
  objectActors?: boolean;
  /** `actors` (default): XState actors under a game actor; `fast`: the same machines compiled to tables (docs/fast-mode.md). */
  mode?: RuntimeMode;
  keepLog?: boolean;
  maxTurns?: number;
  /** The safety bound on resolutions in a row without a player's action (default 1,000,000): past it, an EngineError. */
  maxResolutions?: number;
  steps?: readonly StepDef[];
  /** XState's inspection observer, passed to every actor the game creates (turn, priority, stack, combat, players, objects). */
  inspect?: Inspect;
}

/**
 * A safety bound, not a rule: a loop that repeats the same state with only mandatory actions is a draw (CR 104.4b,
 * detectLoop); one that makes progress runs to its end. Past this many resolutions without a player's action the
 * engine stops with an EngineError rather than invent a result.
 */
export const MAX_RESOLUTIONS_WITHOUT_ACTION = 1_000_000;
