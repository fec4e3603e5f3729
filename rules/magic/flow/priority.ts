/** What happens each time a player would receive priority (CR 117.5): state-based actions, then triggers, repeated. */
import { memoKey, type GameCore } from '../../core.ts';
import { checkStateBasedActions } from '../sba/index.ts';
import { putTriggersOnStack } from '../triggers/to-stack.ts';

/**
 * Run SBAs and put pending triggers on the stack until neither changes anything (CR 704.3, 603.3).
 * Returns true if anything happened.
 * @example settleBeforePriority(core)
 */
export function settleBeforePriority(core: GameCore): boolean {
  // Nothing that state-based actions look at has happened since the last check found nothing to do (a pass,
  // a step beginning, tapping, mana): the answer is the same.
  let settled = core.memoGet(SETTLED);
  if (settled && settled.events === core.sbaEvents && settled.version === core.version && !core.s.pendingTriggers.length) return false;
  let any = false;
  for (let i = 0; i < 1000 && !core.s.result; i++) {
    const sba = checkStateBasedActions(core, true);
    const trig = core.s.result ? false : putTriggersOnStack(core);
    if (!sba && !trig) break;
    any = true;
  }
  if (!settled) { settled = { events: 0, version: 0 }; core.memoSet(SETTLED, settled); }
  settled.events = core.sbaEvents;
  settled.version = core.version;
  return any;
}

/** Where the last settling left the game: its count of events state-based actions look at, and its version. */
interface Settled { events: number; version: number }
const SETTLED = memoKey<Settled>('settled');
