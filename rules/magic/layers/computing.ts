/**
 * The position being computed: while the layers run (compute.ts) or a dependency is tried on a trial position
 * (dependencies.ts), an expression they evaluate (a static ability's condition, "as long as you control a Swamp", CR
 * 604.2; a `where`; an amount) that reads the battlefield reads that position as it is so far, instead of starting the
 * computation again (which never ends).
 */
import { memoKey, type GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import type { Characteristics } from './types.ts';

const COMPUTING = memoKey<Map<ObjectId, Characteristics>>('layers under way');
/** How many computations are under way (any game): while none is, no game has a position being computed. */
let underWay = 0;

/**
 * Run `f` with `work` as the position being computed.
 * @example within(core, trial, (t) => entry.select(t)) // what the entry applies to in the trial position
 */
export function within<T>(core: GameCore, work: Map<ObjectId, Characteristics>, f: (work: Map<ObjectId, Characteristics>) => T): T {
  const outer = core.memoGet(COMPUTING);
  core.memoSet(COMPUTING, work);
  underWay++;
  try { return f(work); } finally { underWay--; core.memoSet(COMPUTING, outer); }
}

/**
 * The position being computed in this game, if one is.
 * @example underWayPosition(core)?.get(id) // the characteristics computed so far
 */
export function underWayPosition(core: GameCore): Map<ObjectId, Characteristics> | undefined {
  return underWay ? core.memoGet(COMPUTING) : undefined;
}
