/** The cast handler (CR 601.2i): a spell becomes cast; each player's spells this turn are counted. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { countSpellCast } from '../../state/spells-cast.ts';

export function handleCast(core: GameCore, ev: EventOf<'cast'>): boolean {
  countSpellCast(core.s, ev.player);
  return true;
}
