/**
 * The characteristics before any continuous effect (rules/magic/layers/base.ts; CR 613.1a, 707.2): the card's values, a
 * face-down 2/2 (708.2), a transformed permanent's mana value (712.8e), keywords from protection (702.16), the
 * chosen player (702.16k), a copy's extra keywords (707.9b), cycling (702.29a) and equip (702.6a).
 */
import { describe, expect, it } from 'vitest';
import { baseCharacteristics, playerProtection, protectedFromPlayer, sharedBaseCharacteristics } from '../../../rules/magic/layers/index.ts';
import { battlefieldCharacteristics, freshCharacteristics } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';

describe('613.1a: the values the layers start from', () => {
  it('the card\'s own values, copied (changing them changes no card)', () => {
    const p = position({ players: [{ battlefield: ['Mirran Crusader'] }, {}] });
    const o = p.obj('Mirran Crusader');
    const c = baseCharacteristics(p.core, o);
    expect(c).toMatchObject({
      id: o.id, name: 'Mirran Crusader', types: ['Creature'], subtypes: ['Human', 'Knight'], colors: ['white'], power: 2, toughness: 2,
      manaValue: 3, controller: 0, cant: [], printedAbilitiesLost: false, loyalty: null,
    });
    expect(c.keywords).toEqual(['double_strike', 'protection_from_black', 'protection_from_green']);
    c.types.push('Artifact'); c.subtypes.push('Golem'); c.colors.push('blue'); c.supertypes.push('Legendary');
    expect(baseCharacteristics(p.core, o)).toMatchObject({ types: ['Creature'], subtypes: ['Human', 'Knight'], colors: ['white'], supertypes: [] });
  });

  it('708.2: face down it is a nameless, colourless 2/2 creature with no abilities', () => {
    const p = position({ players: [{ battlefield: ['Mirran Crusader'] }, {}] });
    const o = p.obj('Mirran Crusader');
    o.faceDown = true;
    expect(baseCharacteristics(p.core, o)).toEqual({
      id: o.id, name: '', supertypes: [], types: ['Creature'], subtypes: [], colors: [], power: 2, toughness: 2,
      loyalty: null, manaValue: 0, controller: 0, keywords: [], abilities: [], cant: [], printedAbilitiesLost: false,
    });
  });

  it('712.8e: a transformed permanent has its back face\'s values and its front face\'s mana value', () => {
    const p = position({ players: [{ battlefield: ['Delver of Secrets'] }, {}] });
    const o = p.obj('Delver of Secrets');
    o.transformed = true;
    expect(baseCharacteristics(p.core, o)).toMatchObject({ name: 'Insectile Aberration', power: 3, toughness: 2, manaValue: 1, keywords: ['flying'] });
  });

  it('707.9b: keywords a copy effect adds are part of its values; cycling is a keyword (702.29a)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Miscalculation'] }, {}] });
    const bears = p.obj('Grizzly Bears');
    bears.copyKeywords = ['haste'];
    expect(baseCharacteristics(p.core, bears).keywords).toEqual(['haste']);
    expect(baseCharacteristics(p.core, p.obj('Miscalculation')).keywords).toContain('cycling');
  });

  it('702.6a: Equipment has its equip ability, one shared object per cost', () => {
    const p = position({ players: [{ battlefield: ['Basilisk Collar', 'Basilisk Collar'] }, {}] });
    const [a, b] = p.ids('Basilisk Collar').map((id) => baseCharacteristics(p.core, p.core.obj(id)));
    const equip = a!.abilities.at(-1)!;
    expect(equip).toEqual({
      kind: 'activated', cost: { mana: expect.objectContaining({ text: '{2}' }) }, targets: [{ kind: 'creature_you_control' }],
      effects: [{ attach: 'target' }], sorcery: true, text: 'Equip {2}',
    });
    expect(b!.abilities.at(-1)).toBe(equip);
    expect(a!.abilities).toHaveLength(2);
  });
});

