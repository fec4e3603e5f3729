/**
 * The turn's steps as the Pocket rules fill them in (machines/steps.ts pocketSteps: start, main, end):
 * start — the new turn's allowances, the Energy Zone's Energy (none on the first player's first turn),
 * a draw (none from an empty deck); main — the active player acts; end — effects that last "this turn"
 * end, the Pokémon Checkup, Knock Outs, and the 30-turn limit.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { expireEffects } from '../active-effects/index.ts';
import { pocket } from '../state.ts';
import { checkup } from './checkup.ts';
import { settle } from './settle.ts';

/**
 * Do a step's turn-based actions. `turn` and `active` are the turn machine's.
 * @example beginPocketStep(core, 'start', 4, 1)
 */
export function beginPocketStep(core: GameCore, step: string, turn: number, active: number): void {
  if (core.s.result) return;
  if (step === 'start') emit(core, { type: 'turn', turn, active });
  emit(core, { type: 'step', step, turn, active });
  if (step === 'start') {
    if (turn > 1) emit(core, { type: 'pocket_energy_zone', player: active, energy: null });
    emit(core, { type: 'draw', player: active, object: null });
  } else if (step === 'end') {
    expireEffects(core, turn);
    checkup(core);
    if (settle(core)) return;
    if (turn >= pocket(core).maxTurns) emit(core, { type: 'game_draw', reason: `no winner after ${turn} turns (Pocket's turn limit)` });
  }
}
