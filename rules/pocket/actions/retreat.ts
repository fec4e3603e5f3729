/** Retreating: once a turn, discard Energy for the Retreat Cost and switch the Active Pokémon with a Benched one. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { retreatBlocked, retreatCost, retreatPayment } from '../calc/retreat.ts';
import { side } from '../state.ts';
import type { EnergyType } from '../types.ts';
import { refuse, requireActive, requireMain } from './common.ts';

/** Why the Active Pokémon can't retreat to `to` now, or null. */
export function retreatProblem(core: GameCore, player: PlayerId, to: ObjectId, discard?: EnergyType[]): string | null {
  const x = side(core, player);
  if (x.active === null) return 'there is no Active Pokémon to retreat';
  if (x.retreated) return 'a player can retreat only once each turn';
  if (!x.bench.includes(to)) return `${core.tryObj(to)?.card ?? `#${to}`} is not on ${core.s.players[player]?.name ?? player}'s Bench`;
  const blocked = retreatBlocked(core, x.active);
  if (blocked) return blocked;
  const cost = retreatCost(core, x.active).value;
  if (!retreatPayment(core, x.active, cost, discard)) {
    return discard ? `discarding ${discard.join(', ') || 'nothing'} does not pay the Retreat Cost of ${cost}` : `${core.obj(x.active).card} needs ${cost} Energy to retreat`;
  }
  return null;
}

/**
 * Retreat the Active Pokémon, promoting `to`; `discard` chooses the Energy to discard (default: the last attached).
 * @example retreat(core, 0, bulbasaurId)
 */
export function retreat(core: GameCore, player: PlayerId, to: ObjectId, discard?: EnergyType[]): void {
  requireMain(core, player);
  const active = requireActive(core, player);
  const problem = retreatProblem(core, player, to, discard);
  if (problem) refuse('cant_retreat', problem);
  const calc = retreatCost(core, active);
  const cost = calc.value;
  const pay = retreatPayment(core, active, cost, discard)!;
  if (calc.steps.length > 1) emit(core, { type: 'pocket_calc', what: 'retreat_cost', object: active, value: cost, steps: calc.steps, effects: calc.trace });
  emit(core, { type: 'pocket_retreat', player, object: active, to, cost });
  if (pay.length) emit(core, { type: 'pocket_discard_energy', object: active, energy: pay, cause: 'retreat' });
  emit(core, { type: 'pocket_switch', player, active: to, benched: active, cause: 'retreat' });
}
