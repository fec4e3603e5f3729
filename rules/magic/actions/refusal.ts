/**
 * A refused action as a value (CR 117.1, 601.2, 602.2, 305.1: what the rules don't allow now). The checks of casting,
 * activating and playing a land return one instead of throwing, so that listing the legal actions (legal.ts) tries
 * hundreds of candidates without building an Error for each; submitting an action turns it into the
 * IllegalActionError with the same code and message (`orThrow`).
 */
import { IllegalActionError } from '../../core.ts';

/**
 * Why an action is illegal: a stable code and a message for people.
 * @example new Refusal('action/land_limit', 'only one land per turn (CR 305.2)')
 */
export class Refusal {
  constructor(readonly code: string, readonly message: string) {}
}

/** The refusal of a trial that would have asked its player a question: a listed action never needs one. */
export const NEEDS_CHOICE = new Refusal('action/needs_choice', 'needs a choice');

/** Whether a check may ask its player a question (an action being submitted), or must refuse instead (a trial). */
export type Asking = 'ask' | 'refuse';

/**
 * The checked value, or the refusal thrown as IllegalActionError (the throwing form of a check).
 * @example const prepared = orThrow(checkPlayLand(core, action)); // throws 'action/land_limit' on a second land
 */
export function orThrow<T>(checked: T | Refusal): T {
  if (!(checked instanceof Refusal)) return checked;
  throw new IllegalActionError(checked.code, checked.message);
}
