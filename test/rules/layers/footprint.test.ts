/**
 * Whether one effect of a layer can ever depend on another, read from the card data (rules/magic/layers/footprint.ts,
 * CR 613.8a): what an effect of layers 4-6 can change, against what decides whether another exists (its source keeps
 * the ability, 613.6) and what it applies to. Where it says "cannot", the layer is applied in timestamp order without
 * a trial (613.7); where it says "may", the trial decides, as before.
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, freshCharacteristics } from '../../../rules/index.ts';
import { ALL_FOOTPRINT, collectEntries, mayDependOn, noneDepend, readsOf, staticEntries, writesOf } from '../../../rules/magic/layers/index.ts';
import type { LayerEntry } from '../../../rules/magic/layers/index.ts';
import { position } from '../../helpers/position.ts';
import { randomGame } from '../../game/helpers.ts';

const words = (f: ReturnType<typeof readsOf>) => (f === ALL_FOOTPRINT ? f : [...f].sort());

describe('what a part of layers 4-6 can change (writesOf)', () => {
  it('613.1d: types and subtypes added are their words; a land type set takes away every land type and the abilities (305.7)', () => {
    expect(words(writesOf({ add_subtypes: 'Swamp', to: { all: 'land' } }, '4'))).toEqual(['w:swamp']);
    expect(words(writesOf({ add_types: ['Creature', 'Land'], to: 'self' }, '4'))).toEqual(['w:creature', 'w:land']);
    expect(words(writesOf({ set_subtypes: ['Mountain'], to: { all: 'land' } }, '4'))).toEqual(['abilities', 'w:*land', 'w:mountain']);
    expect(words(writesOf({ set_land_subtypes: ['Island'] }, '4'))).toEqual(['abilities', 'w:*land', 'w:island']);
  });

  it('205.1b: a creature type set takes away every creature type; all creature types is a word of its own (702.73a)', () => {
    expect(words(writesOf({ set_subtypes: ['Frog'] }, '4'))).toEqual(['w:*creature', 'w:frog']);
    expect(words(writesOf({ all_creature_types: true }, '4'))).toEqual(['w:allcreaturetypes']);
  });

  it('613.1e-f: colours set; abilities lost, granted and added, and restrictions, in their layers', () => {
    expect(words(writesOf({ set_colors: ['green'] }, '5'))).toEqual(['color']);
    expect(words(writesOf({ lose_abilities: true, set_pt: [1, 1] }, '6'))).toEqual(['abilities', 'keywords']);
    expect(words(writesOf({ grant: ['flying'] }, '6'))).toEqual(['keywords']);
    expect(words(writesOf({ grant_ability: { kind: 'static' } }, '6'))).toEqual(['abilities+']);
    expect(words(writesOf({ cant: ['block'] }, '6'))).toEqual(['cant']);
  });

  it('a part in another layer of the same modification changes nothing in this one', () => {
    expect(words(writesOf({ add_types: ['Creature'], set_pt: [2, 2], set_colors: ['blue'] }, '4'))).toEqual(['w:creature']);
    expect(words(writesOf({ add_types: ['Creature'], set_pt: [2, 2] }, '6'))).toEqual([]);
  });

  it('layers 1-3 and 7, and a key this file does not know: anything', () => {
    expect(writesOf({ gain_control: 1 }, '2')).toBe(ALL_FOOTPRINT);
    expect(writesOf({ pump: [1, 1] }, '7c')).toBe(ALL_FOOTPRINT);
    expect(writesOf({ add_types: ['Creature'], become_copy: 'x' }, '4')).toBe(ALL_FOOTPRINT);
  });
});

describe('what decides whether an effect exists and what it applies to (readsOf)', () => {
  it('613.6: itself or what it is attached to: whether its source keeps the ability', () => {
    expect(words(readsOf(undefined, false))).toEqual(['abilities']);
    expect(words(readsOf('equipped', false))).toEqual(['abilities']);
  });

  it('a query\'s type words (a creature-type word reads all creature types too), colours, and what it asks to be absent', () => {
    expect(words(readsOf({ all: 'land' }, false))).toEqual(['abilities', 'w:land']);
    expect(words(readsOf({ all: 'enchantment', other: true, not_subtype: 'Aura' }, false))).toEqual(['abilities', 'n:aura', 'w:enchantment']);
    expect(words(readsOf({ subtype: 'Goblin', controller: 'you' }, false))).toEqual(['abilities', 'w:allcreaturetypes', 'w:creature', 'w:goblin']);
    expect(words(readsOf({ all: 'nonland', color: 'red', not_color: 'blue' }, false))).toEqual(['abilities', 'color', 'n:color', 'n:land']);
    expect(words(readsOf({ all: 'permanent' }, false))).toEqual(['abilities', 'w:artifact', 'w:battle', 'w:creature', 'w:enchantment', 'w:land', 'w:planeswalker']);
  });

  it('a condition, a `where` expression, an unknown key: anything', () => {
    expect(readsOf({ all: 'creature' }, true)).toBe(ALL_FOOTPRINT);
    expect(readsOf({ all: 'creature', where: 'it.power >= 3' }, false)).toBe(ALL_FOOTPRINT);
    expect(readsOf({ all: 'creature', tapped: true }, false)).toBe(ALL_FOOTPRINT);
  });
});

/** The entries of one card's static abilities in a layer, on a board of these cards. */
function entriesOf(cards: string[]): (card: string, layer?: string) => LayerEntry {
  const p = position({ players: [{ battlefield: cards }, {}] });
  return (card, layer = '4') => staticEntries(p.core, p.core.obj(p.id(card))).find((e) => e.layer === layer)!;
}

