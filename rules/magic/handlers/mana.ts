/** Adding mana to a player's pool (CR 106.4). `mana` is a string of symbols such as "{R}{R}". */
import type { ManaSymbol } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';

export function handleMana(core: GameCore, ev: EventOf<'mana'>): boolean {
  const p = core.player(ev.player);
  const syms = ev.mana.match(/[WUBRGC]/g) ?? [];
  for (const s of syms) p.pool[s as ManaSymbol]++;
  return syms.length > 0;
}
