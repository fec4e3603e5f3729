/**
 * Leaves-the-battlefield abilities "look back in time" (CR 603.10a): a trigger on a creature dying matches the
 * creature as it last existed on the battlefield, its subtypes included (last known information, 608.2h).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { O, position } from '../../helpers/position.ts';

/** "Whenever a Skeleton dies, you gain 1 life." */
const mourner = parseCard(`
name: Skeleton Test Mourner
cost: "{1}{B}"
type: Enchantment
text: Whenever a Skeleton dies, you gain 1 life.
abilities:
  - triggered: { when: { dies: { all: creature, subtype: Skeleton } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/skeleton-test-mourner.yaml');

/** "Whenever a legendary creature dies, you gain 1 life." */
const legendMourner = parseCard(`
name: Legend Test Mourner
cost: "{1}{B}"
type: Enchantment
text: Whenever a legendary creature dies, you gain 1 life.
abilities:
  - triggered: { when: { dies: { all: creature, supertype: legendary } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/legend-test-mourner.yaml');

describe('603.10a: a dies trigger sees the creature as it last existed', () => {
  it('"whenever a Skeleton dies" triggers for Drudge Skeletons, not for Grizzly Bears (a Bear)', () => {
    const p = position({ extraCards: [mourner], players: [{ battlefield: ['Skeleton Test Mourner'], hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { battlefield: ['Drudge Skeletons', 'Grizzly Bears'] }] });
    p.cast(0, 'Shock', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.life(0)).toBe(20);
    p.cast(0, 'Shock', { targets: [O(p.id('Drudge Skeletons'))] }).resolveAll();
    expect(p.zoneOf('Drudge Skeletons')).toBe('graveyard');
    expect(p.life(0)).toBe(21);
  });

  it('"whenever a legendary creature dies" triggers for Isamaru, Hound of Konda, not for Grizzly Bears', () => {
    const p = position({ extraCards: [legendMourner], players: [{ battlefield: ['Legend Test Mourner'], hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { battlefield: ['Isamaru, Hound of Konda', 'Grizzly Bears'] }] });
    p.cast(0, 'Shock', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.life(0)).toBe(20);
    p.cast(0, 'Shock', { targets: [O(p.id('Isamaru, Hound of Konda'))] }).resolveAll();
    expect(p.zoneOf('Isamaru, Hound of Konda')).toBe('graveyard');
    expect(p.life(0)).toBe(21);
  });
});
