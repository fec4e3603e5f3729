/**
 * A `where` expression in the query of a leaves-the-battlefield trigger reads the object as it last existed on the
 * battlefield (CR 603.10a, last known information 608.2h): its power with the effects that applied to it, its
 * keyword abilities, its types. The object has left the game's zone by then; its view is not empty.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { O, position } from '../../helpers/position.ts';

/** "Whenever a creature with power 3 or greater dies, you gain 1 life." */
const bigMourner = parseCard(`
name: Big Test Mourner
cost: "{1}{B}"
type: Enchantment
text: Whenever a creature with power 3 or greater dies, you gain 1 life.
abilities:
  - triggered: { when: { dies: { all: creature, where: "it.power >= 3" } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/big-test-mourner.yaml');

/** "Whenever a creature with flying dies, you gain 1 life." */
const flyerMourner = parseCard(`
name: Flyer Test Mourner
cost: "{1}{B}"
type: Enchantment
text: Whenever a creature with flying dies, you gain 1 life.
abilities:
  - triggered: { when: { dies: { all: creature, where: "it.has('flying') and it.type('creature')" } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/flyer-test-mourner.yaml');

/** "Whenever a tapped creature with mana value 4 or greater dies, you gain 1 life." */
const costlyMourner = parseCard(`
name: Costly Test Mourner
cost: "{1}{B}"
type: Enchantment
text: Whenever a tapped creature with mana value 4 or greater dies, you gain 1 life.
abilities:
  - triggered: { when: { dies: { all: creature, where: "it.tapped and it.mana_value >= 4" } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/costly-test-mourner.yaml');

describe('603.10a, 608.2h: a dies trigger\'s `where` sees the creature as it last existed', () => {
  it('"power 3 or greater": Hill Giant (3/3) triggers it, Grizzly Bears (2/2) does not', () => {
    const p = position({ extraCards: [bigMourner], players: [{ battlefield: ['Big Test Mourner'], hand: ['Lightning Bolt', 'Lightning Bolt'], pool: '{R}{R}' }, { battlefield: ['Hill Giant', 'Grizzly Bears'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.life(0)).toBe(20);
    p.cast(0, 'Lightning Bolt', { targets: [O(p.id('Hill Giant'))] }).resolveAll();
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.life(0)).toBe(21);
  });

  it('the power it had on the battlefield counts: Grizzly Bears under Glorious Anthem (3/3) triggers it', () => {
    const p = position({ extraCards: [bigMourner], players: [{ battlefield: ['Big Test Mourner'], hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Grizzly Bears', 'Glorious Anthem'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.life(0)).toBe(21);
  });

  it('"with flying": Wind Drake triggers it, Hill Giant does not', () => {
    const p = position({ extraCards: [flyerMourner], players: [{ battlefield: ['Flyer Test Mourner'], hand: ['Lightning Bolt', 'Lightning Bolt'], pool: '{R}{R}' }, { battlefield: ['Hill Giant', 'Wind Drake'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [O(p.id('Hill Giant'))] }).resolveAll();
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.life(0)).toBe(20);
    p.cast(0, 'Lightning Bolt', { targets: [O(p.id('Wind Drake'))] }).resolveAll();
    expect(p.zoneOf('Wind Drake')).toBe('graveyard');
    expect(p.life(0)).toBe(21);
  });

  it('its mana value and tapped status as it last existed: a tapped Hill Giant ({3}{R}) triggers it, an untapped one does not', () => {
    const p = position({ extraCards: [costlyMourner], players: [{ battlefield: ['Costly Test Mourner'], hand: ['Lightning Bolt', 'Lightning Bolt'], pool: '{R}{R}' }, { battlefield: ['Hill Giant', { card: 'Hill Giant', tapped: true, as: 'tapped' }] }] });
    const untapped = p.ids('Hill Giant').find((id) => id !== p.label('tapped'))!;
    p.cast(0, 'Lightning Bolt', { targets: [O(untapped)] }).resolveAll();
    expect(p.life(0)).toBe(20);
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    p.cast(0, 'Lightning Bolt', { targets: [O(p.label('tapped'))] }).resolveAll();
    expect(p.ids('Hill Giant', { zone: 'graveyard' })).toHaveLength(2);
    expect(p.life(0)).toBe(21);
  });
});
