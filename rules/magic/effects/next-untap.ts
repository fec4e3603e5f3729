/**
 * "… doesn't untap during its controller's next untap step" (Wall of Frost): a continuous effect with the duration
 * `next_untap_step` keeps the object from untapping in its controller's untap step (CR 502.3) and ends once that
 * untap step has been through (CR 611.2a, 514.2 does not end it).
 */
import type { GameCore } from '../../core.ts';
import { characteristics } from '../layers/compute.ts';

/**
 * At the end of the active player's untap step: drop from each `next_untap_step` effect the objects that player
 * controls (their next untap step has come), and the effects with nothing left.
 * @example untapStep(core); endNextUntapEffects(core);
 */
export function endNextUntapEffects(core: GameCore): void {
  let changed = false;
  for (const e of core.s.effects) {
    if (e.duration !== 'next_untap_step') continue;
    const left = e.affected.filter((id) => core.tryObj(id)?.zone === 'battlefield' && characteristics(core, id)?.controller !== core.s.active);
    if (left.length !== e.affected.length) { e.affected = left; changed = true; }
  }
  if (!changed) return;
  core.s.effects = core.s.effects.filter((e) => e.duration !== 'next_untap_step' || e.affected.length > 0);
  core.touch();
}