describe('613.8a: may one effect depend on another?', () => {
  const e = entriesOf(['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Blood Moon', 'Life and Limb', 'Opalescence', 'Humility', 'Basilisk Collar']);

  it('Urborg and Yavimaya: each adds a land type to lands, which neither reads: no', () => {
    expect(mayDependOn(e('Urborg, Tomb of Yawgmoth'), e('Yavimaya, Cradle of Growth'))).toBe(false);
    expect(mayDependOn(e('Yavimaya, Cradle of Growth'), e('Urborg, Tomb of Yawgmoth'))).toBe(false);
  });

  it('Urborg on Blood Moon: Blood Moon takes away the abilities of nonbasic lands, Urborg\'s among them (the rule\'s own example): yes', () => {
    expect(mayDependOn(e('Urborg, Tomb of Yawgmoth'), e('Blood Moon'))).toBe(true);
  });

  it('Life and Limb on Yavimaya: Yavimaya makes lands Forests, which Life and Limb applies to: yes', () => {
    expect(mayDependOn(e('Life and Limb'), e('Yavimaya, Cradle of Growth'))).toBe(true);
  });

  it('Opalescence and Urborg: a land type is not what Opalescence asks of an enchantment: no, either way', () => {
    expect(mayDependOn(e('Opalescence'), e('Urborg, Tomb of Yawgmoth'))).toBe(false);
    expect(mayDependOn(e('Urborg, Tomb of Yawgmoth'), e('Opalescence'))).toBe(false);
  });

  it('layer 6: Basilisk Collar\'s grant on Humility, which takes away every ability: yes; Humility on the grant: no', () => {
    expect(mayDependOn(e('Basilisk Collar', '6'), e('Humility', '6'))).toBe(true);
    expect(mayDependOn(e('Humility', '6'), e('Basilisk Collar', '6'))).toBe(false);
  });

  it('two parts of one ability that pick alike (Life and Limb\'s types and subtypes) only add what the other asks for: no', () => {
    const p = position({ players: [{ battlefield: ['Life and Limb'] }, {}] });
    const [types, subtypes] = staticEntries(p.core, p.core.obj(p.id('Life and Limb'))).filter((x) => x.layer === '4');
    expect(mayDependOn(types!, subtypes!)).toBe(false);
    expect(mayDependOn(subtypes!, types!)).toBe(false);
    expect(noneDepend([types!, subtypes!])).toBe(true);
  });

  it('611.2c: a resolved effect (its objects locked in) depends on nothing; an entry without words may depend on anything', () => {
    const locked = { ...e('Urborg, Tomb of Yawgmoth'), fixed: true };
    expect(mayDependOn(locked, e('Blood Moon'))).toBe(false);
    const unknown = { ...e('Yavimaya, Cradle of Growth'), writes: undefined };
    expect(mayDependOn(e('Urborg, Tomb of Yawgmoth'), unknown)).toBe(true);
  });
});

