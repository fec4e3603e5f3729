/** Playing a land (CR 305): a special action, once a turn, own main phase, empty stack. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { orThrow, Refusal } from './refusal.ts';
import { priorityRefusal, sorceryTiming } from './timing.ts';
import type { PlayerAction } from './types.ts';
import type { GameObject } from '../../state/types.ts';

type PlayLand = Extract<PlayerAction, { type: 'play_land' }>;

/**
 * Check a land play, changing nothing: the land to play, or why it can't be played now.
 * @example checkPlayLand(core, { type: 'play_land', player: 0, card: forestId }); // the Forest's object
 */
export function checkPlayLand(core: GameCore, a: PlayLand): GameObject | Refusal {
  const turn = priorityRefusal(core, a.player);
  if (turn) return turn;
  const o = core.tryObj(a.card);
  if (!o || o.zone !== 'hand' || o.owner !== a.player) return new Refusal('action/not_in_hand', `object #${a.card} is not in ${core.player(a.player).name}'s hand`);
  if (!core.def(o).types.includes('Land')) return new Refusal('action/not_a_land', `${o.card} is not a land`);
  if (!sorceryTiming(core, a.player)) return new Refusal('action/sorcery_timing', 'a land can be played only in your main phase with an empty stack (CR 305.2)');
  if (core.player(a.player).landsPlayed >= 1) return new Refusal('action/land_limit', 'only one land per turn (CR 305.2)');
  return o;
}

/** `checkPlayLand` that throws its refusal as IllegalActionError. */
export function preparePlayLand(core: GameCore, a: PlayLand): GameObject {
  return orThrow(checkPlayLand(core, a));
}

/** @example playLand(core, { type: 'play_land', player: 0, card: forestId }) */
export function playLand(core: GameCore, a: PlayLand): void {
  const o = preparePlayLand(core, a);
  core.player(a.player).landsPlayed++;
  emit(core, { ...leaveEvent(core, o.id, 'battlefield', 'play_land'), controller: a.player });
}
