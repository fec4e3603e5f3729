/**
 * State-based actions (CR 704): checked whenever a player would receive priority, performed all at once,
 * repeated until none apply (704.3).
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { GameEvent } from '../../events/types.ts';
import { settleResult } from '../handlers/game-end.ts';
import { attachments } from './attachments.ts';
import { becomesUnattached } from './becomes-unattached.ts';
import { counterAnnihilation } from './counter-annihilation.ts';
import { creatureDies } from './creature-dies.ts';
import { legendRule } from './legend-rule.ts';
import { planeswalkerLoyalty } from './planeswalker-loyalty.ts';
import { playerLoses } from './player-loses.ts';
import { tokensCeaseToExist } from './token-cease.ts';
import type { StateBasedAction } from './types.ts';
import { walkPermanents } from './walk.ts';

export type { StateBasedAction } from './types.ts';
export { INERT_FOR_SBA } from './inert-events.ts';
export { eachKind } from './each-kind.ts';
export { walkPermanents, pickedAlone } from './walk.ts';

export const STATE_BASED_ACTIONS: readonly StateBasedAction[] = [
  playerLoses, tokensCeaseToExist, creatureDies, planeswalkerLoyalty, legendRule, becomesUnattached, attachments, counterAnnihilation,
];

/**
 * Perform state-based actions until none apply. Returns true if any were performed.
 * @example checkStateBasedActions(core)
 */
export function checkStateBasedActions(core: GameCore): boolean {
  let any = false;
  for (let round = 0; round < 1000 && !core.s.result; round++) {
    const events: GameEvent[] = [];
    // The permanents of the actions that look at them one at a time, in one walk before any action is checked.
    const picked = walkPermanents(core, STATE_BASED_ACTIONS);
    STATE_BASED_ACTIONS.forEach((sba, i) => events.push(...sba.check(core, picked[i])));
    if (!events.length) break;
    core.deferResult = true;
    core.leftInBatch = [];
    // An action that does nothing (destroying an indestructible creature, CR 702.12b) was not performed:
    // without this the check would repeat the same batch until the round limit.
    let performed = false;
    try {
      for (const ev of events) if (emit(core, ev).length) performed = true;
    } finally {
      core.deferResult = false;
      core.leftInBatch = [];
    }
    settleResult(core, 'state-based actions');
    if (!performed) break;
    any = true;
  }
  return any;
}
