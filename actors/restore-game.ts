/** Restoring a Magic game from a state that comes from outside (a save, a message): checked before anything is built. */
import { magicSteps } from '../machines/index.ts';
import { clonePlain, compactStateProblems, expandState, isCompactState, stateProblems } from '../rules/index.ts';
import type { GameState } from '../rules/index.ts';
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
 * (`game.save()`, rules/state/compact-state.ts): text that is not JSON, or a row that cannot be read, is a StateError.
 * @example stateValue('{"turn": 3, …}')
 */
export function stateValue(input: unknown): unknown {
  const expanded = expandState(jsonValue(input));
  if (expanded.problems.length) throw new StateError(expanded.problems);
  return expanded.value;
}

/**
 * A game at a saved position: `input` is the state or its JSON text. A truncated, edited or inconsistent state is
 * refused with a StateError naming each problem, and no game is built. Call `resume()` to play on from there. A
 * compact save's rows are checked as rows (rules/state/check-compact-state.ts), the same problems found.
 * @example const game = restoreGame(readFileSync('game.json', 'utf8'), { cards: pool, policies }); game.resume();
 */
export function restoreGame(input: unknown, options: GameOptions): Game {
  const raw = jsonValue(input);
  const check = { cards: options.cards, steps: (options.steps ?? magicSteps).map((s) => s.name) };
  const { value, problems } = isCompactState(raw) ? compactStateProblems(raw, check) : { value: raw, problems: stateProblems(raw, check) };
  if (problems.length) throw new StateError(problems);
  // Text parsed here is the game's own already; a value given is copied (an expanded one shares its parts but the
  // objects with it), so the caller's object never changes with the game.
  return new Game(typeof input === 'string' ? value as GameState : clonePlain(value as GameState), options);
}
