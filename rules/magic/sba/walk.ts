/**
 * One walk over the battlefield for the state-based actions that look at permanents one at a time (those with
 * `picks`, sba/types.ts): each permanent is read once, whatever the number of such actions. The walk reads and never
 * changes the game, so an action picks from the same state it would have seen checking alone (CR 704.3: every
 * action is checked at once, then performed).
 */
import type { GameCore } from '../../core.ts';
import type { Characteristics } from '../../state/characteristics.ts';
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
  const concerned = concernedOf(actions);
  const objects = core.s.objects;
  eachKind(core, (c, ids) => {
    const here = concerning(concerned, actions, walking, c);
    if (!here.length) return;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      const o = objects[id]!;   // eachKind visits only permanents that have their object
      for (let j = 0; j < here.length; j++) {
        const i = here[j]!;
        if (actions[i]!.picks!(o, c)) picked[i]!.push(id);
      }
    }
  });
  return picked;
}

/**
 * For each list of actions, the actions each characteristics record concerns (the indexes of those whose `kind` takes
 * it). A record handed out by the layers is never changed (a change makes a new one), and most stay the same from one
 * computation to the next: each is asked its kinds once, not at every walk.
 */
const concernedBy = new WeakMap<readonly StateBasedAction[], WeakMap<Characteristics, readonly number[]>>();
function concernedOf(actions: readonly StateBasedAction[]): WeakMap<Characteristics, readonly number[]> {
  let m = concernedBy.get(actions);
  if (!m) { m = new WeakMap(); concernedBy.set(actions, m); }
  return m;
}

function concerning(concerned: WeakMap<Characteristics, readonly number[]>, actions: readonly StateBasedAction[], walking: readonly number[], c: Characteristics): readonly number[] {
  let here = concerned.get(c);
  if (here === undefined) {
    const list: number[] = [];
    for (let w = 0; w < walking.length; w++) {
      const i = walking[w]!;
      if (actions[i]!.kind?.(c) ?? true) list.push(i);
    }
    here = list;
    concerned.set(c, here);
  }
  return here;
}

/**
 * The permanents one action picks, walking for it alone (the action's `check` called without them).
 * @example creatureDies.check(core) // walks for itself
 */
export function pickedAlone(core: GameCore, action: StateBasedAction): ObjectId[] {
  return walkPermanents(core, [action])[0]!;
}
