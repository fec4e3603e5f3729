/** Flashback (CR 702.34): casting a card from its owner's graveyard for its flashback cost. */
import type { CardDef, Cost } from '../../cards/types.ts';
import type { GameObject } from '../../state/types.ts';
import { orThrow, Refusal } from './refusal.ts';

/**
 * Does an action's cost name flashback? A scenario names it as its card text does ("Flashback {2}{U}",
 * "Flashback—{1}{U}, Pay 3 life") or just "Flashback".
 * @example namesFlashback('Flashback {2}{U}'); // true
 */
export function namesFlashback(altCost: string | undefined): boolean {
  return altCost !== undefined && /^\s*flashback\b/i.test(altCost);
}

/**
 * The flashback cost to pay when this object is cast from where it is, or null when it is cast the usual way
 * (from hand). CR 702.34a: flashback lets the card be cast from its owner's graveyard, paying the flashback cost
 * instead of its mana cost (an alternative cost, CR 118.9). Throws when the object can't be cast from its zone.
 * @example flashbackCost(graveyardThinkTwice, def, 'Flashback {2}{U}')?.mana?.text; // '{2}{U}'
 */
export function flashbackCost(o: GameObject, def: CardDef, altCost: string | undefined): Cost | null {
  return orThrow(checkFlashbackCost(o, def, altCost));
}

/**
 * `flashbackCost` with its refusal as a value: the flashback cost, null (cast from hand), or why it can't be cast.
 * @example checkFlashbackCost(graveyardShock, def, undefined) instanceof Refusal; // true: Shock has no flashback
 */
export function checkFlashbackCost(o: GameObject, def: CardDef, altCost: string | undefined): Cost | null | Refusal {
  const fb = def.spell?.flashback;
  // From the graveyard the cost is named "Flashback …", or by any part of the card's text (FORMAT.md: "{1}{U}, Pay 3 life").
  const named = altCost === undefined || namesFlashback(altCost) || (altCost.trim() !== '' && def.text.toLowerCase().includes(altCost.trim().toLowerCase()));
  if (o.zone === 'graveyard' && fb && named) return fb;
  if (o.zone === 'graveyard' && fb) return new Refusal('action/unknown_cost', `${def.name} is cast from a graveyard only for its flashback cost (CR 702.34a), not "${altCost}"`);
  if (o.zone === 'graveyard') return new Refusal('action/not_in_hand', `${def.name} has no flashback: it can't be cast from a graveyard (CR 601.2a)`);
  if (namesFlashback(altCost)) return new Refusal('action/unknown_cost', `${def.name}: flashback casts it from its owner's graveyard only (CR 702.34a)`);
  return null;
}
