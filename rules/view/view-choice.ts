/**
 * In-action choices: a choice lists what its player may see (their own hand, the top of their library while
 * scrying, CR 701.22), so it is shown to that player only.
 */
import type { Choice } from '../choices.ts';
import type { PlayerId } from '../state/types.ts';

/**
 * The choice if it is `viewer`'s to make, else null.
 * @example viewChoice({ kind: 'mulligan', player: 0, hand: [3, 9, 14] }, 1) // null
 */
export function viewChoice(choice: Choice, viewer: PlayerId): Choice | null {
  return choice.player === viewer ? choice : null;
}
