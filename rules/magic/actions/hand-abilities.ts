/**
 * Activated abilities that work while the card is in its owner's hand (CR 113.6a): cycling (CR 702.29a), "[cost],
 * Discard this card: Draw a card." Numbered apart from the abilities it has on the battlefield: a card in hand offers
 * only these, in this order.
 */
import { costText } from '../../cards/parse-cost.ts';
import type { ActivatedAbility, CardDef } from '../../cards/types.ts';

const derived = new WeakMap<CardDef, ActivatedAbility[]>();

/**
 * The hand abilities of a card, made once per card definition (so an ability keeps its identity).
 * @example handAbilities(pool.require('Miscalculation'))[0]!.text; // 'Cycling {2}'
 */
export function handAbilities(def: CardDef): ActivatedAbility[] {
  let out = derived.get(def);
  if (out) return out;
  out = [];
  if (def.cycling) {
    const text = `Cycling ${costText(def.cycling)}`;
    out.push({
      kind: 'activated', cost: { ...def.cycling, discard_self: true }, targets: [],
      effects: [{ kind: 'draw', draw: 1, who: 'you' }], zone: 'hand', text,
    });
  }
  derived.set(def, out);
  return out;
}
