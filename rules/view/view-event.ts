/**
 * An event as one player sees it (CR 400.2, 401.2, 402.3, 708): who drew is public, what they drew is not;
 * a card moving between zones is named if the viewer could see it in one of them or it was revealed.
 */
import type { EventOf, GameEvent } from '../events/types.ts';
import { clonePlain } from '../state/clone.ts';
import type { GameState, PlayerId } from '../state/types.ts';
import { cardVisible } from './face-down.ts';
import { hiddenNow, zoneVisible } from './hidden-zones.ts';
import type { ViewEvent } from './types.ts';

type Fields = Record<string, unknown>;

/** CR 121.1, 402.3: the other players learn that a card was drawn, not which. */
function hideDraw(ev: EventOf<'draw'>, out: Fields, viewer: PlayerId): void {
  if (ev.player !== viewer) out['object'] = null;
}

/**
 * CR 400.2: the new object is named only if its zone is one the viewer sees, the old one likewise; the card's
 * name if it was seen in either zone, or revealed on the way (a card that reveals itself and is shuffled into
 * its owner's library, `cause: 'shuffle'`, Blightsteel Colossus).
 */
function hideZoneChange(ev: EventOf<'zone_change'>, out: Fields, viewer: PlayerId): void {
  const fromSeen = ev.from === null || zoneVisible(ev.from, ev.owner, viewer);
  const toSeen = zoneVisible(ev.to, ev.owner, viewer);
  if (!toSeen) out['object'] = null;
  // In Adventure the object keeps its id: the old id is the new one, shown or hidden with it.
  if (ev.oldId === ev.object ? !toSeen : !fromSeen) out['oldId'] = null;
  if (!fromSeen && !toSeen && ev.cause !== 'shuffle') out['card'] = null;
}

const ID_FIELDS = ['object', 'oldId', 'source', 'chosen'] as const;
const ID_LIST_FIELDS = ['cards', 'options'] as const;

/**
 * Blank whatever the event names that is, right after it, in a zone hidden from the viewer, and the names of
 * face-down objects the viewer may not look at (CR 708.5). Every event type goes through this, including the
 * ones rulesets add.
 * @example const out = { ...event }; hideByState(out, state, 1); // out.object is null if it is in player 0's hand
 */
export function hideByState(out: Fields, state: GameState, viewer: PlayerId): void {
  for (const k of ID_FIELDS) {
    const id = out[k];
    if (typeof id === 'number' && hiddenNow(state, id, viewer)) out[k] = null;
  }
  for (const k of ID_LIST_FIELDS) {
    const ids = out[k];
    if (Array.isArray(ids) && ids.some((id) => typeof id === 'number' && hiddenNow(state, id, viewer))) out[k] = null;
  }
  const named = typeof out['object'] === 'number' ? state.objects[out['object']] : typeof out['source'] === 'number' ? state.objects[out['source']] : undefined;
  if (named && !cardVisible(named, viewer)) {
    if (typeof out['card'] === 'string') out['card'] = null;
    if (typeof out['sourceName'] === 'string') out['sourceName'] = '';
  }
}

/**
 * The event as `viewer` sees it: a copy with the same fields (changing it changes nothing in the game), where
 * an id or a card name they may not see is null. Call it with the state right after the event, as the bus
 * publishes it.
 * @example viewEvent({ type: 'draw', player: 0, object: 57 }, state, 1) // { type: 'draw', player: 0, object: null }
 */
export function viewEvent(event: GameEvent, state: GameState, viewer: PlayerId): ViewEvent {
  const out = clonePlain<unknown>(event) as Fields;
  if (event.type === 'draw') hideDraw(event, out, viewer);
  else if (event.type === 'zone_change') hideZoneChange(event, out, viewer);
  hideByState(out, state, viewer);
  return out as ViewEvent;
}
