/** Performing player actions. Each is validated in full before anything changes (an illegal action changes nothing). */
import type { GameCore } from '../../core.ts';
import { IllegalActionError } from '../../core.ts';
import { declareAttackers } from '../combat/attack.ts';
import { declareBlockers } from '../combat/block.ts';
import { emit } from '../../events/emit.ts';
import { activateAbility } from './activate.ts';
import { castSpell } from './cast.ts';
import { playLand } from './play-land.ts';
import type { PlayerAction } from './types.ts';
import { performShortcut } from '../flow/shortcuts.ts';

export type { PlayerAction, ActionType, LoopStep, LoopAnswer } from './types.ts';
export { legalActions, legalLandPlays } from './legal.ts';
export { activatedAbilities } from './activate.ts';
export { handAbilities } from './hand-abilities.ts';
export { castSpell } from './cast.ts';
export { namesFlashback, flashbackCost } from './flashback.ts';
export { activateAbility } from './activate.ts';
export { playLand } from './play-land.ts';
export { checkAction } from './check-action.ts';
export { Refusal, orThrow } from './refusal.ts';
export type { Asking } from './refusal.ts';
export { checkCast } from './cast.ts';
export { checkActivation } from './activate.ts';
export { checkPlayLand } from './play-land.ts';
export { PlayerActionSchema, MAX_X, MAX_LIST } from './action-schema.ts';

/**
 * Perform a non-pass action (passing is the priority machine's business).
 * @example performAction(core, { type: 'play_land', player: 0, card: forestId })
 */
export function performAction(core: GameCore, a: PlayerAction): void {
  core.leftInBatch = [];
  switch (a.type) {
    case 'cast': castSpell(core, a); return;
    case 'activate': activateAbility(core, a); return;
    case 'play_land': playLand(core, a); return;
    // Declarations go through the runtime's combat machine when it has one (DECLARE_ATTACKERS, DECLARE_BLOCKERS).
    case 'attack': if (core.machines) core.machines.declareAttackers(core, a.player, a.attackers); else declareAttackers(core, a.player, a.attackers); return;
    case 'block': if (core.machines) core.machines.declareBlockers(core, a.player, a.blockers); else declareBlockers(core, a.player, a.blockers); return;
    case 'concede': emit(core, { type: 'lose', player: a.player, reason: 'conceded (CR 104.3a)' }); return;
    case 'shortcut': performShortcut(core, a); return;
    case 'pass': throw new IllegalActionError('action/pass', 'pass is handled by the priority machine');
  }
}