/** An entry with only what mayDependOn reads: its words, and for two parts of one ability, its group, source and objects. */
function entry(e: { reads?: ReturnType<typeof readsOf>; writes?: ReturnType<typeof writesOf>; group?: string; selects?: string; source?: number; key?: string }): LayerEntry {
  return { key: e.key ?? 'k', layer: '4', timestamp: 1, source: e.source ?? 1, controller: 0, describe: () => '', select: () => [], exists: () => true, apply: () => {}, ...e } as LayerEntry;
}

describe('613.8a: the words, one by one', () => {
  it('205.1b: a creature type set (Turn to Frog) touches a creature-type word (Goblins), not an Aura\'s or a land type', () => {
    const frog = entry({ writes: writesOf({ set_subtypes: ['Frog'] }, '4') });
    expect(mayDependOn(entry({ reads: readsOf({ subtype: 'Goblin' }, false) }), frog)).toBe(true);
    expect(mayDependOn(entry({ reads: readsOf({ all: 'enchantment', not_subtype: 'Aura' }, false) }), frog)).toBe(false);
    expect(mayDependOn(entry({ reads: readsOf({ all: 'land', subtype: 'Forest' }, false) }), frog)).toBe(false);
  });

  it('702.73a: all creature types (Mutavault) touches a creature-type word, not a card type\'s', () => {
    const all = entry({ writes: writesOf({ all_creature_types: true }, '4') });
    expect(mayDependOn(entry({ reads: readsOf({ subtype: 'Goblin' }, false) }), all)).toBe(true);
    expect(mayDependOn(entry({ reads: readsOf({ all: 'land' }, false) }), all)).toBe(false);
  });

  it('105.3, 613.1e: a colour set touches a query by colour, present or absent, and no other', () => {
    const wisps = entry({ writes: writesOf({ set_colors: ['red'] }, '5') });
    expect(mayDependOn(entry({ reads: readsOf({ all: 'creature', color: 'white' }, false) }), wisps)).toBe(true);
    expect(mayDependOn(entry({ reads: readsOf({ all: 'creature', not_color: 'black' }, false) }), wisps)).toBe(true);
    expect(mayDependOn(entry({ reads: readsOf({ all: 'creature' }, false) }), wisps)).toBe(false);
  });

  it('two parts of one ability: one that takes away what the other asks to be there (its land type, its abilities) may change what it applies to', () => {
    const same = { group: 'g', selects: '{"all":"land"}', source: 7 };
    const forests = entry({ ...same, key: 'a', reads: readsOf({ all: 'land', subtype: 'Forest' }, false) });
    expect(mayDependOn(forests, entry({ ...same, key: 'b', writes: writesOf({ set_land_subtypes: ['Island'] }, '4') }))).toBe(true);
    expect(mayDependOn(forests, entry({ ...same, key: 'b', writes: writesOf({ add_subtypes: ['Island'] }, '4') }))).toBe(false);
    const granted = entry({ ...same, key: 'a', reads: readsOf('self', false) });
    expect(mayDependOn(granted, entry({ ...same, key: 'b', writes: writesOf({ lose_abilities: true }, '6') }))).toBe(true);
    expect(mayDependOn(granted, entry({ ...same, key: 'b', writes: writesOf({ grant: ['flying'] }, '6') }))).toBe(false);
    // Asked to be absent: adding it is what may change the objects.
    const nonAuras = entry({ ...same, key: 'a', reads: readsOf({ all: 'enchantment', not_subtype: 'Aura' }, false) });
    expect(mayDependOn(nonAuras, entry({ ...same, key: 'b', writes: writesOf({ add_subtypes: ['Aura'] }, '4') }))).toBe(true);
    // Not the same objects (another `to`), or another ability: the rule for any two effects.
    expect(mayDependOn(forests, entry({ ...same, selects: '{"all":"creature"}', key: 'b', writes: writesOf({ add_subtypes: ['Forest'] }, '4') }))).toBe(true);
  });
});

