/** Choosing a new Active Pokémon from the Bench after the Active Pokémon was Knocked Out. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { side } from '../state.ts';
import { refuse } from './common.ts';

/**
 * Move a Benched Pokémon into the empty Active Spot.
 * @example promote(core, 1, mewtwoId)
 */
export function promote(core: GameCore, player: PlayerId, card: ObjectId): void {
  if (core.s.result) refuse('game_over', 'the game is over');
  const x = side(core, player);
  if (x.active !== null) refuse('no_promotion', `${core.s.players[player]?.name ?? player} has an Active Pokémon; to change it, retreat`);
  if (!x.bench.includes(card)) refuse('not_on_bench', `${core.tryObj(card)?.card ?? `#${card}`} is not on ${core.s.players[player]?.name ?? player}'s Bench`);
  emit(core, { type: 'pocket_switch', player, active: card, benched: null, cause: 'promote' });
}
