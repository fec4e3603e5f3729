/**
 * One walk over the battlefield for the state-based actions that look at permanents one at a time (those with
 * `picks`, sba/types.ts): each permanent is read once, whatever the number of such actions. The walk reads and never
 * changes the game, so an action picks from the same state it would have seen checking alone (CR 704.3: every
 * action is checked at once, then performed).
 */
import type { GameCore } from '../../core.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { ObjectId } from '../../state/types.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { RunMap } from '../layers/runs.ts';
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

/** The longest list of ids looked through rather than made into a set (looking through a few is quicker). */
const SHORT = 8;

/**
 * The walk again when, since a walk that picked `before` over the characteristics `was`, permanents only entered,
 * had their characteristics computed again or had damage `marked` on them, and nothing else `picks` reads changed
 * (no counters, no attachments: checkStateBasedActions decides). `picks` reads a permanent's object and
 * characteristics alone, so a permanent with the same characteristics record and no new damage is picked as before;
 * only the others are asked. The same picks as walkPermanents, in the same order. Null when either characteristics
 * hold runs of tokens (walkPermanents visits a run once: no walk over every permanent to save).
 * @example walkChanged(core, STATE_BASED_ACTIONS, quiet.chars, quiet.picked, damagedSince) ?? walkPermanents(core, STATE_BASED_ACTIONS)
 */
export function walkChanged(core: GameCore, actions: readonly StateBasedAction[], was: ReadonlyMap<ObjectId, Characteristics>, before: readonly (readonly ObjectId[])[], marked: readonly ObjectId[] = []): ObjectId[][] | null {
  const chars = battlefieldCharacteristics(core);
  if (chars instanceof RunMap || was instanceof RunMap) return null;
  const picked: ObjectId[][] = actions.map(() => []);
  const walking = walkersOf(actions);
  if (!walking.length) return picked;
  // The actions that picked anything before, and what (the legend rule and attachments pick every permanent of their
  // kind; the others picked nothing, or the walk found something to do and is not the one remembered).
  // Each list as a set when it is long; a short one (a few legends, a few attachments) is looked through instead.
  const kept: number[] = [];
  const had: (ReadonlySet<ObjectId> | undefined)[] = [];
  for (let w = 0; w < walking.length; w++) {
    const i = walking[w]!;
    const list = before[i];
    if (!list?.length) continue;
    kept.push(i);
    if (list.length > SHORT) had[i] = new Set(list);
  }
  // Damage marked since: a set when there is much of it (a long combat), the list itself when there is little.
  const damaged = marked.length > SHORT ? new Set(marked) : null;
  const objects = core.s.objects;
  for (const c of chars.values()) {
    const o = objects[c.id];
    if (!o) continue;
    if (was.get(c.id) === c && !(damaged ? damaged.has(c.id) : marked.includes(c.id))) {
      for (let k = 0; k < kept.length; k++) {
        const i = kept[k]!;
        if (had[i] ? had[i].has(c.id) : before[i]!.includes(c.id)) picked[i]!.push(c.id);
      }
      continue;
    }
    for (let w = 0; w < walking.length; w++) {
      const i = walking[w]!;
      if ((actions[i]!.kind?.(c) ?? true) && actions[i]!.picks!(o, c)) picked[i]!.push(c.id);
    }
  }
  return picked;
}

/**
 * The permanents one action picks, walking for it alone (the action's `check` called without them).
 * @example creatureDies.check(core) // walks for itself
 */
export function pickedAlone(core: GameCore, action: StateBasedAction): ObjectId[] {
  return walkPermanents(core, [action])[0]!;
}
