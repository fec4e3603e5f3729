/**
 * "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon, do 20
 * damage to the Attacking Pokémon." (Poliwrath, Counterattack): a `counter_damage` active effect on the
 * Pokémon (an `active_only` passive Ability gives one that counts only while its source is Active). After
 * an attack, each of the opponent's Pokémon that was the Defending Pokémon, is still Active and took damage
 * from the attack hits back once per such effect, with the effect's amount. That damage is not attack
 * damage (no Weakness, no modifiers) and happens even if the damaged Pokémon is about to be Knocked Out,
 * since Knock Outs are checked after the attack.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId } from '../../state/types.ts';
import { queryEffects } from '../active-effects/index.ts';
import { isActive, isInPlay } from '../state.ts';

/**
 * Counter-damage after an attack: `before` is the damage the Defending Pokémon had when the attack began
 * (it was damaged by the attack if it has more now; an attack never heals the opponent's Pokémon).
 * @example counterDamage(core, attacker, defender, 0)
 */
export function counterDamage(core: GameCore, attacker: ObjectId, defender: ObjectId | null, before: number): void {
  if (defender === null || !isInPlay(core, defender) || !isActive(core, defender)) return;
  if (core.obj(defender).damage <= before) return;
  for (const e of queryEffects(core, { type: 'counter_damage', pokemon: defender }).effects) {
    if (core.s.result || !isInPlay(core, attacker)) return;
    const amount = e.params.amount ?? 0;
    if (amount > 0) emit(core, { type: 'damage', source: defender, sourceName: e.name, target: { kind: 'object', id: attacker }, amount, combat: false });
  }
}
