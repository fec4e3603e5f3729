/** The runtime's boundary: every action submitted from outside is checked before the rules see it. */
import { checkAction } from '../rules/index.ts';
import type { GameState, PlayerAction } from '../rules/index.ts';

/**
 * A well-formed pass goes through as it is (bots pass hundreds of times a game); anything else is checked for its
 * shape and for players and objects that exist (rules/magic/actions/check-action.ts), and refused with an
 * IllegalActionError otherwise.
 * @example game.submit(checkedAtBoundary(game.state, JSON.parse(message)))
 */
export function checkedAtBoundary(state: GameState, input: unknown): PlayerAction {
  const a = input as Record<string, unknown> | null;
  if (a !== null && typeof a === 'object' && a['type'] === 'pass' && Object.getPrototypeOf(a) === Object.prototype) {
    const p = a['player'];
    let keys = 0;
    for (const _ in a) keys++;
    if (keys === 2 && Number.isInteger(p) && (p as number) >= 0 && (p as number) < state.players.length && Object.hasOwn(a, 'player')) return input as PlayerAction;
  }
  return checkAction(state, input);
}
