/** The event channels an Adventure permanent's object actor listens on: those of its triggers' keys. */
import type { GameCore, GameEvent, GameObject } from '../../rules/index.ts';
import type { AdventurePool, TriggerKey } from '../../rules/adventure/index.ts';

const CHANNEL: Partial<Record<TriggerKey, GameEvent['type']>> = {
  PHASE_DRAW: 'step', PHASE_MAIN: 'step', PHASE_ATTACKERS: 'step', PHASE_BLOCKERS: 'step', PHASE_BATTLE: 'step', PHASE_END: 'step',
  DAMAGE: 'damage', COMBAT_DAMAGE: 'damage', GAIN_LIFE: 'life', LOSE_LIFE: 'life', DRAW: 'draw',
  ENTER: 'zone_change', DIES: 'zone_change', RETURN_TO_HAND_OWNER: 'zone_change', DISCARD: 'zone_change',
  DESTROY: 'destroy', SACRIFICE: 'sacrifice', TAP: 'tap', UNTAP: 'untap', PUMP: 'adv_pump', COUNTER: 'counter',
  CAST: 'cast', ABILITY: 'activate', DECLARE_ATTACK: 'attack', DECLARE_BLOCK: 'block',
  ADD_MANA: 'adv_mana_max', REFILL_MANA: 'adv_mana_refill', MANA: 'adv_mana_pay', CLEAR_DAMAGE: 'adv_cleanup',
};

/**
 * @example new ObjectActors(bus, adventureChannels(pool))
 */
export function adventureChannels(pool: AdventurePool): (core: GameCore, obj: GameObject) => GameEvent['type'][] {
  return (_core, obj) => {
    const card = pool.get(obj.card);
    return [...new Set((card?.triggers ?? []).flatMap((t) => t.on.map((k) => CHANNEL[k]).filter((c): c is GameEvent['type'] => !!c)))];
  };
}
