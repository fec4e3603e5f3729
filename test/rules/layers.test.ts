/**
 * Continuous effects and the layer system (CR 613). Checklist per layer: the effect applies, it ends when its
 * duration ends, it interacts with effects of earlier and later layers in layer order whatever the
 * timestamps, timestamp order within a layer (613.7), and dependencies (613.8).
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, freshCharacteristics } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';

describe('613.1a, 707.2: layer 1, copy effects', () => {
  it('707.2: Clone copies the copiable values only, not a pump on the original', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Giant Growth', 'Clone'], pool: '{G}{U}{U}{U}{U}' }, {}] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.answer('cards', [p.id('Grizzly Bears')]);
    p.cast(0, 'Clone').resolve();
    const clone = p.id('Clone', { zone: 'battlefield' });
    expect(p.chars(clone)).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2, subtypes: ['Bear'] });
    expect(p.pt('Grizzly Bears')).toBe('5/5');
  });
});

describe('707.2: more copies', () => {
  it('707.2 and 704.5f: a Clone with nothing to copy enters as a 0/0 and dies', () => {
    const p = position({ players: [{ hand: ['Clone'], pool: '{U}{U}{U}{U}' }, {}] });
    p.cast(0, 'Clone').resolve();
    expect(p.zoneOf('Clone')).toBe('graveyard');
  });

  it('707.2 and 604.3: a copied characteristic-defining ability counts for the copy\'s controller (Clone of Nightmare)', () => {
    const p = position({ players: [{ hand: ['Clone'], pool: '{U}{U}{U}{U}', battlefield: ['Swamp', 'Swamp'] }, { battlefield: ['Nightmare', 'Swamp'] }] });
    p.cast(0, 'Clone').resolve();
    expect(p.pt(p.id('Clone'))).toBe('2/2');
    expect(p.pt('Nightmare')).toBe('1/1');
  });
});

describe('613.1b: layer 2, control-changing effects', () => {
  it('613.1b and 514.2: Act of Treason gains control until end of turn; control returns in the cleanup step', () => {
    const p = position({ players: [{ hand: ['Act of Treason'], pool: '{R}{R}{R}' }, { battlefield: [{ card: 'Grizzly Bears', tapped: true }], library: ['Forest'] }] });
    p.cast(0, 'Act of Treason', { targets: [p.card('Grizzly Bears')] }).resolve();
    const bears = p.id('Grizzly Bears');
    expect(p.controller(bears)).toBe(0);
    expect(p.obj(bears).tapped).toBe(false);
    expect(p.events('control')).toEqual([{ type: 'control', object: bears, controller: 0 }]);
    p.attack(['Grizzly Bears']).toStep('end');
    expect(p.life(1)).toBe(18);
    expect(p.controller(bears)).toBe(0);
    p.toStep('upkeep');
    expect(p.s.active).toBe(1);
    expect(p.controller(bears)).toBe(1);
  });

  it('302.6: a creature whose control changed this turn is summoning sick without haste', () => {
    const p = position({ players: [{ hand: ['Act of Treason'], pool: '{R}{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Act of Treason', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toContain('haste');
    expect(p.obj('Grizzly Bears').controlledSince).toBe(p.s.turn);
  });

  it('400.3 and 613.1b: a stolen creature that is sacrificed goes to its owner\'s graveyard', () => {
    const p = position({ players: [{ hand: ['Act of Treason', 'Fling'], pool: '{R}{R}{R}{R}{R}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Act of Treason', { targets: [p.card('Hill Giant')] }).resolve();
    p.cast(0, 'Fling', { targets: [P(1)], sacrifice: p.id('Hill Giant') }).resolve();
    expect(p.life(1)).toBe(17);
    expect(p.ids('Hill Giant', { zone: 'graveyard', owner: 1 })).toHaveLength(1);
  });
});

describe('613.1d: layer 4, type-changing effects', () => {
  it('613.1d: Mutavault becomes a 2/2 creature with all creature types until end of turn, and is still a land', () => {
    const p = position({ players: [{ battlefield: ['Mutavault'], pool: '{C}', library: ['Forest'] }, { library: ['Forest'] }] });
    p.activate(0, 'Mutavault', 1).resolve();
    const c = p.chars('Mutavault');
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(`${c.power}/${c.toughness}`).toBe('2/2');
    p.toStep('upkeep');
    expect(p.chars('Mutavault').types).toEqual(['Land']);
    expect(p.chars('Mutavault').power).toBeNull();
  });

  it('613.1d and 302.6: an animated land that came under its controller\'s control this turn can\'t attack', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Mutavault', sick: true }], pool: '{C}' }, {}] });
    p.activate(0, 'Mutavault', 1).resolve();
    p.toAttackers();
    expect(() => p.attack(['Mutavault'])).toThrow(/summoning sickness/);
  });

  it('613.8 and 305.7: Blood Moon makes Urborg a Mountain, so Urborg\'s effect never applies (Urborg earlier)', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest', 'Blood Moon'] }, {}] });
    expect(p.chars('Urborg, Tomb of Yawgmoth').subtypes).toEqual(['Mountain']);
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);
    expect(p.chars('Urborg, Tomb of Yawgmoth').abilities.map((a) => a.text)).toEqual(['{T}: Add {R}.']);
  });

  it('613.8 and 305.7: the dependency wins over timestamps (Urborg later than Blood Moon)', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Forest', 'Urborg, Tomb of Yawgmoth'] }, {}] });
    expect(p.chars('Urborg, Tomb of Yawgmoth').subtypes).toEqual(['Mountain']);
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);
  });

  it('305.7: Blood Moon does not affect basic lands', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Blood Moon'] }, {}] });
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);
    expect(p.chars('Forest').abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.']);
  });

  it('305.6: Urborg alone makes every land a Swamp with the Swamp\'s mana ability as well as its own', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Urborg, Tomb of Yawgmoth'] }, { battlefield: ['Island'] }] });
    expect(p.chars('Forest').subtypes).toEqual(['Forest', 'Swamp']);
    expect(p.chars('Island').subtypes).toEqual(['Island', 'Swamp']);
    expect(p.chars('Forest').abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.', '{T}: Add {B}.']);
  });
});

describe('613.8: dependencies within a layer', () => {
  it('613.8a: Opalescence depends on Enchanted Evening whatever the timestamps: lands become 0/0 creatures and die', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Forest', 'Grizzly Bears', 'Enchanted Evening'] }, {}] });
    expect(p.zoneOf('Forest')).toBe('graveyard');
    expect(p.chars('Enchanted Evening')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 5, toughness: 5 });
    expect(p.chars('Opalescence').types).toEqual(['Enchantment']);   // "each other"
    expect(p.pt('Grizzly Bears')).toBe('2/2');   // its mana value
  });

  it('613.8a: ... and the same with Enchanted Evening earlier', () => {
    const p = position({ players: [{ battlefield: ['Enchanted Evening', 'Forest', 'Opalescence'] }, {}] });
    expect(p.zoneOf('Forest')).toBe('graveyard');
  });

  it('613.8a: Life and Limb depends on Yavimaya: every land is a Forest, so every land is a 1/1 Saproling creature', () => {
    const p = position({ players: [{ battlefield: ['Life and Limb', 'Island', 'Yavimaya, Cradle of Growth'] }, {}] });
    expect(p.chars('Island')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Island', 'Forest', 'Saproling'], colors: ['green'], power: 1, toughness: 1 });
    expect(p.chars('Yavimaya, Cradle of Growth').types).toEqual(['Land', 'Creature']);
  });
});

describe('613.1e-f: layers 5 and 6, colour and abilities', () => {
  it('613.1f: Turn to Frog removes abilities; a later Jump grants flying again (timestamp order, 613.7)', () => {
    const p = position({ players: [{ hand: ['Turn to Frog', 'Jump'], pool: '{U}{U}{U}' }, { battlefield: ['Serra Angel'] }] });
    p.cast(0, 'Turn to Frog', { targets: [p.card('Serra Angel')] }).resolve();
    expect(p.chars('Serra Angel')).toMatchObject({ keywords: [], colors: ['blue'], subtypes: ['Frog'], power: 1, toughness: 1 });
    p.cast(0, 'Jump', { targets: [p.card('Serra Angel')] }).resolve();
    expect(p.chars('Serra Angel').keywords).toEqual(['flying']);
  });

  it('613.7: Jump then Turn to Frog: the later loss of abilities removes the flying Jump granted', () => {
    const p = position({ players: [{ hand: ['Turn to Frog', 'Jump'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Jump', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.cast(0, 'Turn to Frog', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
  });

  it('613.4b-c: Turn to Frog sets 1/1 in 7b; +1/+1 counters still apply in 7c', () => {
    const p = position({ players: [{ hand: ['Turn to Frog'], pool: '{U}{U}' }, { battlefield: [{ card: 'Hill Giant', counters: { '+1/+1': 2 } }] }] });
    p.cast(0, 'Turn to Frog', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.pt('Hill Giant')).toBe('3/3');
  });

  it('613.1e: a colour-setting effect replaces the colours (Crimson Wisps)', () => {
    const p = position({ players: [{ hand: ['Crimson Wisps'], pool: '{R}', library: ['Forest'] }, { battlefield: ['Serra Angel'] }] });
    p.cast(0, 'Crimson Wisps', { targets: [p.card('Serra Angel')] }).resolve();
    expect(p.chars('Serra Angel').colors).toEqual(['red']);
  });

  it('613.1f and 611.3: Humility removes abilities from every creature, including ones that enter later', () => {
    const p = position({ players: [{ battlefield: ['Humility', 'Serra Angel'], hand: ['Vampire Nighthawk'], pool: '{B}{B}{B}' }, {}] });
    p.cast(0, 'Vampire Nighthawk').resolve();
    expect(p.chars('Vampire Nighthawk')).toMatchObject({ keywords: [], power: 1, toughness: 1 });
    expect(p.chars('Serra Angel')).toMatchObject({ keywords: [], power: 1, toughness: 1 });
  });
});

describe('613.4: layer 7, power and toughness', () => {
  it('613.4a: a characteristic-defining ability counts as it is now (Nightmare: Swamps you control)', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp', 'Forest', 'Nightmare'], hand: ['Urborg, Tomb of Yawgmoth'] }, { battlefield: ['Swamp'] }] });
    expect(p.pt('Nightmare')).toBe('2/2');
    p.playLand(0, 'Urborg, Tomb of Yawgmoth');
    expect(p.pt('Nightmare')).toBe('4/4');   // Swamp, Swamp, Forest and Urborg are Swamps now
  });

  it('604.3: a characteristic-defining ability works in every zone (Nightmare in hand)', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Nightmare'] }, { battlefield: ['Swamp'] }] });
    const c = p.chars(p.id('Nightmare', { zone: 'hand' }));
    expect(`${c.power}/${c.toughness}`).toBe('3/3');
  });

  it('613.4b: Humble sets base P/T 0/1; an earlier Giant Growth still applies in 7c', () => {
    const p = position({ players: [{ hand: ['Giant Growth', 'Humble'], pool: '{G}{W}{W}' }, { battlefield: ['Vampire Nighthawk'] }] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Vampire Nighthawk')] }).resolve();
    p.cast(0, 'Humble', { targets: [p.card('Vampire Nighthawk')] }).resolve();
    expect(p.chars('Vampire Nighthawk')).toMatchObject({ power: 3, toughness: 4, keywords: [] });
  });

  it('613.7: two 7b effects apply in timestamp order: the later one wins (Humble, then Diminish)', () => {
    const p = position({ players: [{ hand: ['Humble', 'Diminish'], pool: '{W}{W}{U}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Humble', { targets: [p.card('Hill Giant')] }).resolve();
    p.cast(0, 'Diminish', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.pt('Hill Giant')).toBe('1/1');
  });

  it('613.7: Diminish, then Humble: 0/1', () => {
    const p = position({ players: [{ hand: ['Humble', 'Diminish'], pool: '{W}{W}{U}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Diminish', { targets: [p.card('Hill Giant')] }).resolve();
    p.cast(0, 'Humble', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.pt('Hill Giant')).toBe('0/1');
  });

  it('613.4c: pumps, +1/+1 counters and an Anthem add up in 7c', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', { card: 'Grizzly Bears', counters: { '+1/+1': 1 } }], hand: ['Giant Growth'], pool: '{G}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('7/7');
    expect(p.pt('Hill Giant')).toBe('3/3');   // the Anthem is "creatures you control"
  });

  it('613.4c: -1/-1 counters count in 7c too, after a 7b set (Humble on a creature with a -1/-1 counter)', () => {
    const p = position({ players: [{ hand: ['Humble'], pool: '{W}{W}' }, { battlefield: [{ card: 'Hill Giant', counters: { '-1/-1': 1 } }] }] });
    p.cast(0, 'Humble', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');   // 0/1 - 1/-1 = -1/0 (CR 704.5f)
  });

  it('613.4d: switching comes after every other P/T effect, whatever the timestamps (About Face, then Giant Growth)', () => {
    const p = position({ players: [{ hand: ['About Face', 'Giant Growth'], pool: '{R}{G}' }, { battlefield: ['Vampire Nighthawk'] }] });
    p.cast(0, 'About Face', { targets: [p.card('Vampire Nighthawk')] }).resolve();
    expect(p.pt('Vampire Nighthawk')).toBe('3/2');
    p.cast(0, 'Giant Growth', { targets: [p.card('Vampire Nighthawk')] }).resolve();
    expect(p.pt('Vampire Nighthawk')).toBe('6/5');
  });

  it('514.2: "until end of turn" effects end in the cleanup step', () => {
    const p = position({ players: [{ hand: ['Giant Growth'], pool: '{G}', library: ['Forest'] }, { battlefield: ['Grizzly Bears'], library: ['Forest'] }] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    p.toStep('upkeep');
    expect(p.pt('Grizzly Bears')).toBe('2/2');
  });
});

describe('613: effects from different layers together', () => {
  it('613.1e before 613.4c: a creature that stops being white loses Honor of the Pure\'s bonus', () => {
    const p = position({ players: [{ battlefield: ['Honor of the Pure', 'White Knight'], hand: ['Crimson Wisps'], pool: '{R}', library: ['Forest'] }, {}] });
    expect(p.pt('White Knight')).toBe('3/3');
    p.cast(0, 'Crimson Wisps', { targets: [p.card('White Knight')] }).resolve();
    expect(p.pt('White Knight')).toBe('2/2');
  });

  it('613.7: Mutavault animated after Humility: its later 7b effect makes it 2/2; it has no abilities', () => {
    const p = position({ players: [{ battlefield: ['Humility', 'Mutavault'], pool: '{C}' }, {}] });
    p.activate(0, 'Mutavault', 1).resolve();
    expect(p.pt('Mutavault')).toBe('2/2');
    expect(p.chars('Mutavault').abilities).toEqual([]);
  });

  it('613.1d and 613.1f: Turn to Frog on an animated Mutavault: a 1/1 Frog land creature with no abilities, still a creature', () => {
    const p = position({ players: [{ battlefield: ['Mutavault'], hand: ['Turn to Frog'], pool: '{C}{U}{U}' }, {}] });
    p.activate(0, 'Mutavault', 1).resolve();
    p.cast(0, 'Turn to Frog', { targets: [p.card('Mutavault')] }).resolve();
    expect(p.chars('Mutavault')).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Frog'], power: 1, toughness: 1, abilities: [] });
  });

  it('707.2 and 613.1a: a Clone of a creature under Humility copies the printed creature, then Humility applies', () => {
    const p = position({ players: [{ battlefield: ['Humility', 'Serra Angel'], hand: ['Clone'], pool: '{U}{U}{U}{U}' }, {}] });
    p.cast(0, 'Clone').resolve();
    expect(p.chars(p.id('Clone'))).toMatchObject({ name: 'Serra Angel', power: 1, toughness: 1, keywords: [] });
  });
});

describe('613.6 and 613.7: Opalescence and Humility', () => {
  it('613.7: Humility later than Opalescence: every creature, Humility included, is a 1/1', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Humility', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Humility')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 1, toughness: 1 });
    expect(p.chars('Opalescence').types).toEqual(['Enchantment']);
    expect(p.pt('Grizzly Bears')).toBe('1/1');
  });

  it('613.6 and 613.7: Opalescence later than Humility: Humility is a 4/4, other creatures 1/1', () => {
    const p = position({ players: [{ battlefield: ['Humility', 'Opalescence', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Humility')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 4, toughness: 4, abilities: [] });
    expect(p.pt('Grizzly Bears')).toBe('1/1');
  });
});

describe('613.1d: queries that pick what a static ability affects', () => {
  it('613.1d: Opalescence animates other non-Aura enchantments only (not_subtype: Aura)', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Glorious Anthem', 'Grizzly Bears', { card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }, {}] });
    expect(p.chars('Glorious Anthem')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 4, toughness: 4 });
    expect(p.chars('Pacifism').types).toEqual(['Enchantment']);
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });
});

describe('613: explain()', () => {
  it('613: explain() lists which effects produced a value, in layer and timestamp order', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'], hand: ['Humble', 'Giant Growth'], pool: '{W}{W}{G}' }, {}] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.cast(0, 'Humble', { targets: [p.card('Grizzly Bears')] }).resolve();
    const steps = p.explain('Grizzly Bears');
    expect(steps.map((s) => [s.layer, s.effect.split(':')[0]])).toEqual([
      ['6', 'Humble'], ['7b', 'Humble'], ['7c', 'Glorious Anthem'], ['7c', 'Giant Growth'],
    ]);
    expect(steps.map((s) => s.order)).toEqual([0, 1, 2, 3]);
    expect(steps.at(-1)!.result).toMatchObject({ power: 4, toughness: 5 });
    expect(p.pt('Grizzly Bears')).toBe('4/5');
  });

  it('613.4a, 613.4c: explain() names the characteristic-defining ability and the counters too', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp', { card: 'Nightmare', counters: { '+1/+1': 1 } }, 'Glorious Anthem'] }, {}] });
    const steps = p.explain('Nightmare');
    expect(steps.map((s) => [s.layer, s.effect.split(':')[0]])).toEqual([['7a', 'Nightmare'], ['7c', 'Glorious Anthem'], ['7c', 'Nightmare']]);
    expect(steps[0]!.result).toMatchObject({ power: 2, toughness: 2 });
    expect(steps.at(-1)!.result).toMatchObject({ power: 4, toughness: 4 });
    expect(p.pt('Nightmare')).toBe('4/4');
  });

  it('613: explain() of an object no effect touches is empty', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    expect(p.explain('Grizzly Bears')).toEqual([]);
  });
});

describe('611.2c: the affected set is locked in', () => {
  it('611.2c: a resolved effect on "permanents you control" does not cover one that enters later; a static Anthem does (611.3)', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Hill Giant'], hand: ['Boros Charm', 'Grizzly Bears'], pool: '{R}{W}{G}{G}' }, {}] });
    p.cast(0, 'Boros Charm', { mode: [1] }).resolve();
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.chars('Hill Giant').keywords).toContain('indestructible');
    expect(p.chars('Grizzly Bears').keywords).not.toContain('indestructible');
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });
});

describe('613: characteristics computed on demand and cached until something changes', () => {
  it('613: a zone change recomputes; declaring attackers recomputes only when an effect reads combat (War Horn)', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'] }, {}] });
    const before = p.chars('Grizzly Bears');
    expect(p.chars('Grizzly Bears')).toBe(before);   // the same computation, until something changes
    p.attack(['Grizzly Bears']);
    // Nothing on the battlefield reads combat: declaring attackers leaves the computed values as they were.
    expect(p.chars('Grizzly Bears')).toBe(before);
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });

  it('613, 305.6: a land entering is added to the computed values without recomputing the others', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'], hand: ['Forest'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    p.playLand(0, 'Forest');
    expect(p.chars('Grizzly Bears')).toBe(bears);   // no effect applies to a Forest: the Bears' values stand
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    expect(p.chars('Forest').abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.']);
    expect([...battlefieldCharacteristics(p.game.core)]).toEqual([...freshCharacteristics(p.game.core)]);
  });

  it('613.4c: a creature entering under Glorious Anthem gets +1/+1 (only a P/T effect applies to it: it is added with it, the others keep theirs)', () => {
    const p = position({ players: [{ battlefield: ['Glorious Anthem', 'Grizzly Bears'], hand: ['Grizzly Bears'], pool: '{G}{G}' }, {}] });
    const first = p.chars(p.id('Grizzly Bears', { zone: 'battlefield' }));
    p.cast(0, 'Grizzly Bears').resolve();
    const [a, b] = p.ids('Grizzly Bears', { zone: 'battlefield' });
    expect([p.pt(a!), p.pt(b!)]).toEqual(['3/3', '3/3']);
    expect(p.chars(a!)).toBe(first);
    expect([...battlefieldCharacteristics(p.game.core)]).toEqual([...freshCharacteristics(p.game.core)]);
  });

  it('613.1, 604.3: an anthem entering pumps the creatures already there', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Glorious Anthem'], pool: '{W}{W}{W}' }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    p.cast(0, 'Glorious Anthem').resolve();
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });

  it('604.3, 613.4a: a Swamp entering makes Nightmare bigger (a characteristic-defining ability counts the battlefield)', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp'], hand: ['Swamp'] }, {}] });
    expect(p.pt('Nightmare')).toBe('1/1');
    p.playLand(0, 'Swamp');
    expect(p.pt('Nightmare')).toBe('2/2');
  });

  it('305.7, 613.8: a nonbasic land entering under Blood Moon is a Mountain at once', () => {
    const p = position({ players: [{ battlefield: ['Blood Moon', 'Forest'], hand: ['Urborg, Tomb of Yawgmoth'] }, {}] });
    p.playLand(0, 'Urborg, Tomb of Yawgmoth');
    expect(p.chars('Urborg, Tomb of Yawgmoth')).toMatchObject({ subtypes: ['Mountain'], printedAbilitiesLost: true });
    expect(p.chars('Urborg, Tomb of Yawgmoth').abilities.map((a) => a.text)).toEqual(['{T}: Add {R}.']);
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);   // Urborg's own effect never applies (613.8)
  });

  it('611.3a, 506.4: with War Horn, attacking makes a creature 3/2 at once and combat ending makes it 2/2 again', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears'] }, { library: ['Island', 'Island'] }] });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    p.attack(['Grizzly Bears']);
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    p.toStep('postcombat_main');
    expect(p.pt('Grizzly Bears')).toBe('2/2');
  });
});
