/** Gaining and losing life (CR 119), poison counters (CR 122.1f). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';

export function handleLife(core: GameCore, ev: EventOf<'life'>): boolean {
  const p = core.s.players[ev.player];
  if (!p || ev.amount === 0 || p.lost) return false;
  p.life += ev.amount;
  return true;
}

export function handlePoison(core: GameCore, ev: EventOf<'poison'>): boolean {
  const p = core.s.players[ev.player];
  if (!p || ev.amount <= 0) return false;
  p.poison += ev.amount;
  return true;
}
