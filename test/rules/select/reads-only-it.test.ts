/**
 * Which expressions read only the object they are about (rules/magic/select/expr-context.ts, readsOnlyIt): a P/T an
 * effect sets from `it` alone (Opalescence: its mana value, CR 613.4b) is one object's own business, so the layer
 * cache can add or take out other permanents without computing it again for everyone.
 */
import { describe, expect, it } from 'vitest';
import { readsOnlyIt } from '../../../rules/magic/select/expr-context.ts';

describe('readsOnlyIt: every name in the expression is `it`', () => {
  it('the object\'s own values, and arithmetic and tests on them', () => {
    for (const src of ['it.mana_value', 'it.power * 2', 'it.toughness + 1', 'it.counters.plus1', 'it.type("creature") ? 2 : 1', '3', 7]) expect(readsOnlyIt(src)).toBe(true);
  });
  it('a count, a player, the source, X, the turn or an event read more', () => {
    for (const src of ['count(swamp, you)', 'you.life', 'opponent.hand_size', 'x', 'kicked ? 4 : 2', 'turn', 'event.amount', 'it.power + count(creature, you)']) {
      expect(readsOnlyIt(src)).toBe(false);
    }
  });
});
