/**
 * The events the Adventure ruleset adds to the core vocabulary (by declaration merging): mana that grows,
 * refills and is spent; pumps until end of turn; the end-of-turn clean-up; random discards. Every other
 * change is a core event (draw, damage, life, tap, untap, zone_change, counter, attack, block, ...).
 */
import type { ObjectId, PlayerId } from '../state/types.ts';

export interface AdventureEvents {
  adv_mana_max: { type: 'adv_mana_max'; player: PlayerId; amount: number; max?: number };
  adv_mana_refill: { type: 'adv_mana_refill'; player: PlayerId; available?: number };
  adv_mana_pay: { type: 'adv_mana_pay'; player: PlayerId; amount: number };
  adv_pump: { type: 'adv_pump'; object: ObjectId; power: number; toughness: number };
  adv_cleanup: { type: 'adv_cleanup'; turn: number };
  adv_discard: { type: 'adv_discard'; player: PlayerId; count: number; cards?: ObjectId[] };
}

declare module '../events/types.ts' {
  interface RulesetEvents extends AdventureEvents {}
}

export type AdventureEventType = keyof AdventureEvents;
