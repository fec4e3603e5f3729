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
 * Call `visit` with each permanent's characteristics and null, or with a run's shared characteristics and the ids
 * of its permanents (their `id` is the first's: read each one's own from `ids`).
 * @example eachKind(core, (c, ids) => { for (const id of ids ?? [c.id]) look(c, id); })
 */
export function eachKind(core: GameCore, visit: (c: Characteristics, ids: readonly ObjectId[] | null) => void): void {
  for (const part of RunMap.partsOf(battlefieldCharacteristics(core))) {
    if ('like' in part) visit(part.like, part.ids);
    else for (const c of part.values()) visit(c, null);
  }
}
