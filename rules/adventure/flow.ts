/**
 * The turn as the runtime drives it: a new turn, each phase's PHASE_* effect (whose triggers do the core
 * rules' work), the end of a phase (BATTLE: COMBAT_DAMAGE), and who may act in each phase.
 */
import type { GameCore } from '../core.ts';
import { emit } from '../events/emit.ts';
import type { PlayerId } from '../state/types.ts';
import { opponentOf } from './context.ts';
import { phaseEffect } from './effects.ts';
import { effectItems } from './items.ts';
import { batch, runEffect } from './process.ts';

/** Who takes part in a phase's priority window, and what they are asked for; null when nobody has priority. */
export interface PhaseWindow { participants: PlayerId[]; kind: 'priority' | 'attackers' | 'blockers' }

/**
 * The window of a phase (seed, Phases 1–6).
 * @example phaseWindow('blockers', 0) // { participants: [1], kind: 'blockers' }
 */
export function phaseWindow(step: string, active: PlayerId, players = 2): PhaseWindow | null {
  const inactive = (active + 1) % players;
  switch (step) {
    case 'main': case 'battle': return { participants: [active, inactive], kind: 'priority' };
    case 'attackers': return { participants: [active], kind: 'attackers' };
    case 'blockers': return { participants: [inactive], kind: 'blockers' };
    default: return null;
  }
}

/** A new turn begins: its number and active player. @example beginTurn(core, 2, 1) */
export function beginTurn(core: GameCore, turn: number, active: PlayerId): void {
  batch(core, () => { emit(core, { type: 'turn', turn, active }); });
}

/**
 * A phase begins: its PHASE_* effect is processed and the triggers on it run (the draw phase's untap, mana and
 * draw are such triggers).
 * @example beginPhase(core, 'draw')
 */
export function beginPhase(core: GameCore, step: string): void {
  batch(core, () => {
    for (const item of effectItems(core, [phaseEffect(step)], { controller: core.s.active, source: null })) runEffect(core, item);
  });
}

/** A phase ends; after both players pass in BATTLE, COMBAT_DAMAGE effects are created and processed. */
export function endPhase(core: GameCore): void {
  if (core.s.step !== 'battle') return;
  batch(core, () => {
    for (const item of effectItems(core, ['combat-damage'], { controller: core.s.active, source: null })) runEffect(core, item);
  });
}

