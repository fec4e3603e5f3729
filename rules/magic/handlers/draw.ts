/** Drawing a card (CR 121): the top card of the library goes to the hand; from an empty library, the player will lose (704.5b). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { relocate } from './relocate.ts';

export function handleDraw(core: GameCore, ev: EventOf<'draw'>): boolean {
  const p = core.player(ev.player);
  const top = p.library[0];
  if (top === undefined) { p.drewFromEmpty = true; return false; }
  ev.object = relocate(core, top, 'hand').id;
  return true;
}
