/**
 * The continuous effects in force (rules/magic/layers/entries.ts): resolved effects (CR 611.2) and static abilities
 * (604.2, 611.3) as layer entries — what each applies to, whether it exists (a condition, 613.6), and how explain()
 * names it.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { battlefieldCharacteristics, freshCharacteristics } from '../../../rules/index.ts';
import { isLayeredMod } from '../../../rules/magic/layers/index.ts';
import { O, position } from '../../helpers/position.ts';
import type { Position } from '../../helpers/position.ts';

/** "As long as you control a Swamp, Swamp Lurker gets +2/+2 and has flying." */
const lurker = parseCard(`
name: Swamp Lurker
cost: "{1}{B}"
type: Creature — Horror
pt: 1/1
text: As long as you control a Swamp, Swamp Lurker gets +2/+2 and has flying.
abilities:
  - static: { if: "count(swamp, you) > 0", effects: [{ pump: [2, 2], to: self }, { grant: [flying], to: self }] }
`, 'test/rules/layers/swamp-lurker.yaml');

/** "Creatures you control with power 3 or greater have trample." */
const trampler = parseCard(`
name: Big Stomper
cost: "{2}{G}"
type: Enchantment
text: Creatures you control with power 3 or greater have trample.
abilities:
  - static: { effects: [{ grant: [trample], to: { all: creature, controller: you, where: "it.power >= 3" } }] }
`, 'test/rules/layers/big-stomper.yaml');

/** "Swamp Brute gets +1/+1 for each Swamp you control." */
const brute = parseCard(`
name: Swamp Brute
cost: "{2}{B}"
type: Creature — Horror
pt: 1/1
text: Swamp Brute gets +1/+1 for each Swamp you control.
abilities:
  - static: { effects: [{ pump: ["count(swamp, you)", "count(swamp, you)"], to: self }] }
`, 'test/rules/layers/swamp-brute.yaml');

const same = (p: Position) => expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);

describe('611.3, 613.6: a static ability with a condition exists only while the condition holds', () => {
  it('applies with a Swamp, not without; playing a Swamp turns it on (the condition reads the layers being applied: it used to start them again without end)', () => {
    const p = position({ extraCards: [lurker], players: [{ battlefield: ['Swamp Lurker'], hand: ['Swamp'] }, { battlefield: ['Swamp'] }] });
    expect(p.pt('Swamp Lurker')).toBe('1/1');
    expect(p.chars('Swamp Lurker').keywords).toEqual([]);
    p.playLand(0, 'Swamp');
    expect(p.pt('Swamp Lurker')).toBe('3/3');
    expect(p.chars('Swamp Lurker').keywords).toEqual(['flying']);
    same(p);
  });

  it('explain() names the card and the modification, not what it applies to', () => {
    const p = position({ extraCards: [lurker], players: [{ battlefield: ['Swamp', 'Swamp Lurker', 'Glorious Anthem'] }, {}] });
    expect(p.explain('Swamp Lurker').map((s) => [s.layer, s.effect])).toEqual([
      ['6', 'Swamp Lurker: grant ["flying"]'],
      ['7c', 'Swamp Lurker: pump [2,2]'],
      ['7c', 'Glorious Anthem: pump [1,1]'],
    ]);
    expect(p.pt('Swamp Lurker')).toBe('4/4');
  });

  it('a condition is checked against the source\'s controller', () => {
    const p = position({ extraCards: [lurker], players: [{ battlefield: ['Swamp'] }, { battlefield: ['Swamp Lurker'] }] });
    expect(p.pt('Swamp Lurker')).toBe('1/1');
  });
});

describe('613.4c, 611.3a: an amount counted from the battlefield while the layers are applied', () => {
  it('counts the Swamps as they are then (it used to compute the layers again without end)', () => {
    const p = position({ extraCards: [brute], players: [{ battlefield: ['Swamp', 'Swamp Brute', 'Swamp'], hand: ['Swamp'] }, { battlefield: ['Swamp'] }] });
    expect(p.pt('Swamp Brute')).toBe('3/3');
    p.playLand(0, 'Swamp');
    expect(p.pt('Swamp Brute')).toBe('4/4');
    same(p);
  });
});

describe('604.2: what a static ability applies to', () => {
  it('"equipped creature": nothing while the Equipment is unattached, the creature once attached', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Basilisk Collar', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }, 'Hill Giant'] }, {}] });
    expect(p.chars('Grizzly Bears').keywords).toEqual(['deathtouch', 'lifelink']);
    expect(p.chars('Hill Giant').keywords).toEqual([]);
    expect(p.chars(p.ids('Basilisk Collar')[0]!).keywords).toEqual([]);
  });

  it('a `where` query reads each object as it is (power after layer 7, here before it: 613.1f)', () => {
    const p = position({ extraCards: [trampler], players: [{ battlefield: ['Big Stomper', 'Hill Giant', 'Grizzly Bears'], hand: ['Grizzly Bears'], pool: '{G}{G}' }, { battlefield: ['Hill Giant'] }] });
    expect(p.chars(p.id('Hill Giant', { controller: 0 })).keywords).toEqual(['trample']);
    expect(p.chars(p.id('Hill Giant', { controller: 1 })).keywords).toEqual([]);
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    p.cast(0, 'Grizzly Bears').resolve();
    same(p);
  });

  it('a resolved effect keeps the objects it had (611.2c); explain() names its card after the card left', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Giant Growth'], pool: '{G}' }, {}] });
    p.cast(0, 'Giant Growth', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(p.explain('Grizzly Bears').map((s) => s.effect)).toEqual(['Giant Growth: pump [3,3]']);
  });
});

describe('isLayeredMod: which modifications are continuous effects of the layers (CR 613.1)', () => {
  it('each layered kind, alone, is one', () => {
    for (const k of ['change_text', 'gain_control', 'add_types', 'add_subtypes', 'set_subtypes', 'all_creature_types', 'set_land_subtypes', 'set_colors', 'lose_abilities', 'grant', 'grant_ability', 'cant', 'set_pt', 'pump', 'switch_pt']) {
      expect(isLayeredMod({ [k]: true }), k).toBe(true);
    }
  });

  it('a rule-modifying effect is not, nor an undefined key', () => {
    expect(isLayeredMod({ cost_more: 1 })).toBe(false);
    expect(isLayeredMod({ pump: undefined, to: 'self' })).toBe(false);
    expect(isLayeredMod({})).toBe(false);
  });
});
