/**
 * What one player may see of an Adventure game. Adventure is "a Magic-like game" (seeds/adventure-cards-engine.md)
 * whose DRAW phase draws from a library into a hand: both are hidden as in Magic (CR 400.2, 401.2, 402.3), so the
 * core view applies, with the Adventure part added. A card keeps its id from zone to zone here, which the core's
 * rules already hide: an id is blanked while the card is in a zone hidden from the viewer.
 */
import type { GameEvent } from '../events/types.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { clonePlain } from '../state/clone.ts';
import { knownId } from '../view/hidden-zones.ts';
import type { PlayerView, ViewEvent } from '../view/types.ts';
import { hideByState, viewEvent } from '../view/view-event.ts';
import { viewOf } from '../view/view-of.ts';
import type { AdventureExtension, AdventureState } from './state.ts';
import type { Args } from './types.ts';

/**
 * An Adventure game as one player sees it: the core view plus every player's mana, the pumps in force and the
 * triggered effects waiting, all public; an effect's argument naming a card the viewer can't see is left out.
 * @example const v = adventureViewOf(game.state, 0); v.adventure.mana[1] // { max: 3, available: 1 }
 */
export interface AdventureView extends PlayerView { adventure: AdventureExtension }

function argsView(args: Args, known: (id: ObjectId) => boolean): Args {
  const out: Args = { ...args };
  if (out.cardId !== undefined && !known(out.cardId)) delete out.cardId;
  if (out.attackerId !== undefined && !known(out.attackerId)) delete out.attackerId;
  return out;
}

/**
 * What `viewer` may see of an Adventure game.
 * @example adventureViewOf(game.state, 1).players[0].hand // null: player 0's hand is hidden from player 1
 */
export function adventureViewOf(state: AdventureState, viewer: PlayerId): AdventureView {
  const known = (id: ObjectId) => knownId(state, id, viewer);
  const ext = state.adventure;
  return {
    ...viewOf(state, viewer),
    adventure: {
      mana: ext.mana.map((m) => ({ ...m })),
      pumps: ext.pumps.filter((p) => known(p.object)).map((p) => ({ ...p })),
      queue: ext.queue.map((q) => ({
        ...q,
        source: q.source !== null && known(q.source) ? q.source : null,
        effects: q.effects.map((e) => ({ ...clonePlain(e), source: e.source !== null && known(e.source) ? e.source : null, args: argsView(e.args, known) })),
      })),
    },
  };
}

/**
 * An Adventure event as `viewer` sees it. A random discard (DISCARD, `discard-opponent-N`) picks from a hand the
 * viewer may not see unless it is theirs: the others learn which cards only as each goes to the graveyard.
 * @example adventureViewEvent({ type: 'adv_discard', player: 1, count: 1, cards: [42] }, state, 0) // cards: null
 */
export function adventureViewEvent(event: GameEvent, state: AdventureState, viewer: PlayerId): ViewEvent {
  if (event.type !== 'adv_discard') return viewEvent(event, state, viewer);
  const out = clonePlain<unknown>(event) as Record<string, unknown>;
  if (event.player !== viewer && event.cards !== undefined) out['cards'] = null;
  hideByState(out, state, viewer);
  return out as ViewEvent;
}
