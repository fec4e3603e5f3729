/** Replacement abilities of permanents, as their actors registered them in the interceptor registry (CR 614). */
import type { GameCore } from '../../core.ts';
import { REPLACEMENT_EVENT } from '../../interceptors/index.ts';
import { inBattlefieldOrder, syncInterceptors } from '../interceptors/sync.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';

export interface ReplacementSource { id: ObjectId; controller: PlayerId; kind: string; arg: unknown; name: string; index: number }

/**
 * The permanents whose current abilities include a replacement of this kind (`double_damage`, …), with their
 * controllers now, in timestamp order.
 * @example sourcesOf(core, 'double_damage').map((r) => r.name); // ['Furnace of Rath']
 */
export function sourcesOf(core: GameCore, kind: string): ReplacementSource[] {
  const on = REPLACEMENT_EVENT[kind];
  if (!on) return [];
  const chars = syncInterceptors(core);
  const out: ReplacementSource[] = [];
  for (const i of core.interceptors.list(on)) {
    if (i.kind !== 'transform' || !('replace' in i) || i.replace !== kind) continue;
    const c = chars.get(i.source);
    if (c) out.push({ id: i.source, controller: c.controller, kind, arg: i.arg, name: c.name, index: i.index });
  }
  return inBattlefieldOrder(core, out, (r) => r.id, (r) => r.index);
}
