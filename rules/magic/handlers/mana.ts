/** Adding mana to a player's pool (CR 106.4). `mana` is a string of symbols such as "{R}{R}". */
import type { ManaSymbol } from '../../cards/types.ts';
import { SYMBOLS } from '../costs/mana-symbols.ts';
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';

export function handleMana(core: GameCore, ev: EventOf<'mana'>): boolean {
  const p = core.player(ev.player);
  // Each W, U, B, R, G or C in the text is one mana of that kind (a loop over its letters: mana is added at every tap).
  const text = ev.mana;
  let added = false;
  for (let i = 0; i < text.length; i++) {
    const s = text[i]!;
    if (SYMBOLS.includes(s as ManaSymbol)) { p.pool[s as ManaSymbol]++; added = true; }
  }
  return added;
}
