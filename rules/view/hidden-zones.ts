/**
 * Hidden zones (CR 400.2): a library is hidden from every player, its owner included, and so is its order
 * (401.2); a hand is hidden from all but its owner (402.3). The battlefield, graveyards, exile, the stack and
 * the command zone are public.
 */
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/types.ts';

/**
 * Whether `viewer` may see the cards in `owner`'s `zone`.
 * @example zoneVisible('hand', 0, 1) // false: player 1 can't look at player 0's hand (CR 402.3)
 */
export function zoneVisible(zone: ZoneName, owner: PlayerId, viewer: PlayerId): boolean {
  if (zone === 'library') return false;
  if (zone === 'hand') return owner === viewer;
  return true;
}

/**
 * Whether `viewer` may know this object id now. An object in a zone hidden from them is known only as part
 * of a count; an id that is no object any more is known if it left a public zone (last known information) or
 * is a spell or ability on the stack. Anything else (an old hand or library id) stays unknown.
 * @example knownId(state, state.players[1].hand[0], 0) // false
 */
export function knownId(state: GameState, id: ObjectId, viewer: PlayerId): boolean {
  const o = state.objects[id];
  if (o) return zoneVisible(o.zone, o.owner, viewer);
  return state.lki[id] !== undefined || state.stack.some((i) => i.id === id);
}

/**
 * Whether an id an event names is hidden from `viewer` in the state right after the event: it is an object in
 * a zone hidden from them (in Adventure and Pocket a card keeps its id from zone to zone, so this is also where
 * a card that just went into a hand or a library is hidden). Ids that are no object are left to the rules of
 * each event type.
 * @example hiddenNow(state, drawnId, 1) // true when player 0 just drew it
 */
export function hiddenNow(state: GameState, id: ObjectId, viewer: PlayerId): boolean {
  const o = state.objects[id];
  return o !== undefined && !zoneVisible(o.zone, o.owner, viewer);
}
