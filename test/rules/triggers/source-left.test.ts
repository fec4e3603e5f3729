/**
 * A triggered ability whose source has left the battlefield (a "dies" trigger) still has that source's colours as it
 * last existed (CR 608.2h, 113.7a) when its targets and mode are chosen (603.3c, 603.3d): protection from red keeps a
 * red creature's death trigger from targeting that creature (702.16b).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { O, position } from '../../helpers/position.ts';

const redWard = parseCard(`
name: Red Ward Test Knight
cost: "{W}{W}"
type: Creature — Human Knight
pt: 2/2
text: Protection from red
protection: [red]
`, 'test/rules/triggers/red-ward-test-knight.yaml');

/** "When this creature dies, it deals 1 damage to target creature." */
const emberImp = parseCard(`
name: Ember Test Imp
cost: "{1}{R}"
type: Creature — Imp
pt: 1/1
text: When this creature dies, it deals 1 damage to target creature.
abilities:
  - triggered: { when: { dies: self }, targets: [creature], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/ember-test-imp.yaml');

/** "When this creature dies, choose one — • It deals 1 damage to target creature. • You gain 1 life." */
const modalImp = parseCard(`
name: Modal Ember Test Imp
cost: "{1}{R}"
type: Creature — Imp
pt: 1/1
text: When this creature dies, choose one — • This creature deals 1 damage to target creature. • You gain 1 life.
abilities:
  - triggered:
      when: { dies: self }
      modes:
        - { targets: [creature], effects: [{ damage: 1, to: target }] }
        - { effects: [{ gain_life: 1 }] }
`, 'test/rules/triggers/modal-ember-test-imp.yaml');

describe('608.2h and 702.16b: a dead source\'s last known colours', () => {
  it('a red creature\'s death trigger cannot target a creature with protection from red', () => {
    const p = position({ extraCards: [redWard, emberImp], players: [{ battlefield: ['Ember Test Imp'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Red Ward Test Knight', 'Grizzly Bears'] }] });
    p.cast(0, 'Shock', { targets: [O(p.id('Ember Test Imp'))] }).resolve();
    const asked = p.askedOf('target').filter((c) => c.source === 'Ember Test Imp');
    expect(asked.map((c) => c.legal)).toEqual([[O(p.id('Grizzly Bears'))]]);
  });

  it('603.3c: the mode that would target only a creature with protection from red is not open; the other is used without asking', () => {
    const p = position({ extraCards: [redWard, modalImp], players: [{ battlefield: ['Modal Ember Test Imp'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Red Ward Test Knight'] }] });
    p.cast(0, 'Shock', { targets: [O(p.id('Modal Ember Test Imp'))] }).resolve();
    expect(p.askedOf('mode')).toEqual([]);
    p.resolveAll();
    expect(p.life(0)).toBe(21);
    expect(p.obj('Red Ward Test Knight').damage).toBe(0);
  });
});

/** "When this enchantment enters, choose one — • Destroy target artifact. • It deals 1 damage to up to one target creature." */
const modalBeacon = parseCard(`
name: Modal Test Beacon
cost: "{1}{R}"
type: Enchantment
text: When this enchantment enters, choose one — • Destroy target artifact. • This enchantment deals 1 damage to up to one target creature.
abilities:
  - triggered:
      when: { enters: self }
      modes:
        - { targets: [{ kind: permanent, filter: { all: artifact } }], effects: [{ destroy: target }] }
        - { targets: [{ kind: creature, min: 0 }], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/modal-test-beacon.yaml');

/** "When this enchantment enters, choose one — • Destroy target artifact. • It deals 1 damage to target creature." */
const strictBeacon = parseCard(`
name: Strict Test Beacon
cost: "{1}{R}"
type: Enchantment
text: When this enchantment enters, choose one — • Destroy target artifact. • This enchantment deals 1 damage to target creature.
abilities:
  - triggered:
      when: { enters: self }
      modes:
        - { targets: [{ kind: permanent, filter: { all: artifact } }], effects: [{ destroy: target }] }
        - { targets: [creature], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/strict-test-beacon.yaml');

describe('603.3c and 700.2a: which modes are open', () => {
  it('a mode with "up to one" target is open with no legal target (choosing none is a choice, 115.1)', () => {
    const p = position({ extraCards: [modalBeacon], players: [{ hand: ['Modal Test Beacon'], pool: '{R}{R}' }, {}] });
    p.cast(0, 'Modal Test Beacon').resolve();
    expect(p.askedOf('mode')).toEqual([]);
    expect(p.s.stack.map((i) => [i.sourceName, i.mode, i.targets])).toEqual([['Modal Test Beacon', [1], []]]);
  });

  it('with no open mode at all the trigger is removed (603.3c, 603.3d)', () => {
    const p = position({ extraCards: [strictBeacon], players: [{ hand: ['Strict Test Beacon'], pool: '{R}{R}' }, {}] });
    p.cast(0, 'Strict Test Beacon').resolve();
    expect(p.zoneOf('Strict Test Beacon')).toBe('battlefield');
    expect(p.s.stack).toEqual([]);
    expect(p.s.pendingTriggers).toEqual([]);
  });
});

describe('603.10a: creatures leaving at once look back only for their triggered abilities', () => {
  it('River Boa (an activated ability) and Grizzly Bears die together by state-based actions', () => {
    const p = position({ players: [{}, { battlefield: [{ card: 'River Boa', damage: 1 }, { card: 'Grizzly Bears', damage: 2 }] }] });
    expect(p.zoneOf('River Boa')).toBe('graveyard');
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.s.pendingTriggers).toEqual([]);
  });
});
