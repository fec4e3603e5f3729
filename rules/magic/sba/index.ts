/**
 * State-based actions (CR 704): checked whenever a player would receive priority, performed all at once,
 * repeated until none apply (704.3).
 */
import { memoKey, type GameCore } from '../../core.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { ObjectId } from '../../state/types.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
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
import { walkChanged, walkPermanents } from './walk.ts';

export type { StateBasedAction } from './types.ts';
export { INERT_FOR_SBA } from './inert-events.ts';
export { eachKind } from './each-kind.ts';
export { walkChanged, walkPermanents, pickedAlone } from './walk.ts';

/**
 * Where the actions that look at permanents last found nothing to do and changed nothing: the game's changes that
 * can matter to them (readChanges), the characteristics they read, the damage marked on permanents so far and how
 * many players have lost. Until one of these changes they would find nothing again: what they read of a permanent is
 * its characteristics, its counters and attachments (every change to which touches the game), its damage (counted in
 * core.markedIds, as no touch announces it) and whether the player an Aura enchants is still in the game (CR
 * 704.5m, 800.4a).
 */
const QUIET = memoKey<Quiet>('sba walk quiet');

/**
 * The quiet walk's picks (the legend rule and attachments pick every permanent of their kind, and find nothing
 * while all is well), how many permanents had entered the battlefield then (GameCore.enteredIds) and how many marks
 * of damage had been made (GameCore.markedIds).
 */
interface Quiet { changes: number; chars: ReadonlyMap<ObjectId, Characteristics>; lost: number; picked: ObjectId[][]; entered: number; marked: number }

/**
 * The game's changes less those that change nothing these actions read of a permanent but its characteristics
 * (compared on their own): combat-only touches (attackers, blockers, removal from combat: a regenerated creature's
 * damage removed, CR 701.15a, can make no action apply), shields (CR 615, 701.19) and resolved effects beginning or
 * ending (they change the characteristics or nothing).
 */
function readChanges(core: GameCore): number {
  return core.version - core.combatTouches - core.asideTouches - core.effectTouches;
}

function playersLost(core: GameCore): number {
  let n = 0;
  for (const p of core.s.players) if (p.lost) n++;
  return n;
}

export const STATE_BASED_ACTIONS: readonly StateBasedAction[] = [
  playerLoses, tokensCeaseToExist, creatureDies, planeswalkerLoyalty, legendRule, becomesUnattached, attachments, counterAnnihilation,
];

/**
 * Perform state-based actions until none apply. Returns true if any were performed. With `remembered`, the actions
 * that look at permanents are skipped while nothing they read has changed since they last found nothing to do (what
 * the flow does before each priority, where every change is an event or a touch); without, every action looks.
 * @example checkStateBasedActions(core)
 */
export function checkStateBasedActions(core: GameCore, remembered = false): boolean {
  let any = false;
  for (let round = 0; round < 1000 && !core.s.result; round++) {
    const events: GameEvent[] = [];
    // The actions that look at permanents (those with `picks`) are skipped when nothing they read has changed since
    // they last found nothing to do; otherwise their permanents are picked in one walk before any action is checked.
    const chars = battlefieldCharacteristics(core);
    const lost = playersLost(core);
    const quiet = remembered ? core.memoGet(QUIET) : undefined;
    const changes = readChanges(core);
    const steady = quiet !== undefined && quiet.lost === lost;
    const skip = steady && quiet.marked === core.markedIds.length && quiet.changes === changes && quiet.chars === chars;
    // Since the quiet walk, only permanents entering (each a change), characteristics computed again or damage marked:
    // the permanents with new characteristics or new damage are walked (walkChanged), the others picked as they were.
    const onlyNew = steady && changes - quiet.changes === core.enteredIds.length - quiet.entered;
    const picked = skip ? null : (onlyNew ? walkChanged(core, STATE_BASED_ACTIONS, quiet.chars, quiet.picked, core.markedIds.slice(quiet.marked)) : null) ?? walkPermanents(core, STATE_BASED_ACTIONS);
    const version = core.version;
    let walkersFound = 0;
    for (let i = 0; i < STATE_BASED_ACTIONS.length; i++) {
      const sba = STATE_BASED_ACTIONS[i]!;
      if (skip && sba.picks) continue;
      const found = sba.check(core, picked?.[i]);
      if (sba.picks) walkersFound += found.length;
      for (const e of found) events.push(e);
    }
    if (picked && walkersFound === 0 && core.version === version) core.memoSet(QUIET, { changes, chars, lost, picked, entered: core.enteredIds.length, marked: core.markedIds.length });
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
