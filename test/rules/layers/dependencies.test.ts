/**
 * Order within a layer (rules/magic/layers/compute.ts, orderLayer and dependsOn): timestamp order (CR 613.7) unless an
 * effect depends on another (613.8a), with more than two effects in the layer, with effects that apply to their
 * source or what it is attached to, and with an effect whose object has left the battlefield (611.2c).
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, freshCharacteristics } from '../../../rules/index.ts';
import { parseCard } from '../../../rules/cards/index.ts';
import { O, position } from '../../helpers/position.ts';
import { proudBeast } from './test-cards.ts';

describe('613.8a: a dependency among three effects of one layer', () => {
  it('Urborg (earliest) depends on Blood Moon; Opalescence, in layer 4 too, depends on neither: Urborg never applies', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest', 'Blood Moon', 'Opalescence'] }, {}] });
    expect(p.chars('Urborg, Tomb of Yawgmoth').subtypes).toEqual(['Mountain']);
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);
    expect(p.chars('Blood Moon')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 3, toughness: 3 });
  });
});

describe('613.7: an effect on its source or what that is attached to depends on no other', () => {
  it('Basilisk Collar\'s grant, then Turn to Frog on the equipped creature: the later loss of abilities wins', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }, 'Island', 'Island'], hand: ['Turn to Frog'], pool: '{1}{U}' }, {}] });
    expect(p.chars('Grizzly Bears').keywords).toEqual(['deathtouch', 'lifelink']);
    p.cast(0, 'Turn to Frog', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    expect(p.pt('Grizzly Bears')).toBe('1/1');
  });
});

describe('611.2c: a resolved effect whose object has left', () => {
  it('Crimson Wisps on a creature that then died, beside Basilisk Collar\'s layer-6 effect: the others are computed as usual', () => {
    const p = position({
      players: [{ battlefield: ['Hill Giant', { card: 'Basilisk Collar', attachedTo: 'Hill Giant' }, 'Grizzly Bears'], hand: ['Crimson Wisps', 'Shock'], library: ['Island'], pool: '{R}{R}' }, {}],
    });
    p.cast(0, 'Crimson Wisps', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual(['haste']);
    p.cast(0, 'Shock', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.chars('Hill Giant').keywords).toEqual(['deathtouch', 'lifelink']);
    expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
  });
});

describe('613.8a: an effect whose objects an expression picks (a `where`) depends on an effect that changes what it reads', () => {
  const vigil = parseCard(`
name: Vigil of Wings
cost: "{1}{W}"
type: Enchantment
text: Creatures with flying have vigilance.
abilities:
  - static: { effects: [{ grant: [vigilance], to: { all: creature, where: "it.has('flying')" } }] }
`, 'test/rules/layers/vigil-of-wings.yaml');
  const wings = parseCard(`
name: Wings for All
cost: "{2}{U}"
type: Enchantment
text: Creatures have flying.
abilities:
  - static: { effects: [{ grant: [flying], to: { all: creature } }] }
`, 'test/rules/layers/wings-for-all.yaml');

  it('the earlier "creatures with flying have vigilance" applies after the later "creatures have flying", in either order', () => {
    // Wings for All changes the creatures, not Vigil of Wings itself, and no condition is involved: only the
    // expression tells that what Vigil of Wings applies to changes.
    for (const order of [['Vigil of Wings', 'Wings for All'], ['Wings for All', 'Vigil of Wings']]) {
      const p = position({ extraCards: [vigil, wings], players: [{ battlefield: [...order, 'Grizzly Bears'] }, {}] });
      expect(p.chars('Grizzly Bears').keywords).toEqual(['flying', 'vigilance']);
      expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
    }
  });

  it('beside a resolved effect of the same layer (611.2c), which keeps its timestamp: haste, then flying, then vigilance', () => {
    const p = position({ extraCards: [vigil, wings], players: [{ battlefield: ['Vigil of Wings', 'Wings for All', 'Grizzly Bears'] }, {}] });
    const bears = p.id('Grizzly Bears');
    p.core.s.effects.push({ id: 900, timestamp: 0, source: bears, controller: 0, affected: [bears], mod: { grant: ['haste'] }, duration: 'permanent' });
    p.core.touch();
    expect(p.chars('Grizzly Bears').keywords).toEqual(['haste', 'flying', 'vigilance']);
  });

  it('an effect that does not exist (its land lost its abilities to Blood Moon, 305.7) is no reason to put another later', () => {
    // "Creatures with flying lose all abilities" would depend on the land's "creatures have flying" if that existed;
    // it does not, so the loss applies first, in timestamp order, then "creatures have vigilance".
    const grounding = enchantment('Grounding', '{ effects: [{ lose_abilities: true, to: { all: creature, where: "it.has(\'flying\')" } }] }', 'Creatures with flying lose all abilities.');
    const watch = enchantment('Watchfulness', '{ effects: [{ grant: [vigilance], to: { all: creature } }] }', 'Creatures have vigilance.');
    const windLand = parseCard(`
name: Windy Mesa
type: Land
text: Creatures have flying.
abilities:
  - static: { effects: [{ grant: [flying], to: { all: creature } }] }
`, 'test/rules/layers/windy-mesa.yaml');
    const bird = parseCard(`
name: Test Bird
cost: "{1}{U}"
type: Creature — Bird
pt: 1/1
keywords: [flying]
text: Flying
`, 'test/rules/layers/test-bird.yaml');
    const p = position({ extraCards: [grounding, watch, windLand, bird], players: [{ battlefield: ['Grounding', 'Watchfulness', 'Windy Mesa', 'Blood Moon', 'Test Bird', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Windy Mesa').subtypes).toEqual(['Mountain']);
    expect(p.chars('Test Bird').keywords).toEqual(['vigilance']);
    expect(p.chars('Grizzly Bears').keywords).toEqual(['vigilance']);
  });
});

/** A test enchantment with one static ability, written as its card file. */
const enchantment = (name: string, ability: string, text: string) => parseCard(`
name: ${name}
cost: "{2}"
type: Enchantment
text: ${text}
abilities:
  - static: ${ability}
`, `test/rules/layers/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);

const flyingForAll = enchantment('Flight for All', '{ effects: [{ grant: [flying], to: { all: creature } }] }', 'Creatures have flying.');

describe('613.7, 613.8a: no dependency where the later effect does not change what the earlier one reads', () => {
  // Each earlier effect picks its objects by what the later "creatures have flying" leaves alone (a subtype, a
  // colour, another keyword), so the two apply in timestamp order: the loss of abilities first, then flying.
  const reachless = enchantment('Reach Denial', '{ effects: [{ lose_abilities: true, to: { all: creature, where: "it.has(\'reach\')" } }] }', 'Creatures with reach lose all abilities.');
  const greenless = enchantment('Green Denial', '{ effects: [{ lose_abilities: true, to: { all: creature, color: green } }] }', 'Green creatures lose all abilities.');
  const bearless = enchantment('Bear Denial', '{ effects: [{ lose_abilities: true, to: { all: creature, subtype: Bear } }] }', 'Bears lose all abilities.');
  const spider = parseCard(`
name: Test Spider
cost: "{2}{G}"
type: Creature — Spider
pt: 2/4
keywords: [reach]
text: Reach
`, 'test/rules/layers/test-spider.yaml');

  it('a keyword (`where`), a colour, a subtype', () => {
    for (const [denial, creature] of [['Reach Denial', 'Test Spider'], ['Green Denial', 'Grizzly Bears'], ['Bear Denial', 'Grizzly Bears']] as const) {
      const p = position({ extraCards: [reachless, greenless, bearless, flyingForAll, spider], players: [{ battlefield: [denial, 'Flight for All', creature] }, {}] });
      expect(p.chars(creature).keywords, denial).toEqual(['flying']);
    }
  });

  it('a subtype in layer 4: "Bears are Zombies" before "creatures are also Elves" gives a Zombie Elf', () => {
    const zombies = enchantment('Bears Rot', '{ effects: [{ set_subtypes: [Zombie], to: { all: creature, subtype: Bear } }] }', 'Bears are Zombies.');
    const elves = enchantment('Elven Dawn', '{ effects: [{ add_subtypes: [Elf], to: { all: creature } }] }', 'Creatures are Elves in addition to their other types.');
    const p = position({ extraCards: [zombies, elves], players: [{ battlefield: ['Bears Rot', 'Elven Dawn', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Grizzly Bears').subtypes).toEqual(['Zombie', 'Elf']);
  });

  it('a resolved effect (611.2c) depends on nothing: an earlier loss of abilities, then the later flying', () => {
    const p = position({ extraCards: [flyingForAll], players: [{ battlefield: ['Grizzly Bears', 'Flight for All'] }, {}] });
    const bears = p.id('Grizzly Bears');
    p.core.s.effects.push({ id: 900, timestamp: 0, source: bears, controller: 0, affected: [bears], mod: { lose_abilities: true }, duration: 'permanent' });
    p.core.touch();
    expect(p.chars('Grizzly Bears').keywords).toEqual(['flying']);
  });
});

describe('613.8b: a dependency loop is applied in timestamp order', () => {
  // Each depends on the next (applying it changes what the first applies to), the last on the first.
  const loop = [
    enchantment('Loop of Wings', '{ effects: [{ grant: [flying], to: { all: creature, where: "not it.has(\'vigilance\')" } }] }', 'Creatures without vigilance have flying.'),
    enchantment('Loop of Watch', '{ effects: [{ grant: [vigilance], to: { all: creature, where: "not it.has(\'trample\')" } }] }', 'Creatures without trample have vigilance.'),
    enchantment('Loop of Might', '{ effects: [{ grant: [trample], to: { all: creature, where: "not it.has(\'flying\')" } }] }', 'Creatures without flying have trample.'),
  ];

  it('three effects, each depending on another: the earliest first (flying), then the others as their dependencies allow', () => {
    const p = position({ extraCards: loop, players: [{ battlefield: ['Loop of Wings', 'Loop of Watch', 'Loop of Might', 'Grizzly Bears'] }, {}] });
    // Flying first; then trample finds a creature with flying and applies to nothing; then vigilance.
    expect(p.chars('Grizzly Bears').keywords).toEqual(['flying', 'vigilance']);
  });
});

describe('613.8a: what an expression reads is read in the position the other effect would leave', () => {
  const goblins = enchantment('Goblin Dawn', '{ effects: [{ set_subtypes: [Goblin], to: { all: creature } }] }', 'Creatures are Goblins.');
  const zombie = parseCard(`
name: Test Zombie
cost: "{1}{B}"
type: Creature — Zombie
pt: 2/2
text: ""
`, 'test/rules/layers/test-zombie.yaml');

  it('a condition ("as long as there is a Zombie") depends on the later effect that makes every creature a Goblin: it no longer exists', () => {
    const pact = enchantment('Zombie Pact', '{ if: "count(zombie) >= 1", effects: [{ add_types: [Artifact], to: { all: creature } }] }', 'As long as there is a Zombie on the battlefield, creatures are artifacts in addition to their other types.');
    const p = position({ extraCards: [pact, goblins, zombie], players: [{ battlefield: ['Zombie Pact', 'Goblin Dawn', 'Test Zombie', 'Grizzly Bears'] }, {}] });
    for (const name of ['Test Zombie', 'Grizzly Bears']) expect(p.chars(name), name).toMatchObject({ types: ['Creature'], subtypes: ['Goblin'] });
  });

  it('a condition that holds only once the later effect applies: "as long as there is a Goblin" starts to exist after "creatures are Goblins"', () => {
    const pact = enchantment('Goblin Pact', '{ if: "count(goblin) >= 1", effects: [{ add_types: [Artifact], to: { all: creature } }] }', 'As long as there is a Goblin on the battlefield, creatures are artifacts in addition to their other types.');
    const p = position({ extraCards: [pact, goblins], players: [{ battlefield: ['Goblin Pact', 'Goblin Dawn', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Grizzly Bears')).toMatchObject({ types: ['Creature', 'Artifact'], subtypes: ['Goblin'] });
  });

  it('613.6: an effect whose condition another of its layer makes false never starts, so its later parts do not apply either', () => {
    // Its layer-4 part applies to no object (there is no artifact) but exists while there is a Zombie; "creatures are
    // Goblins" ends that, so it never starts, and its layer-7c part (the same ability, the same effect) does not apply.
    const pact = enchantment('Zombie Oath', '{ if: "count(zombie) >= 1", effects: [{ add_subtypes: [Zombie], to: { all: artifact } }, { pump: [1, 1], to: { all: creature } }] }', 'As long as there is a Zombie on the battlefield, artifacts are Zombies in addition to their other types and creatures get +1/+1.');
    const p = position({ extraCards: [pact, goblins, zombie], players: [{ battlefield: ['Zombie Oath', 'Goblin Dawn', 'Test Zombie'] }, {}] });
    expect(p.chars('Test Zombie').subtypes).toEqual(['Goblin']);
    expect(p.pt('Test Zombie')).toBe('2/2');
  });

  it('in layer 7c: "creatures with power 3 or more get +1/+1" depends on the later "creatures get +1/+0"', () => {
    const mighty = enchantment('Might of the Mighty', '{ effects: [{ pump: [1, 1], to: { all: creature, where: "it.power >= 3" } }] }', 'Creatures with power 3 or greater get +1/+1.');
    const rising = enchantment('Rising Strength', '{ effects: [{ pump: [1, 0], to: { all: creature } }] }', 'Creatures get +1/+0.');
    const p = position({ extraCards: [mighty, rising], players: [{ battlefield: ['Might of the Mighty', 'Rising Strength', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('4/3');   // 2/2, +1/+0 (now power 3), then +1/+1
  });

  it('in layer 7c: a condition reading power ("as long as its power is 3 or more, it gets +0/+2") depends on the later "creatures get +1/+0"', () => {
    const proud = proudBeast();
    const rising = enchantment('Rising Strength', '{ effects: [{ pump: [1, 0], to: { all: creature } }] }', 'Creatures get +1/+0.');
    const p = position({ extraCards: [proud, rising], players: [{ battlefield: ['Proud Beast', 'Rising Strength'] }, {}] });
    expect(p.pt('Proud Beast')).toBe('3/4');   // 2/2, +1/+0 (now power 3), then +0/+2
  });
});
