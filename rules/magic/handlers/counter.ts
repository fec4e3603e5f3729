/** Putting and removing counters (CR 122). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { ownCounters } from '../../state/counters.ts';

export function handleCounter(core: GameCore, ev: EventOf<'counter'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || ev.amount === 0) return false;
  const have = o.counters[ev.kind] ?? 0;
  const next = Math.max(0, have + ev.amount);
  if (next === have) return false;
  ev.amount = next - have;
  const counters = ownCounters(o);
  if (next === 0) delete counters[ev.kind];
  else counters[ev.kind] = next;
  // The layers read a permanent's counters of it alone (CR 613.4c); elsewhere, no computed characteristic reads them.
  core.changedAlone(o.zone === 'battlefield' ? [o.id] : []);
  return true;
}
