/**
 * The battlefield's characteristics, a kind at a time, for the state-based action checks: a run of permanents alike
 * but for their ids (a loop shortcut's tokens, rules/magic/layers/runs.ts) is visited once with all its ids, any other
 * permanent alone. After a million tokens a check then reads their one set of characteristics instead of building
 * one object a token.
 */
import type { GameCore } from '../../core.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { ObjectId } from '../../state/types.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { RunMap } from '../layers/runs.ts';

/**
 * Call `visit` with each kind of permanent: its characteristics and the ids of the permanents that have them (one
 * permanent's own id, or a run's ids; read each one's id from `ids`, not `c.id`). `ids` is only good during the call.
 * @example eachKind(core, (c, ids) => { for (const id of ids) look(c, id); })
 */
export function eachKind(core: GameCore, visit: (c: Characteristics, ids: readonly ObjectId[]) => void): void {
  const one: ObjectId[] = [0];   // the same list for every single permanent: no allocation a visit
  for (const part of RunMap.partsOf(battlefieldCharacteristics(core))) {
    if ('like' in part) visit(part.like, part.ids);
    else for (const c of part.values()) { one[0] = c.id; visit(c, one); }
  }
}
