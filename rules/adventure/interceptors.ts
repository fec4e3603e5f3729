/**
 * An Adventure permanent's interceptors: one react interceptor per trigger and event type it answers to (seed:
 * "Triggers": persistent while the card is in play). Its object's actor registers them as the card enters.
 */
import type { GameCore } from '../core.ts';
import type { GameEventType } from '../events/types.ts';
import type { CardTrigger } from '../interceptors/types.ts';
import type { GameObject } from '../state/types.ts';
import { cardOf } from './context.ts';
import type { TriggerKey } from './types.ts';

/** The event type each trigger key answers to (see triggerKeys, which goes the other way). */
const CHANNEL: Partial<Record<TriggerKey, GameEventType>> = {
  PHASE_DRAW: 'step', PHASE_MAIN: 'step', PHASE_ATTACKERS: 'step', PHASE_BLOCKERS: 'step', PHASE_BATTLE: 'step', PHASE_END: 'step',
  DAMAGE: 'damage', COMBAT_DAMAGE: 'damage', GAIN_LIFE: 'life', LOSE_LIFE: 'life', DRAW: 'draw',
  ENTER: 'zone_change', DIES: 'zone_change', RETURN_TO_HAND_OWNER: 'zone_change', DISCARD: 'zone_change',
  DESTROY: 'destroy', SACRIFICE: 'sacrifice', TAP: 'tap', UNTAP: 'untap', PUMP: 'adv_pump', COUNTER: 'counter',
  CAST: 'cast', ABILITY: 'activate', DECLARE_ATTACK: 'attack', DECLARE_BLOCK: 'block',
  ADD_MANA: 'adv_mana_max', REFILL_MANA: 'adv_mana_refill', MANA: 'adv_mana_pay', CLEAR_DAMAGE: 'adv_cleanup',
};

/**
 * @example adventureInterceptors(core, core.obj(keeperId)).map((i) => i.on); // ['step']
 */
export function adventureInterceptors(core: GameCore, o: GameObject): CardTrigger[] {
  const card = cardOf(core, o.id);
  const out: CardTrigger[] = [];
  card.triggers.forEach((trigger, index) => {
    const channels = new Set(trigger.on.map((k) => CHANNEL[k]).filter((c): c is GameEventType => c !== undefined));
    for (const on of channels) out.push({ id: `${o.id}:${index}:${on}`, kind: 'react', on, source: o.id, description: `${card.name}: ${trigger.on.join('/')}`, trigger, index });
  });
  return out;
}
