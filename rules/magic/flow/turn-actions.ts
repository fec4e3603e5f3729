/** Turn-based actions at the start of each step (CR 502-514), and what happens when a step ends (CR 500.4). */
import type { GameCore } from '../../core.ts';
import { dealCombatDamage } from '../combat/damage.ts';
import { beginCombat, endCombat } from '../combat/phase.ts';
import { emit } from '../../events/emit.ts';
import { endNextUntapEffects } from '../effects/next-untap.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId } from '../../state/types.ts';

/** CR 502.3: the active player untaps their permanents. */
function untapStep(core: GameCore): void {
  core.player(core.s.active).landsPlayed = 0;
  core.s.loyaltyUsed = [];
  for (const c of [...battlefieldCharacteristics(core).values()]) {
    if (c.controller === core.s.active && core.obj(c.id).tapped) emit(core, { type: 'untap', object: c.id });
  }
  endNextUntapEffects(core);
}

/** CR 504.1: the active player draws; the player who goes first skips the draw of their first turn (103.8a). */
function drawStep(core: GameCore): void {
  if (core.s.turn === 1 && core.s.firstPlayerSkipsDraw) return;
  emit(core, { type: 'draw', player: core.s.active, object: null });
}

/** CR 514.1-2: discard to maximum hand size, remove damage, end "until end of turn" effects. */
export function cleanupStep(core: GameCore): void {
  const p = core.player(core.s.active);
  const excess = p.hand.length - 7;
  if (excess > 0) {
    const pick = core.ask({ kind: 'cards', player: p.id, reason: `discard ${excess} card(s) to hand size`, options: [...p.hand], min: excess, max: excess }) as ObjectId[];
    const chosen = [...new Set(pick.filter((id) => p.hand.includes(id)))].slice(0, excess);
    for (const id of p.hand) { if (chosen.length >= excess) break; if (!chosen.includes(id)) chosen.push(id); }
    for (const id of chosen) emit(core, leaveEvent(core, id, 'graveyard', 'discard'));
  }
  // CR 514.2: damage wears off. A value computed from it (`it.damage`) is then computed again (see below).
  let healed = false;
  for (const id of core.s.battlefield) {
    const o = core.obj(id);
    if (o.damage || o.deathtouched) healed = true;
    o.damage = 0; o.deathtouched = false; o.regenShields = 0;
  }
  const ending = core.s.effects.filter((e) => e.duration === 'end_of_turn');
  for (const e of ending) {
    if (e.mod['gain_control'] !== undefined) for (const id of e.affected) { const o = core.tryObj(id); if (o) o.controlledSince = core.s.turn; }
  }
  const shields = core.s.shields.length;
  core.s.effects = core.s.effects.filter((e) => e.duration !== 'end_of_turn');
  core.interceptors.endTurn();
  core.s.shields = core.s.shields.filter((s) => s.duration !== 'end_of_turn');
  // Characteristics change only if an effect ended, the replacement sources if a shield did. Damage wearing off
  // changes only what an expression reads (`it.damage`), which no event announces.
  if (ending.length) core.touch('effects');
  else if (core.s.shields.length !== shields) core.touch('aside');
  if (healed) core.changedQuietly();
}

/**
 * Perform the turn-based actions of a step that has just begun.
 * @example beginStep(core, 'draw')
 */
export function beginStep(core: GameCore, step: string): void {
  core.s.step = step;
  core.leftInBatch = [];
  if (step === 'untap' && core.s.turn > 0) emit(core, { type: 'turn', turn: core.s.turn, active: core.s.active });
  emit(core, { type: 'step', step, turn: core.s.turn, active: core.s.active });
  switch (step) {
    case 'untap': untapStep(core); break;
    case 'draw': drawStep(core); break;
    // Combat goes through the runtime's combat machine when it has one (BEGIN, DAMAGE).
    case 'beginning_of_combat': if (core.machines) core.machines.beginCombat(core); else beginCombat(core); break;
    case 'first_strike_damage': if (core.machines) core.machines.combatDamage(core, true); else dealCombatDamage(core, true); break;
    case 'combat_damage': if (core.machines) core.machines.combatDamage(core, false); else dealCombatDamage(core, false); break;
    case 'cleanup': cleanupStep(core); break;
  }
}

/** CR 500.4: mana empties from each pool when a step ends; combat ends with the end of combat step (511.3). */
export function endStep(core: GameCore): void {
  // CR 500.4: mana empties from each pool (its six kinds, ManaPool; a save's pool has no others, check-state.ts).
  for (const p of core.s.players) { const m = p.pool; m.W = 0; m.U = 0; m.B = 0; m.R = 0; m.G = 0; m.C = 0; }
  if (core.s.step === 'end_of_combat') {
    if (core.machines) core.machines.endCombat(core); else endCombat(core);
  }
}