describe('613.7: a layer of effects that cannot depend on each other is in timestamp order, without a trial, and right', () => {
  it('Urborg, Yavimaya and Opalescence: every land is a Swamp and a Forest, every other enchantment a creature', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Opalescence', 'Mountain', 'Blood Moon'] }, {}] });
    const layer4 = collectEntries(p.core).filter((x) => x.layer === '4' && x.source !== p.id('Blood Moon'));
    expect(noneDepend(layer4)).toBe(true);
    expect(p.chars('Mountain').subtypes).toEqual(['Mountain']);   // Blood Moon: Urborg and Yavimaya lost their abilities (613.8a)
    expect(p.chars('Blood Moon')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 3, toughness: 3 });
    expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
  });

  it('without Blood Moon, the Mountain has all three land types and their mana abilities (305.6)', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Opalescence', 'Mountain'] }, {}] });
    expect(p.chars('Mountain').subtypes).toEqual(['Mountain', 'Swamp', 'Forest']);
    expect(p.chars('Mountain').abilities.map((a) => a.text)).toEqual(['{T}: Add {R}.', '{T}: Add {B}.', '{T}: Add {G}.']);
  });
});

/** Every order of a list (its permutations). */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe('613.8a: reading the words orders every layer as trying every pair does, in every timestamp order', () => {
  it('Blood Moon, Urborg, Yavimaya, Life and Limb, Opalescence, Enchanted Evening and Humility entering in each of their 5,040 orders, beside a Forest, a Mountain and Grizzly Bears', () => {
    const cards = ['Blood Moon', 'Urborg, Tomb of Yawgmoth', 'Yavimaya, Cradle of Growth', 'Life and Limb', 'Opalescence', 'Enchanted Evening', 'Humility'];
    const seen = new Set<string>();
    let spared = 0;
    for (const order of orders(cards)) {
      const p = position({ players: [{ battlefield: ['Forest', 'Mountain', 'Grizzly Bears', ...order] }, {}] });
      const entries = collectEntries(p.core);
      const withWords = JSON.stringify([...freshCharacteristics(p.core)]);
      for (const a of entries) for (const b of entries) if (a !== b && a.layer === b.layer && !mayDependOn(a, b)) spared++;
      // The same entries without their words: every pair of a layer is tried on a copy of the position.
      const words = entries.map((e) => [e.reads, e.writes] as const);
      for (const e of entries) { e.reads = undefined; e.writes = undefined; }
      let tried: string;
      try { tried = JSON.stringify([...freshCharacteristics(p.core)]); } finally { entries.forEach((e, k) => { e.reads = words[k]![0]; e.writes = words[k]![1]; }); }
      expect(withWords).toBe(tried);
      seen.add(withWords);
    }
    // The orders give different boards (which effect depends on which changes with the timestamps), and the words
    // spared trials in them.
    expect(seen.size).toBeGreaterThan(10);
    expect(spared).toBeGreaterThan(5040);
  });
});
