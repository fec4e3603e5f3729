/** The Duel turn: DRAW (untap and draw), MAIN (play one card), COMBAT (attack), END; who acts in each step. */
import { emit } from '../../../rules/index.ts';
import type { GameCore, PlayerId } from '../../../rules/index.ts';
import type { StepWindow } from '../../../actors/index.ts';

/** Only the active player acts: MAIN to play a card, COMBAT to attack. */
export function duelWindow(step: string, active: PlayerId): StepWindow | null {
  if (step === 'main') return { participants: [active], kind: 'priority' };
  if (step === 'combat') return { participants: [active], kind: 'attackers' };
  return null;
}

/** A new turn begins. */
export function beginDuelTurn(core: GameCore, turn: number, active: PlayerId): void {
  emit(core, { type: 'turn', turn, active });
}

/** DRAW: the active player's creatures untap and they draw (the first player skips the draw of turn 1). */
export function beginDuelStep(core: GameCore, step: string): void {
  emit(core, { type: 'step', step, turn: core.s.turn, active: core.s.active });
  if (step !== 'draw') return;
  for (const id of core.s.battlefield) if (core.obj(id).controller === core.s.active && core.obj(id).tapped) emit(core, { type: 'untap', object: id });
  if (core.s.turn > 1) emit(core, { type: 'draw', player: core.s.active, object: null });
}

/** Nothing happens as a Duel step ends. */
export function endDuelStep(): void {}
