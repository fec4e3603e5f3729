/** Attaching this turn's Energy from the Energy Zone: once a turn, to one of your Pokémon. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { side } from '../state.ts';
import { refuse, requireMain, requireOwnInPlay } from './common.ts';

/**
 * Attach the Energy Zone's Energy to one of your Pokémon.
 * @example attachEnergy(core, 0, bulbasaurId)
 */
export function attachEnergy(core: GameCore, player: PlayerId, to: ObjectId): void {
  requireMain(core, player);
  requireOwnInPlay(core, player, to);
  const energy = side(core, player).energy;
  if (energy === null) {
    refuse('no_energy', core.s.turn === 1 ? 'the player who goes first gets no Energy on the first turn' : 'this turn\'s Energy has been attached already');
  }
  emit(core, { type: 'pocket_attach', player, object: to, energy, cause: 'energy_zone' });
}
