/**
 * One step of a turn, as data. `priority` says whether players receive priority in that step
 * (CR 117.3a: the active player receives priority at the beginning of most steps and phases;
 * CR 502.4 and 514.3: nobody does in the untap step, and usually not in the cleanup step).
 *
 * @example
 * const upkeep: StepDef = { name: 'upkeep', priority: true };
 */
export interface StepDef {
  name: string;
  priority: boolean;
}

/**
 * The Magic turn (CR 500.1): beginning phase (untap, upkeep, draw), precombat main phase, combat phase
 * (CR 506.1: beginning of combat, declare attackers, declare blockers, combat damage — with a first
 * strike combat damage step, CR 510.4 — and end of combat), postcombat main phase, ending phase (end,
 * cleanup).
 *
 * @example
 * import { createTurnMachine, magicSteps } from './index.ts';
 * const turn = createTurnMachine(magicSteps);
 * magicSteps.filter((s) => s.priority).length; // 11
 */
export const magicSteps: readonly StepDef[] = Object.freeze([
  { name: 'untap', priority: false },
  { name: 'upkeep', priority: true },
  { name: 'draw', priority: true },
  { name: 'precombat_main', priority: true },
  { name: 'beginning_of_combat', priority: true },
  { name: 'declare_attackers', priority: true },
  { name: 'declare_blockers', priority: true },
  { name: 'first_strike_damage', priority: true },
  { name: 'combat_damage', priority: true },
  { name: 'end_of_combat', priority: true },
  { name: 'postcombat_main', priority: true },
  { name: 'end', priority: true },
  { name: 'cleanup', priority: false },
]);

/**
 * The Adventure ruleset's phases (seeds/adventure-cards-engine.md): DRAW, MAIN, ATTACKERS, BLOCKERS,
 * BATTLE, END. Players may act at FAST speed only in the main, attackers, blockers and battle phases.
 *
 * @example
 * const adventureTurn = createTurnMachine(adventureSteps, { conditional: [] });
 */
export const adventureSteps: readonly StepDef[] = Object.freeze([
  { name: 'draw', priority: false },
  { name: 'main', priority: true },
  { name: 'attackers', priority: true },
  { name: 'blockers', priority: true },
  { name: 'battle', priority: true },
  { name: 'end', priority: false },
]);

/**
 * The Pokémon TCG Pocket-like turn: start (draw, energy), main (the active player acts), end
 * (checkups). Only the main step gives a player the choice to act.
 *
 * @example
 * const pocketTurn = createTurnMachine(pocketSteps);
 */
export const pocketSteps: readonly StepDef[] = Object.freeze([
  { name: 'start', priority: false },
  { name: 'main', priority: true },
  { name: 'end', priority: false },
]);
