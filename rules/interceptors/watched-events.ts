/** The event type each card ability watches: the index keys of the interceptor registry. */
import type { GameEventType } from '../events/types.ts';

/** The event type each trigger (`when:` of a triggered ability) listens on (CR 603.2). */
export const TRIGGER_EVENT: Readonly<Record<string, GameEventType>> = {
  enters: 'zone_change', dies: 'zone_change', leaves: 'zone_change', dealt_damage: 'damage', deals_damage: 'damage',
  gain_life: 'life', lose_life: 'life', upkeep: 'step', end_step: 'step', draw_step: 'step', attacks: 'attack',
  cast: 'cast', phase_end: 'step', draw: 'draw',
  draws: 'draw', discards: 'zone_change', attacks_unblocked: 'unblocked', blocks: 'block', tapped_for_mana: 'mana',
  becomes_target: 'becomes_target',
  transforms_into: 'transform',
};

/** The event type each replacement ability (`replacement:` of a card) replaces (CR 614.1). */
export const REPLACEMENT_EVENT: Readonly<Record<string, GameEventType>> = {
  graveyard_to_exile: 'zone_change', shuffle_into_library: 'zone_change', redirect_damage: 'damage', double_damage: 'damage',
  double_tokens: 'create_token', double_counters: 'counter', extra_counters: 'counter', skip_untap: 'untap',
};

/** A replacement ability's key in the card format and its argument: `{ double_damage: any }` → ['double_damage', 'any']. */
export function replacementKey(replace: unknown): [string, unknown] {
  const r = replace as Record<string, unknown>;
  const kind = typeof r['kind'] === 'string' ? r['kind'] : Object.keys(r)[0]!;
  return [kind, r[kind]];
}
