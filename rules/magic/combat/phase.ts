/** The combat phase's beginning and end (CR 506-507, 511): the record of the combat the declarations fill. */
import type { GameCore } from '../../core.ts';

/**
 * CR 507: the beginning of combat step starts a combat with nothing declared yet.
 * @example beginCombat(core); core.s.combat!.declared; // false
 */
export function beginCombat(core: GameCore): void {
  core.s.combat = { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: false, blocksDeclared: false };
}

/**
 * CR 511.3, 506.4: as the end of combat step ends, creatures stop being attacking and blocking creatures.
 * @example endCombat(core); core.s.combat; // null
 */
export function endCombat(core: GameCore): void {
  // Only attacking creatures stop being something when combat ends (CR 506.4): "attacking" is a query.
  if (core.s.combat?.attackers.length) core.touch('combat');
  core.s.combat = null;
}
