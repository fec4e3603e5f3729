/** Using a Pokémon's Ability ("once during your turn", "if this Pokémon is in the Active Spot"). */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { abilityLock } from '../active-effects/index.ts';
import { effectContext, runEffects, unusable } from '../effects/index.ts';
import { isActive, pokemonCardOf, side } from '../state.ts';
import { refuse, requireTargets, requireMain, requireOwnInPlay } from './common.ts';

/** Why the player can't use this Ability now, or null. */
export function abilityProblem(core: GameCore, player: PlayerId, pokemon: ObjectId, index: number): string | null {
  const card = pokemonCardOf(core, pokemon);
  const a = card.abilities[index];
  if (!a) return `${card.name} has no Ability number ${index + 1}`;
  if (a.passive) return `${a.name} works by itself while ${card.name} is in play; it is not used`;
  if (a.oncePerTurn && side(core, player).abilitiesUsed.includes(`${pokemon}:${index}`)) return `${a.name} can be used once during your turn; it was used this turn`;
  if (a.activeOnly && !isActive(core, pokemon)) return `${a.name} works only while ${card.name} is in the Active Spot`;
  const lock = abilityLock(core, pokemon);
  if (lock) return `${lock.name} (${lock.sourceCard}) stops ${card.name}'s Abilities`;
  return unusable({ core, player, pokemon, name: a.name }, a.effects);
}

/**
 * Use an Ability of one of your Pokémon; `targets` answer its choices in order.
 * @example useAbility(core, 0, greninjaId, 0, [weedleId])
 */
export function useAbility(core: GameCore, player: PlayerId, pokemon: ObjectId, index: number, targets?: ObjectId[]): void {
  requireMain(core, player);
  requireOwnInPlay(core, player, pokemon);
  const problem = abilityProblem(core, player, pokemon, index);
  if (problem) refuse('cant_use_ability', problem);
  const a = pokemonCardOf(core, pokemon).abilities[index]!;
  requireTargets(core, player, pokemon, a.name, a.effects, targets);
  emit(core, { type: 'pocket_ability', player, object: pokemon, card: core.obj(pokemon).card, ability: a.name, index });
  runEffects(effectContext(core, { player, name: a.name, sourceKind: 'ability', source: pokemon, pokemon, targets }), a.effects);
}
