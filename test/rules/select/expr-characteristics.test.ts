/**
 * What card expressions read of objects comes from the game's ruleset (RulesetHooks.characteristics): Magic's rules
 * give the characteristics through the layers (CR 613), so `it.power` and `count(…)` see an Anthem's +1/+1 and an
 * effect that makes a land a creature; a ruleset that computes none gives each object's card.
 */
import { describe, expect, it } from 'vitest';
import { GameCore, magicRules } from '../../../rules/index.ts';
import { evalNumber, objectView } from '../../../rules/magic/select/expr-context.ts';
import { position } from '../../helpers/position.ts';

describe('RulesetHooks.characteristics: what expressions read of objects', () => {
  it('613.4c: with Magic\'s rules, an object\'s view has the Anthem\'s +1/+1', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'] }, {}] });
    expect(objectView(p.core, p.id('Grizzly Bears'))['power']).toBe(3);
  });

  it('613.1d: with Magic\'s rules, a count sees a land that an effect made a creature (Life and Limb: each Forest is a Saproling creature)', () => {
    const p = position({ players: [{ battlefield: ['Life and Limb', 'Forest', 'Grizzly Bears'] }, {}] });
    expect(evalNumber(p.core, 'count(creature, you)', { controller: 0, source: null })).toBe(2);
  });

  it('without the hook, an expression reads each object\'s card: 2/2 Bears, one creature', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Life and Limb', 'Forest', 'Grizzly Bears'] }, {}] });
    const { characteristics: _computed, ...cardsOnly } = magicRules;
    const bare = new GameCore(p.core.s, { cards: p.core.cards, ruleset: cardsOnly });
    expect(objectView(bare, p.id('Grizzly Bears'))['power']).toBe(2);
    expect(evalNumber(bare, 'count(creature, you)', { controller: 0, source: null })).toBe(1);
  });
});
