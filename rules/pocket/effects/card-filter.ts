/** Whether a card that is not in play (in a deck, hand or discard pile) is a Pokémon a filter lets through. */
import { sameBaseName } from '../base-name.ts';
import type { PocketCard, TargetFilter } from '../card-types.ts';

/**
 * A Pokémon card passing the filter's type, stage and names (`damaged` and `energy` are about Pokémon in
 * play and let every card through). Trainer cards never pass.
 * @example cardPasses(pool.require('Mew'), { pokemon_type: 'Psychic' }) // true
 */
export function cardPasses(c: PocketCard | undefined, f: TargetFilter = {}): boolean {
  if (c?.kind !== 'pokemon' || c.playedAs) return false;   // a Fossil is an Item card outside play
  if (f.pokemon_type && c.type !== f.pokemon_type) return false;
  if (f.stage && c.stage !== f.stage) return false;
  if (f.name && !sameBaseName(c.name, f.name)) return false;
  if (f.names && !f.names.some((n) => sameBaseName(c.name, n))) return false;
  return true;
}
