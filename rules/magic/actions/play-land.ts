/** Playing a land (CR 305): a special action, once a turn, own main phase, empty stack. */
import type { GameCore } from '../../core.ts';
import { IllegalActionError } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { requirePriority, sorceryTiming } from './timing.ts';
import type { PlayerAction } from './types.ts';

type PlayLand = Extract<PlayerAction, { type: 'play_land' }>;

export function preparePlayLand(core: GameCore, a: PlayLand) {
  requirePriority(core, a.player);
  const o = core.tryObj(a.card);
  if (!o || o.zone !== 'hand' || o.owner !== a.player) throw new IllegalActionError('action/not_in_hand', `object #${a.card} is not in ${core.player(a.player).name}'s hand`);
  if (!core.def(o).types.includes('Land')) throw new IllegalActionError('action/not_a_land', `${o.card} is not a land`);
  if (!sorceryTiming(core, a.player)) throw new IllegalActionError('action/sorcery_timing', 'a land can be played only in your main phase with an empty stack (CR 305.2)');
  if (core.player(a.player).landsPlayed >= 1) throw new IllegalActionError('action/land_limit', 'only one land per turn (CR 305.2)');
  return o;
}

/** @example playLand(core, { type: 'play_land', player: 0, card: forestId }) */
export function playLand(core: GameCore, a: PlayLand): void {
  const o = preparePlayLand(core, a);
  core.player(a.player).landsPlayed++;
  emit(core, { ...leaveEvent(core, o.id, 'battlefield', 'play_land'), controller: a.player });
}
