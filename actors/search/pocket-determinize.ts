/**
 * Determinization for Pokémon TCG Pocket: a full Pocket game state consistent with one player's view. The shared
 * part (hands, decks, discard piles, the objects in play) is sampled as for Magic (determinize.ts: the opponent's
 * hand and both decks are drawn from the cards of the public decklists not yet seen); the Pocket part (Active Spot,
 * Bench, attached Energy, points, Special Conditions, active effects) is public and copied from the view. What the
 * view leaves out, the Energy planned for later turns, is left empty: the Energy Zone then makes random Energy from
 * the deck's types with the sampled state's own generator.
 */
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { clonePlain } from '../../rules/index.ts';
import type { PocketGameState, PocketState, PocketView } from '../../rules/pocket/index.ts';
import { determinize } from './determinize.ts';

/**
 * A Pocket game state that agrees with `view` in everything it shows, its hidden cards sampled with `rng` from what
 * `decks` (by seat) leaves unseen.
 * @example const state = determinizePocket(request.view, decks, rng); new PocketGame(state, { pool, policies }).resume();
 */
export function determinizePocket(view: PocketView, decks: readonly (readonly string[])[], rng: RandomGenerator): PocketGameState {
  const state = determinize(view, decks, rng) as PocketGameState;
  const part = clonePlain(view.pocket);
  const pocketPart: PocketState = {
    ...part,
    players: part.players.map((p) => ({ ...p, energyPlan: [] })),
    nextEffectId: part.effects.reduce((n, e) => Math.max(n, e.id + 1), 1),
  };
  state.pocket = pocketPart;
  return state;
}
