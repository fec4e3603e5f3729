/** Replacement abilities of permanents, as their actors registered them in the interceptor registry (CR 614). */
import { memoKey, type GameCore } from '../../core.ts';
import { REPLACEMENT_EVENT } from '../../interceptors/index.ts';
import { keptList, type KeptLists } from '../interceptors/kept-lists.ts';
import { inBattlefieldOrder } from '../interceptors/sync.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { Characteristics } from '../layers/types.ts';

export interface ReplacementSource { id: ObjectId; controller: PlayerId; kind: string; arg: unknown; name: string; index: number }

const SOURCES = memoKey<KeptLists<ReplacementSource>>('replacement sources');

/**
 * The permanents whose current abilities include a replacement of this kind (`double_damage`, …), with their
 * controllers now, in timestamp order: a list kept while it holds (kept-lists.ts): read it, do not change it.
 * @example sourcesOf(core, 'double_damage').map((r) => r.name); // ['Furnace of Rath']
 */
export function sourcesOf(core: GameCore, kind: string): readonly ReplacementSource[] {
  if (!REPLACEMENT_EVENT[kind]) return NONE;
  return keptList(core, SOURCES, kind, listed);
}

const NONE: readonly ReplacementSource[] = Object.freeze([]);

/** The registry's transform interceptors of a kind of replacement, as sources with their permanents' controllers and names now. */
function listed(core: GameCore, kind: string, chars: ReadonlyMap<ObjectId, Characteristics>): readonly ReplacementSource[] {
  const out: ReplacementSource[] = [];
  for (const i of core.interceptors.list(REPLACEMENT_EVENT[kind]!)) {
    if (i.kind !== 'transform' || !('replace' in i) || i.replace !== kind) continue;
    const c = chars.get(i.source);
    if (c) out.push({ id: i.source, controller: c.controller, kind, arg: i.arg, name: c.name, index: i.index });
  }
  return inBattlefieldOrder(core, out, sourceId, sourceIndex);
}

const sourceId = (r: ReplacementSource): ObjectId => r.id;
const sourceIndex = (r: ReplacementSource): number => r.index;
