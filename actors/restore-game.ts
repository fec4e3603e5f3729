/** Restoring a Magic game from a state that comes from outside (a save, a message): checked before anything is built. */
import { magicSteps } from '../machines/index.ts';
import { clonePlain, compactStateProblems, isCompactState, stateProblems } from '../rules/index.ts';
import type { CardSource, GameState } from '../rules/index.ts';
import { Game } from './game.ts';
import type { GameOptions } from './game-options.ts';

/** A state that cannot be played from: `problems` lists each with its path. */
export class StateError extends Error {
  readonly code = 'state/invalid';
  constructor(readonly problems: string[]) {
    super(`the game state is refused: ${problems.join('; ')}`);
    this.name = 'StateError';
  }
}

/** A saved state given as a value or as its JSON text: the value, or a StateError for text that is not JSON. */
function jsonValue(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input);
  } catch (e) {
    throw new StateError([`state: not JSON (${(e as Error).message}); the text may be truncated`]);
  }
}

/**
 * A saved state given as a value or as its JSON text, parsed, and expanded when it is in its compact form
 * (`game.save()`, rules/state/compact-state.ts; its short rows checked as rows, rules/state/check-compact-state.ts),
 * with what is wrong with it as `path: message` lines (empty when it is fine). Text that is not JSON is a StateError.
 * @example const { value, problems } = checkedStateValue(text, { cards: pool, steps });
 */
export function checkedStateValue(input: unknown, check: { cards?: CardSource; steps?: readonly string[] }): { value: unknown; problems: string[] } {
  const raw = jsonValue(input);
  return isCompactState(raw) ? compactStateProblems(raw, check) : { value: raw, problems: stateProblems(raw, check) };
}

/**
 * A game at a saved position: `input` is the state or its JSON text. A truncated, edited or inconsistent state is
 * refused with a StateError naming each problem, and no game is built. Call `resume()` to play on from there. A
 * compact save's rows are checked as rows (rules/state/check-compact-state.ts), the same problems found.
 * @example const game = restoreGame(readFileSync('game.json', 'utf8'), { cards: pool, policies }); game.resume();
 */
export function restoreGame(input: unknown, options: GameOptions): Game {
  const { value, problems } = checkedStateValue(input, { cards: options.cards, steps: (options.steps ?? magicSteps).map((s) => s.name) });
  if (problems.length) throw new StateError(problems);
  // Text parsed here is the game's own already; a value given is copied (an expanded one shares its parts but the
  // objects with it), so the caller's object never changes with the game.
  return new Game(typeof input === 'string' ? value as GameState : clonePlain(value as GameState), options);
}
