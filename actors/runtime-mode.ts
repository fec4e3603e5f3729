/**
 * The two ways a runtime runs its machines (docs/fast-mode.md): `actors` (the default) spawns XState actors under a
 * game actor, for inspection, persistence, embedding and play; `fast` runs the same machine definitions compiled to
 * tables, with the same rules and interceptors, objects registering their interceptors directly and bots called
 * directly, for simulation. The same seed plays the same game in both.
 */
import type { TurnMachine } from '../machines/index.ts';
import { startCompiledGameActor } from './compiled-game-actor.ts';
import { startGameActor, type GameActor, type PlayerLogic } from './game-actor.ts';
import type { Inspect } from './inspect.ts';

/** How a runtime runs its machines. @example newGame({ ..., mode: 'fast' }) */
export type RuntimeMode = 'actors' | 'fast';

/** What picks a runtime's game actor: the mode, and the inspection observer (actor mode only). */
export interface ModeOptions { mode?: RuntimeMode; inspect?: Inspect; objectActors?: boolean }

/**
 * The game actor for a runtime's options. Fast mode cannot be inspected (it has no actors): asking for both is an error.
 * @example this.actor = startRuntimeActor(turnMachine, options);
 */
export function startRuntimeActor(turn: TurnMachine, options: ModeOptions, player?: PlayerLogic): GameActor {
  const mode = options.mode ?? 'actors';
  if (mode !== 'actors' && mode !== 'fast') throw new Error(`mode must be "actors" or "fast"; got ${JSON.stringify(mode)}`);
  if (mode === 'actors') return startGameActor(turn, options.inspect, player);
  if (options.inspect) throw new Error('fast mode has no actors to inspect: drop `inspect`, or use mode "actors"');
  return startCompiledGameActor(turn, player);
}

/** Whether a runtime spawns an actor per permanent: in actor mode unless `objectActors: false`; never in fast mode. */
export function wantsObjectActors(options: ModeOptions): boolean {
  return options.mode !== 'fast' && options.objectActors !== false;
}
