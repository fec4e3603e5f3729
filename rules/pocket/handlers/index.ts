/** The Pocket handlers, one an event type: the only code that changes a Pocket game's state. */
import type { GameCore } from '../../core.ts';
import type { GameEvent } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { handleEffectEnd, handleEffectStart } from './effects.ts';
import { handleDraw, handleEvolve, handleKnockOut, handleMove, handleShuffle, handleSwitch } from './moves.ts';
import { handleAttach, handleCondition, handleDamage, handleDiscardEnergy, handleEnergyZone, handleHeal } from './pokemon.ts';
import {
  handleAbilityUsed, handleAttackUsed, handleEndTurn, handleCoin, handleGameDraw, handleLose, handlePoints, handleRandom, handleRetreat,
  handleStep, handleTrainer, handleTurn,
} from './turn.ts';

type Handler = (core: GameCore, ev: never) => HandlerResult;

const HANDLERS: Partial<Record<GameEvent['type'], Handler>> = {
  pocket_move: handleMove,
  draw: handleDraw,
  shuffle: handleShuffle,
  pocket_switch: handleSwitch,
  pocket_evolve: handleEvolve,
  pocket_knock_out: handleKnockOut,
  damage: handleDamage,
  pocket_heal: handleHeal,
  pocket_condition: handleCondition,
  pocket_energy_zone: handleEnergyZone,
  pocket_attach: handleAttach,
  pocket_discard_energy: handleDiscardEnergy,
  turn: handleTurn,
  step: handleStep,
  pocket_attack: handleAttackUsed,
  pocket_end_turn: handleEndTurn,
  pocket_ability: handleAbilityUsed,
  pocket_trainer: handleTrainer,
  pocket_retreat: handleRetreat,
  pocket_points: handlePoints,
  lose: handleLose,
  game_draw: handleGameDraw,
  pocket_coin: handleCoin,
  pocket_random: handleRandom,
  pocket_effect_start: handleEffectStart,
  pocket_effect_end: handleEffectEnd,
};

/** Events the Pocket rules record without a change of state. */
const RECORDS = new Set<string>(['pocket_attack_failed', 'pocket_checkup', 'pocket_calc', 'pocket_reveal']);

/**
 * Apply a Pocket event's change to the state. Events of other rulesets are refused.
 * @example pocketHandle(core, { type: 'pocket_points', player: 0, amount: 1 })
 */
export function pocketHandle(core: GameCore, ev: GameEvent): HandlerResult {
  const h = HANDLERS[ev.type];
  if (h) return h(core, ev as never);
  return RECORDS.has(ev.type);
}
