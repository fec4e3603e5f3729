/**
 * Actions from the opening hand (CR 103.6): once the mulligans are over, the starting player, then each other
 * player in turn order, may take them. The one the card vocabulary has is 103.6a: a card that lets its owner
 * begin the game with it on the battlefield (`begin_on_battlefield`: Leyline of the Void).
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';

/**
 * Offer each player, starting with the starting player, to put each such card from their opening hand onto
 * the battlefield (one yes/no question a card; "may", so a player can keep it in hand).
 * @example openingHandActions(core) // after the mulligans, before the first turn begins
 */
export function openingHandActions(core: GameCore): void {
  for (const p of core.apnap()) {
    for (const id of [...core.player(p).hand]) {
      const o = core.tryObj(id);
      if (!o || o.zone !== 'hand' || !core.def(o).begin_on_battlefield) continue;
      const yes = core.ask({ kind: 'yes_no', player: p, question: `Begin the game with ${o.card} on the battlefield?` });
      if (yes !== false) emit(core, leaveEvent(core, id, 'battlefield', 'opening_hand'));
    }
  }
}
