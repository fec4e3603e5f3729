/** Replacement abilities of permanents, as their actors registered them in the interceptor registry (CR 614). */
import { memoKey, type GameCore } from '../../core.ts';
import { REPLACEMENT_EVENT } from '../../interceptors/index.ts';
import { inBattlefieldOrder, syncInterceptors } from '../interceptors/sync.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { Characteristics } from '../layers/types.ts';

export interface ReplacementSource { id: ObjectId; controller: PlayerId; kind: string; arg: unknown; name: string; index: number }

/** A kind's sources and the characteristics they were read from. */
interface Known { list: readonly ReplacementSource[]; chars: ReadonlyMap<ObjectId, Characteristics> }

const SOURCES = memoKey<{ changes: number; byKind: Map<string, Known> }>('replacement sources');

/**
 * The permanents whose current abilities include a replacement of this kind (`double_damage`, …), with their
 * controllers now, in timestamp order (a list shared until they change: read it, do not change it). Kept until the
 * registry changes; after the characteristics change, kept while each source still has the controller and name it
 * was listed with (its abilities are the registry's; a permanent keeps its place on the battlefield).
 * @example sourcesOf(core, 'double_damage').map((r) => r.name); // ['Furnace of Rath']
 */
export function sourcesOf(core: GameCore, kind: string): readonly ReplacementSource[] {
  const on = REPLACEMENT_EVENT[kind];
  if (!on) return NONE;
  const chars = syncInterceptors(core);
  let cache = core.memoGet(SOURCES);
  if (!cache || cache.changes !== core.interceptors.changes) {
    cache = { changes: core.interceptors.changes, byKind: new Map() };
    core.memoSet(SOURCES, cache);
  }
  const known = cache.byKind.get(kind);
  if (known && (known.chars === chars || stillThere(known.list, chars))) { known.chars = chars; return known.list; }
  const list = listed(core, on, kind, chars);
  cache.byKind.set(kind, { list, chars });
  return list;
}

const NONE: readonly ReplacementSource[] = Object.freeze([]);

/** Does each source still have, in `chars`, the controller and name it was listed with? */
function stillThere(list: readonly ReplacementSource[], chars: ReadonlyMap<ObjectId, Characteristics>): boolean {
  for (let i = 0; i < list.length; i++) {
    const r = list[i]!;
    const c = chars.get(r.id);
    if (!c || c.controller !== r.controller || c.name !== r.name) return false;
  }
  return true;
}

function listed(core: GameCore, on: string, kind: string, chars: ReadonlyMap<ObjectId, Characteristics>): readonly ReplacementSource[] {
  const out: ReplacementSource[] = [];
  for (const i of core.interceptors.list(on)) {
    if (i.kind !== 'transform' || !('replace' in i) || i.replace !== kind) continue;
    const c = chars.get(i.source);
    if (c) out.push({ id: i.source, controller: c.controller, kind, arg: i.arg, name: c.name, index: i.index });
  }
  return inBattlefieldOrder(core, out, (r) => r.id, (r) => r.index);
}
