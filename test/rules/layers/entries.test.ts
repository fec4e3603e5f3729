/**
 * The continuous effects in force (rules/magic/layers/entries.ts): resolved effects (CR 611.2) and static abilities
 * (604.2, 611.3) as layer entries — what each applies to, whether it exists (a condition, 613.6), and how explain()
 * names it.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { addObject } from '../../../rules/index.ts';
import { isLayeredMod } from '../../../rules/magic/layers/index.ts';
import { O, position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';

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

describe('611.3, 613.6: a static ability with a condition exists only while the condition holds', () => {
  it('applies with a Swamp, not without; playing a Swamp turns it on (the condition reads the layers being applied: it used to start them again without end)', () => {
    const p = position({ extraCards: [lurker], players: [{ battlefield: ['Swamp Lurker'], hand: ['Swamp'] }, { battlefield: ['Swamp'] }] });
    expect(p.pt('Swamp Lurker')).toBe('1/1');
    expect(p.chars('Swamp Lurker').keywords).toEqual([]);
    p.playLand(0, 'Swamp');
    expect(p.pt('Swamp Lurker')).toBe('3/3');
    expect(p.chars('Swamp Lurker').keywords).toEqual(['flying']);
    sameAsScratch(p);
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
    sameAsScratch(p);
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
    sameAsScratch(p);
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

/** "Other creatures you control get +1/+1. {T}: Draw a card." A static ability beside an activated one. */
const captain = parseCard(`
name: Banner Captain
cost: "{2}{W}"
type: Creature — Human Soldier
pt: 2/2
text: "Other creatures you control get +1/+1. {T}: Draw a card."
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, other: true } }] }
  - activated: { cost: "{T}", effects: [{ draw: 1 }] }
`, 'test/rules/layers/banner-captain.yaml');

/** "Other creatures you control get +1/+1. Landfall — whenever a land you control enters, it gets +2/+2 until end of turn." */
const sergeant = parseCard(`
name: Landfall Sergeant
cost: "{1}{W}"
type: Creature — Human Soldier
pt: 1/1
text: "Other creatures you control get +1/+1. Landfall — Whenever a land you control enters, Landfall Sergeant gets +2/+2 until end of turn."
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, other: true } }] }
  - triggered: { when: { enters: { all: land, controller: you } }, effects: [{ pump: [2, 2], to: self, until: end_of_turn }] }
`, 'test/rules/layers/landfall-sergeant.yaml');

/** "Crowd Totem's power and toughness are each equal to the number of creatures you control" (as a static set_pt). */
const totem = parseCard(`
name: Crowd Totem
cost: "{3}"
type: Artifact Creature — Golem
pt: 0/0
text: Crowd Totem's power and toughness are each equal to the number of creatures you control.
abilities:
  - static: { effects: [{ set_pt: ["count(creature, you)", "count(creature, you)"], to: self }] }
`, 'test/rules/layers/crowd-totem.yaml');

/** "All creatures are red." / "All creatures are blue." */
const painter = (name: string, color: string) => parseCard(`
name: ${name}
cost: "{2}"
type: Enchantment
text: All creatures are ${color}.
abilities:
  - static: { effects: [{ set_colors: [${color}], to: { all: creature } }] }
`, `test/rules/layers/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);

describe('604.1, 613.1: which abilities are static abilities of the layers', () => {
  it('a static ability beside an activated one applies', () => {
    const p = position({ extraCards: [captain], players: [{ battlefield: ['Banner Captain', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    expect(p.pt('Banner Captain')).toBe('2/2');
  });

  it('603.1: a triggered ability\'s effect is no static effect, on a card that has a static one too', () => {
    const p = position({ extraCards: [sergeant], players: [{ battlefield: ['Landfall Sergeant', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Landfall Sergeant')).toBe('1/1');
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });
});

describe('604.2: a static ability whose `to` names no object', () => {
  it('applies to nothing (a player is no object: "you have flying" gives no creature flying)', () => {
    const banner = parseCard(`
name: Odd Banner
cost: "{2}"
type: Enchantment
text: You have flying.
abilities:
  - static: { effects: [{ grant: [flying], to: you }] }
`, 'test/rules/layers/odd-banner.yaml');
    const p = position({ extraCards: [banner], players: [{ battlefield: ['Odd Banner', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    expect(p.chars('Odd Banner').keywords).toEqual([]);
    sameAsScratch(p);
  });
});

describe('613.1b, 109.4: "you" is the controller of the source as the layers have it', () => {
  it('an opponent who gains control of Glorious Anthem pumps their creatures', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    const anthem = p.id('Glorious Anthem');
    p.core.s.effects.push({ id: 900, timestamp: 900, source: anthem, controller: 1, affected: [anthem], mod: { gain_control: 1 }, duration: 'permanent' });
    p.core.touch();
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    expect(p.pt('Hill Giant')).toBe('4/4');
  });
});

describe('613: a permanent\'s static entries follow its controller, timestamp and card', () => {
  it('a new controller: "for each Swamp you control" counts the new controller\'s Swamps', () => {
    const p = position({ extraCards: [brute], players: [{ battlefield: ['Swamp Brute', 'Swamp', 'Swamp'] }, { battlefield: ['Swamp'] }] });
    expect(p.pt('Swamp Brute')).toBe('3/3');
    p.obj('Swamp Brute').controller = 1;
    p.core.touch();
    expect(p.pt('Swamp Brute')).toBe('2/2');
    sameAsScratch(p);
  });

  it('613.7: a new timestamp reorders two effects of one layer (the later colour wins)', () => {
    const p = position({ extraCards: [painter('Red Painter', 'red'), painter('Blue Painter', 'blue')], players: [{ battlefield: ['Red Painter', 'Blue Painter', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Grizzly Bears').colors).toEqual(['blue']);
    p.obj('Red Painter').timestamp = p.core.s.nextTimestamp++;
    p.core.touch();
    expect(p.chars('Grizzly Bears').colors).toEqual(['red']);
  });

  it('707.2, 613.2: a permanent that becomes a copy of another card has that card\'s static abilities', () => {
    const p = position({ players: [{ battlefield: ['Honor of the Pure', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    p.obj('Honor of the Pure').copyOf = 'Glorious Anthem';
    p.core.touch();
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });
});

describe('611.3a, 613: an amount computed from the game is read again when a permanent enters', () => {
  it('Crowd Totem counts a creature that entered', () => {
    const p = position({ extraCards: [totem], players: [{ battlefield: ['Crowd Totem', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Crowd Totem')).toBe('2/2');
    const giant = addObject(p.core.s, 'Hill Giant', 0, 'battlefield');
    p.core.s.battlefield.push(giant.id);
    p.core.entered(giant.id);
    expect(p.pt('Crowd Totem')).toBe('3/3');
    sameAsScratch(p);
  });
});

describe('explain() names an effect by its card and its modification', () => {
  it('every layered key, without what it applies to, its duration or its kind; #id for a source that left no trace', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const id = p.id('Grizzly Bears');
    p.core.s.effects.push({ id: 900, timestamp: 900, source: 9999, controller: 0, affected: [id], mod: { kind: 'pump', pump: [3, 3], grant: ['trample'], to: 'target', until: 'end_of_turn' }, duration: 'permanent' });
    p.core.touch();
    expect(p.explain('Grizzly Bears').map((s) => s.effect)).toEqual(['#9999: pump [3,3], grant ["trample"]', '#9999: pump [3,3], grant ["trample"]']);
  });
});
