/** What a restore refused: the problems of the StateError it threw (empty when it took the state). */
import { StateError } from '../../actors/index.ts';

/**
 * Run a restore and give the problems its StateError names; any other error is thrown on.
 * @example expect(stateRefusal(() => restoreGame(text, options))).toEqual([]);
 */
export function stateRefusal(restore: () => unknown): string[] {
  try {
    restore();
  } catch (e) {
    if (e instanceof StateError) return e.problems;
    throw e;
  }
  return [];
}
