/** Tapping and untapping permanents (CR 701.26). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';

export function handleTap(core: GameCore, ev: EventOf<'tap'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield' || o.tapped) return false;
  o.tapped = true;
  return true;
}

export function handleUntap(core: GameCore, ev: EventOf<'untap'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield' || !o.tapped) return false;
  o.tapped = false;
  return true;
}
