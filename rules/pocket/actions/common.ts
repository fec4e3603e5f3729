/** Checks shared by the Pocket actions. Every refusal is an IllegalActionError that says what to do instead. */
import { IllegalActionError } from '../../core.ts';
import type { GameCore } from '../../core.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { PocketEffect } from '../card-types.ts';
import { targetOptions, targetSlots } from '../effects/index.ts';
import { pocket, side, zoneOf } from '../state.ts';

/** Throw an IllegalActionError with a `pocket/...` code. */
export function refuse(code: string, message: string): never {
  throw new IllegalActionError(`pocket/${code}`, message);
}

/** The player may act in their main step: the game is on, it is their turn, nothing else waits. */
export function requireMain(core: GameCore, player: PlayerId): void {
  const s = core.s;
  if (s.result) refuse('game_over', 'the game is over');
  if (s.active !== player) refuse('not_your_turn', `it is ${s.players[s.active]?.name ?? s.active}'s turn, not ${s.players[player]?.name ?? player}'s`);
  if (s.step !== 'main') refuse('wrong_step', `actions are taken in the main step; the game is in the ${s.step} step`);
  if (pocket(core).turnEnding) refuse('turn_over', 'this turn is ending: the Active Pokémon has attacked');
  const waiting = pocket(core).players.findIndex((x) => x.active === null && x.bench.length > 0);
  if (waiting >= 0) refuse('promote_first', `${s.players[waiting]?.name ?? waiting} must first choose a new Active Pokémon`);
}

/** The card is in the player's hand. */
export function requireInHand(core: GameCore, player: PlayerId, id: ObjectId): void {
  const o = core.tryObj(id);
  if (!o || o.owner !== player || o.zone !== 'hand') refuse('not_in_hand', `${o?.card ?? `card #${id}`} is not in ${core.s.players[player]?.name ?? player}'s hand`);
}

/** The Pokémon is in play on the player's side. */
export function requireOwnInPlay(core: GameCore, player: PlayerId, id: ObjectId): void {
  const o = core.tryObj(id);
  if (!o || o.owner !== player || !pocket(core).pokemon[id]) refuse('not_in_play', `${o?.card ?? `#${id}`} is not one of ${core.s.players[player]?.name ?? player}'s Pokémon in play`);
}

/** The player's Active Pokémon, or a refusal. */
export function requireActive(core: GameCore, player: PlayerId): ObjectId {
  const a = side(core, player).active;
  if (a === null) refuse('no_active', `${core.s.players[player]?.name ?? player} has no Active Pokémon`);
  return a;
}

/**
 * Targets given with an action must be among the options of the effects' target choices, in order;
 * checked before anything happens, so that a refused action changes nothing.
 */
export function requireTargets(core: GameCore, player: PlayerId, pokemon: ObjectId | null, name: string, effects: readonly PocketEffect[], targets: readonly ObjectId[] | undefined): void {
  if (!targets?.length) return;
  const slots = targetSlots(effects);
  targets.forEach((t, i) => {
    const slot = slots[i];
    if (!slot) refuse('too_many_targets', `${name} chooses ${slots.length} target(s); ${targets.length} given`);
    const options = targetOptions({ core, player, pokemon }, slot.kind, slot.filter);
    if (!options.includes(t)) refuse('illegal_target', `${name}: ${core.tryObj(t)?.card ?? `#${t}`} is not a legal target; choose one of ${options.map((id) => core.obj(id).card).join(', ') || '(none)'}`);
  });
}

export { zoneOf };
