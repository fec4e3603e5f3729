/**
 * "Prevent all damage from—and effects of—attacks done to this Pokémon." (Dugtrio's Dig, active effect
 * `prevent_attacks`): while it is live on a Pokémon, the opponent's attacks do it no damage (calc/damage.ts)
 * and their effects on it do not happen (Special Conditions, effects put on it, random Energy discards,
 * being put into the hand or deck). Effects on other Pokémon and on the attacker still happen.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { queryEffects } from '../active-effects/index.ts';
import type { ActiveEffect } from '../active-effects/index.ts';
import { pocket } from '../state.ts';

/**
 * The live effect that shields `pokemon` from an attack of `attacker`'s player, or null.
 * @example attackShield(core, dugtrio, 1)?.name // 'Dig'
 */
export function attackShield(core: GameCore, pokemon: ObjectId, attacker: PlayerId): ActiveEffect | null {
  if (!pocket(core).pokemon[pokemon] || core.obj(pokemon).owner === attacker) return null;
  return queryEffects(core, { type: 'prevent_attacks', pokemon }).effects[0] ?? null;
}
