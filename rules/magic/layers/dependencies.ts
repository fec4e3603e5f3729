/**
 * The order of the effects of one layer (CR 613.7, 613.8): timestamp order unless one depends on another (613.8a:
 * applying B would change whether A exists or what it applies to), tried on trial positions.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { within } from './computing.ts';
import { copyMap } from './copy-map.ts';
import { mayDependOn } from './footprint.ts';
import { ownedCopy } from './record.ts';
import type { Characteristics, LayerEntry, LayerId } from './types.ts';

/** CR 613.8a: A depends on B if applying B would change whether A exists or what it applies to. */
function dependsOn(core: GameCore, a: LayerEntry, b: LayerEntry, work: Map<ObjectId, Characteristics>, started: Map<string, ObjectId[]>, memo: LayerMemo): boolean {
  if (a.fixed || started.has(a.key)) return false;
  let trial = memo.trial.get(b);
  if (!trial) { trial = within(core, copyMap(work), (t) => withApplied(b, work, t, started)); memo.trial.set(b, trial); }
  const { changed } = trial;
  // Only the objects B changed differ in the trial. If A's source is not one of them and A has no condition,
  // A still exists; then, unless an expression picks its objects, what it applies to can change only where B
  // changed an object.
  if (!a.conditional && !a.readsGame && !changed.includes(a.source)) {
    if (!a.member) return false;   // it applies to its source or to what that is attached to
    for (const id of changed) if (a.member(work.get(id)!, work) !== a.member(trial.work.get(id)!, trial.work)) return true;
    return false;
  }
  let before = memo.before.get(a);
  if (before === undefined) { before = reach(a, work); memo.before.set(a, before); }
  return before !== within(core, trial.work, (t) => reach(a, t));
}

/**
 * What an entry applies to in this position, comparable with ===: its ids as JSON (two different lists never read
 * the same), or null when it doesn't exist.
 */
const reach = (e: LayerEntry, work: Map<ObjectId, Characteristics>): string | null => (e.exists(work) ? JSON.stringify(e.select(work)) : null);

/** The position as it would be after applying one entry (`trial`, a copy of `work`), and the objects it changed (only those are copied). */
interface Trial { work: Map<ObjectId, Characteristics>; changed: ObjectId[] }

function withApplied(b: LayerEntry, work: Map<ObjectId, Characteristics>, trial: Map<ObjectId, Characteristics>, started: Map<string, ObjectId[]>): Trial {
  const changed: ObjectId[] = [];
  for (const id of started.get(b.key) ?? b.select(trial)) {
    const c = work.get(id);
    if (!c) continue;
    const copy = ownedCopy(c);
    trial.set(id, copy);
    b.apply(copy, trial);
    changed.push(id);
  }
  return { work: trial, changed };
}

interface LayerMemo { before: Map<LayerEntry, string | null>; trial: Map<LayerEntry, Trial> }

/** Order entries of one layer: timestamp order unless a dependency says otherwise (CR 613.7, 613.8). */
export function orderLayer(core: GameCore, layer: LayerId, entries: LayerEntry[], work: Map<ObjectId, Characteristics>, started: Map<string, ObjectId[]>): LayerEntry[] {
  const pending = [...entries].sort((x, y) => x.timestamp - y.timestamp);
  if (pending.length < 2) return pending;
  // Power and toughness changes (layer 7) don't change what a query selects (type, colour, controller,
  // abilities), nor whether a static ability exists; an expression may read them (`where: "it.power >= 3"`, a
  // condition), so in layer 7 only effects with one can depend on another.
  if (layer.startsWith('7') && !pending.some((e) => e.readsGame || e.conditional)) return pending;
  // Nothing can change what a fixed entry applies to, so a layer of fixed entries is in timestamp order.
  if (pending.every((e) => e.fixed)) return pending;
  const memo: LayerMemo = { before: new Map(), trial: new Map() };
  // Whether entry i (in timestamp order) depends on entry j, worked out once a pair: 0 not yet, 1 no, 2 yes.
  const n = pending.length;
  const known = new Uint8Array(n * n);
  const dep = (i: number, j: number): boolean => {
    let v = known[i * n + j]!;
    // What the card data says cannot depend needs no trial (footprint.ts); the rest is tried.
    if (v === 0) { v = mayDependOn(pending[i]!, pending[j]!) && dependsOn(core, pending[i]!, pending[j]!, work, started, memo) ? 2 : 1; known[i * n + j] = v; }
    return v === 2;
  };
  // An entry that depends on nothing (fixed, or already applying to what it picked) never waits.
  const free = pending.map((a) => a.fixed || started.has(a.key));
  const left = pending.map((_, i) => i);
  const out: LayerEntry[] = [];
  while (left.length) {
    // The earliest entry that depends on no entry still to come unless that one depends on it too (613.8a, 613.8b).
    let pick = left.findIndex((i) => free[i] || !left.some((j) => j !== i && dep(i, j) && !dep(j, i)));
    if (pick < 0) pick = 0;   // a dependency loop: timestamp order (CR 613.8b)
    out.push(pending[left.splice(pick, 1)[0]!]!);
  }
  return out;
}
