/**
 * Type words in queries and counts (CR 205: types, subtypes and supertypes), matched case-free: "creature" finds a
 * Creature, "ELF" an Elf, and a changeling's all creature types (CR 702.73a) count but for land and artifact words.
 */
import { describe, expect, it } from 'vitest';
import { hasTypeWord } from '../../../rules/index.ts';
import type { Characteristics } from '../../../rules/index.ts';

const chars = (over: Partial<Characteristics>): Characteristics => ({
  id: 1, name: 'Test', supertypes: [], types: [], subtypes: [], colors: [], power: null, toughness: null, loyalty: null,
  manaValue: 0, controller: 0, keywords: [], abilities: [], cant: [], printedAbilitiesLost: false, ...over,
});

describe('205: type words match case-free', () => {
  const elf = chars({ supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Elf', 'Druid'] });
  it('a type, a subtype and a supertype, in any case', () => {
    for (const w of ['creature', 'Creature', 'CREATURE', 'elf', 'ELF', 'druid', 'legendary', 'LEGENDARY']) expect(hasTypeWord(elf, w)).toBe(true);
  });
  it('a word it does not have, even one of the same first letter or length', () => {
    for (const w of ['card', 'enchantment', 'elves', 'druids', 'land', 'Dryad', '']) expect(hasTypeWord(elf, w)).toBe(false);
  });
  it('names with letters beyond ASCII and with punctuation: Urza’s, Æther', () => {
    const land = chars({ types: ['Land'], subtypes: ['Urza’s', 'Mine'] });
    expect(hasTypeWord(land, 'urza’s')).toBe(true);
    expect(hasTypeWord(land, 'URZA’S')).toBe(true);
    const odd = chars({ types: ['Artifact'], subtypes: ['Æther', 'éclair'] });
    expect(hasTypeWord(odd, 'æther')).toBe(true);
    expect(hasTypeWord(odd, 'ÉCLAIR')).toBe(true);
    expect(hasTypeWord(odd, 'aether')).toBe(false);
    // İ lower-cases to two code units: the one name whose length changes, still matched.
    const dotted = chars({ types: ['Creature'], subtypes: ['İnci'] });
    expect(hasTypeWord(dotted, 'İNCI')).toBe(true);
    expect(hasTypeWord(dotted, 'i̇nci')).toBe(true);
    expect(hasTypeWord(dotted, 'inci')).toBe(false);
  });
  it('"permanent", "nonland", "any"', () => {
    expect(hasTypeWord(elf, 'permanent')).toBe(true);
    expect(hasTypeWord(chars({ types: ['Instant'] }), 'permanent')).toBe(false);
    expect(hasTypeWord(elf, 'nonland')).toBe(true);
    expect(hasTypeWord(chars({ types: ['land'] }), 'nonland')).toBe(false);
    expect(hasTypeWord(chars({}), 'any')).toBe(true);
  });
  it('110.4: "permanent" is each permanent type in any case, and no other type', () => {
    for (const t of ['Creature', 'land', 'ARTIFACT', 'Enchantment', 'planeswalker', 'Battle', 'cReAtUrE']) expect(hasTypeWord(chars({ types: [t] }), 'permanent')).toBe(true);
    for (const t of ['Instant', 'Sorcery', 'Kindred', 'Creatures', 'Lands', 'Battl', 'Creaturé', 'Ártifact', '']) expect(hasTypeWord(chars({ types: [t] }), 'permanent')).toBe(false);
    // A type listed after one that is not a permanent type still counts.
    expect(hasTypeWord(chars({ types: ['Kindred', 'Artifact'] }), 'permanent')).toBe(true);
  });
  it('702.73a: all creature types count as every creature type, not as a land or artifact word', () => {
    const changeling = chars({ types: ['Creature'], subtypes: ['AllCreatureTypes'] });
    expect(hasTypeWord(changeling, 'goblin')).toBe(true);
    expect(hasTypeWord(changeling, 'Sliver')).toBe(true);
    expect(hasTypeWord(changeling, 'forest')).toBe(false);
    expect(hasTypeWord(changeling, 'artifact')).toBe(false);
  });
});
