/**
 * Blocking evolution (seed 004, Ability Effects: block_evolution, Aerodactyl ex's Primeval Law: "Your
 * opponent can't play any Pokémon from their hand to evolve their Active Pokémon"): a live `no_evolve`
 * effect whose scope covers a Pokémon forbids evolving it from the hand. The scope is checked when the
 * player tries to evolve, so `opponent_active` follows whichever Pokémon is Active then.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { queryEffects } from '../active-effects/index.ts';

/**
 * Why this Pokémon can't be evolved from the hand now, or null.
 * @example evolutionBlocked(core, bulbasaur) // "Primeval Law (Aerodactyl ex): Bulbasaur can't evolve from the hand"
 */
export function evolutionBlocked(core: GameCore, target: ObjectId): string | null {
  const lock = queryEffects(core, { type: 'no_evolve', pokemon: target }).effects[0];
  return lock ? `${lock.name} (${lock.sourceCard}): ${core.obj(target).card} can't evolve from the hand` : null;
}