describe('613.1a: the layers start from the card\'s own lists, shared, and never change them', () => {
  it('without anything of the object\'s own, the lists are the card\'s (no copy per permanent per computation)', () => {
    const p = position({ players: [{ battlefield: ['Mirran Crusader', 'Basilisk Collar'] }, {}] });
    const crusader = p.obj('Mirran Crusader');
    const c = sharedBaseCharacteristics(p.core, crusader);
    const def = p.core.def(crusader);
    expect(c.types).toBe(def.types);
    expect(c.subtypes).toBe(def.subtypes);
    expect(c.abilities).toBe(def.abilities);
    // Keywords with protection from colours and equip abilities are made once a card, then shared too.
    expect(sharedBaseCharacteristics(p.core, crusader).keywords).toBe(c.keywords);
    const collar = p.obj('Basilisk Collar');
    expect(sharedBaseCharacteristics(p.core, collar).abilities).toBe(sharedBaseCharacteristics(p.core, collar).abilities);
    expect(() => c.cant.push('attack')).toThrow(TypeError);   // the shared empty list is frozen
  });

  it('613.1d-f: effects that add types, subtypes, keywords and abilities make new lists; the cards are as they were', () => {
    const p = position({ players: [{ battlefield: ['Opalescence', 'Glorious Anthem', 'Urborg, Tomb of Yawgmoth', 'Forest', 'Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }] }, {}] });
    const cards = JSON.stringify(['Glorious Anthem', 'Forest', 'Grizzly Bears'].map((n) => p.core.cards.require(n)));
    expect(p.chars('Glorious Anthem').types).toEqual(['Enchantment', 'Creature']);   // Opalescence (613.1d)
    expect(p.chars('Forest').subtypes).toEqual(['Forest', 'Swamp']);                 // Urborg
    expect(p.chars('Forest').abilities.map((a) => a.text)).toEqual(['{T}: Add {G}.', '{T}: Add {B}.']);   // 305.6
    expect(p.chars('Grizzly Bears').keywords).toEqual(['deathtouch', 'lifelink']);   // Basilisk Collar (613.1f)
    expect(JSON.stringify(['Glorious Anthem', 'Forest', 'Grizzly Bears'].map((n) => p.core.cards.require(n)))).toBe(cards);
    expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
  });
});

describe('702.16k: protection from the chosen player', () => {
  it('is protection from the player chosen as it entered, or nothing when none was chosen', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const o = p.obj('Grizzly Bears');
    const def = { ...p.core.def(o), keywords: ['protection_from_chosen_player', 'trample'] };
    expect(baseCharacteristics(p.core, o, def).keywords).toEqual(['trample']);
    o.chosen = { player: 1 };
    expect(baseCharacteristics(p.core, o, def).keywords).toEqual(['protection_from_player_1', 'trample']);
    o.chosen = { player: 0 };
    expect(baseCharacteristics(p.core, o, def).keywords).toEqual(['protection_from_player_0', 'trample']);
  });

  it('protects only from that player', () => {
    expect(playerProtection(1)).toBe('protection_from_player_1');
    const keywords = ['protection_from_player_1'];
    expect(protectedFromPlayer(keywords, 1)).toBe(true);
    expect(protectedFromPlayer(keywords, 0)).toBe(false);
    expect(protectedFromPlayer(keywords, null)).toBe(false);
    expect(protectedFromPlayer(keywords, undefined)).toBe(false);
    expect(protectedFromPlayer(['protection_from_player_0'], 0)).toBe(true);
  });

  it('no player (a source nobody controls) meets no protection from a player, whatever the keywords say', () => {
    expect(protectedFromPlayer(['protection_from_player_null', 'protection_from_player_undefined'], null)).toBe(false);
    expect(protectedFromPlayer(['protection_from_player_null', 'protection_from_player_undefined'], undefined)).toBe(false);
  });
});
