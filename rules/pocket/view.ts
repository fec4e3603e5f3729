/**
 * What one player may see of a Pocket game. A player's hand is hidden from the opponent (seeds/active-effects-design.md:
 * Mew's Psy Report is an effect by which the "opponent reveals their hand") and the deck, shuffled at setup, from
 * both players; the Active Spot, the Bench, the cards under an evolved Pokémon and the discard piles are public.
 * Pocket keeps a card's id from zone to zone: an id is blanked while the card is in a zone hidden from the viewer.
 */
import type { GameEvent } from '../events/types.ts';
import { clonePlain } from '../state/clone.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { knownId } from '../view/hidden-zones.ts';
import type { PlayerView, ViewEvent } from '../view/types.ts';
import { hideByState, viewEvent } from '../view/view-event.ts';
import { viewOf } from '../view/view-of.ts';
import type { PocketGameState } from './state.ts';
import type { PocketPlayer, PocketState, PocketZone } from './types.ts';

/**
 * A player's side as others see it: everything but the Energy planned for later turns, which, like the RNG, tells the future.
 * @example pocketViewOf(state, 0).pocket.players[1].points
 */
export type PocketPlayerView = Omit<PocketPlayer, 'energyPlan'>;

/**
 * The Pocket part of the state as one player sees it (the effect id counter is left out).
 * @example pocketViewOf(state, 0).pocket.effects.map((e) => e.name)
 */
export type PocketStateView = Omit<PocketState, 'players' | 'nextEffectId'> & { players: PocketPlayerView[] };

/**
 * A Pocket game as one player sees it: the core view (hands and decks as counts, their own hand in full) plus
 * the Pocket part: Pokémon in play, Energy, points, Special Conditions and active effects, all public.
 * @example const v = pocketViewOf(game.state, 0); v.pocket.players[1].points
 */
export interface PocketView extends PlayerView { pocket: PocketStateView }

/**
 * Whether `viewer` may see the cards in `owner`'s Pocket zone: not a deck, not another player's hand.
 * @example pocketZoneVisible('hand', 0, 1) // false
 */
export function pocketZoneVisible(zone: PocketZone, owner: PlayerId, viewer: PlayerId): boolean {
  if (zone === 'deck') return false;
  if (zone === 'hand') return owner === viewer;
  return true;
}

/**
 * What `viewer` may see of a Pocket game.
 * @example pocketViewOf(game.state, 1).players[0].handSize // 5 at the start, while .hand is null
 */
export function pocketViewOf(state: PocketGameState, viewer: PlayerId): PocketView {
  const known = (id: ObjectId) => knownId(state, id, viewer);
  const { players, nextEffectId: _counter, pokemon, effects, ...rest } = state.pocket;
  const inPlay: PocketState['pokemon'] = {};
  for (const key in pokemon) if (known(Number(key))) inPlay[Number(key)] = clonePlain(pokemon[key]!);
  return {
    ...viewOf(state, viewer),
    pocket: {
      ...clonePlain(rest),
      players: players.map(({ energyPlan: _plan, ...p }) => clonePlain(p)),
      pokemon: inPlay,
      effects: effects.map((e) => ({
        ...clonePlain(e),
        source: e.source !== null && known(e.source) ? e.source : null,
        target: e.target !== null && known(e.target) ? e.target : null,
      })),
    },
  };
}

/**
 * A Pocket event as `viewer` sees it. A card moving between a deck and a hand (a search, a hand shuffled back)
 * is named only to whom may see it in one of them; a random pick from a deck (Poké Ball) names no candidate
 * and no pick, the deck being hidden from its owner too; the move that follows shows what may be shown.
 * @example pocketViewEvent({ type: 'pocket_move', object: 7, card: 'Bulbasaur', owner: 0, from: 'deck', to: 'hand', cause: 'Poké Ball' }, state, 1) // object: null, card: null
 */
export function pocketViewEvent(event: GameEvent, state: PocketGameState, viewer: PlayerId): ViewEvent {
  if (event.type === 'pocket_reveal') {
    // Cards looked at or revealed are seen by the player they are shown to and their owner; to anyone else they are
    // as many hidden cards (a look at the top of one's own deck stays private).
    const out = clonePlain<unknown>(event) as Record<string, unknown>;
    if (viewer !== event.player && viewer !== event.owner) {
      out['cards'] = event.cards.map(() => null);
      if (event.objects) out['objects'] = event.objects.map(() => null);
    }
    return out as ViewEvent;
  }
  if (event.type !== 'pocket_move') return viewEvent(event, state, viewer);
  const out = clonePlain<unknown>(event) as Record<string, unknown>;
  const fromSeen = pocketZoneVisible(event.from, event.owner, viewer);
  const toSeen = pocketZoneVisible(event.to, event.owner, viewer);
  if (!toSeen) out['object'] = null;
  if (!fromSeen && !toSeen) out['card'] = null;
  hideByState(out, state, viewer);
  return out as ViewEvent;
}
