/**
 * One walk over the battlefield for the state-based actions that look at permanents one at a time (those with
 * `picks`, sba/types.ts): each permanent is read once, whatever the number of such actions. The walk reads and never
 * changes the game, so an action picks from the same state it would have seen checking alone (CR 704.3: every
 * action is checked at once, then performed).
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { eachKind } from './each-kind.ts';
import type { StateBasedAction } from './types.ts';

/** The indexes of the actions with `picks`, worked out once for each list (checkStateBasedActions passes the same one every round). */
const walkers = new WeakMap<readonly StateBasedAction[], number[]>();
function walkersOf(actions: readonly StateBasedAction[]): number[] {
  let w = walkers.get(actions);
  if (!w) { w = actions.flatMap((a, i) => (a.picks ? [i] : [])); walkers.set(actions, w); }
  return w;
}

/**
 * For each action (in the order given), the permanents its `picks` chose, in battlefield characteristics order;
 * an empty list for an action without `picks`.
 * @example walkPermanents(core, [creatureDies])[0] // ids of creatures with lethal damage or toughness 0 or less
 */
export function walkPermanents(core: GameCore, actions: readonly StateBasedAction[]): ObjectId[][] {
  const picked: ObjectId[][] = actions.map(() => []);
  const walking = walkersOf(actions);
  if (!walking.length) return picked;
  // The actions this kind of permanent concerns: the first `n` of `here` (kept, not emptied: emptying a list
  // gives up its storage, and the next push would allocate it again for every permanent).
  const here: number[] = [];
  const objects = core.s.objects;
  eachKind(core, (c, ids) => {
    let n = 0;
    for (let w = 0; w < walking.length; w++) {
      const i = walking[w]!;
      if (actions[i]!.kind?.(c) ?? true) here[n++] = i;
    }
    if (!n) return;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      const o = objects[id]!;   // eachKind visits only permanents that have their object
      for (let j = 0; j < n; j++) {
        const i = here[j]!;
        if (actions[i]!.picks!(o, c)) picked[i]!.push(id);
      }
    }
  });
  return picked;
}

/**
 * The permanents one action picks, walking for it alone (the action's `check` called without them).
 * @example creatureDies.check(core) // walks for itself
 */
export function pickedAlone(core: GameCore, action: StateBasedAction): ObjectId[] {
  return walkPermanents(core, [action])[0]!;
}
