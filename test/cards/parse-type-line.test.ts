import { describe, expect, it } from 'vitest';
import { parseTypeLine } from '../../rules/cards/index.ts';

describe('parseTypeLine', () => {
  it('reads a single card type', () => {
    expect(parseTypeLine('Instant')).toEqual({ supertypes: [], types: ['Instant'], subtypes: [], token: false });
  });

  it('reads supertypes, several types and several subtypes', () => {
    expect(parseTypeLine('Legendary Creature — Dog')).toEqual({ supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Dog'], token: false });
    expect(parseTypeLine('Artifact Creature — Phyrexian Golem')).toEqual({ supertypes: [], types: ['Artifact', 'Creature'], subtypes: ['Phyrexian', 'Golem'], token: false });
    expect(parseTypeLine('Basic Land — Forest')).toMatchObject({ supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] });
  });

  it('marks token definitions', () => {
    expect(parseTypeLine('Token Creature — Spirit')).toEqual({ supertypes: [], types: ['Creature'], subtypes: ['Spirit'], token: true });
  });

  it('accepts spell subtypes on instants and sorceries', () => {
    expect(parseTypeLine('Sorcery — Lesson')).toMatchObject({ types: ['Sorcery'], subtypes: ['Lesson'] });
  });

  it('suggests the card type meant', () => {
    expect(parseTypeLine('Creture — Bear')).toBe('unknown card type "Creture" (did you mean "Creature"?)');
  });

  it('asks for an em dash instead of a hyphen', () => {
    expect(parseTypeLine('Creature - Bear')).toBe('separate the subtypes with an em dash: "Creature — Bear"');
  });

  it('rejects a subtype of the wrong card type, a missing type and a dangling dash', () => {
    expect(parseTypeLine('Creature — Forest')).toBe('"Forest" is a land subtype, but the card is not a land');
    expect(parseTypeLine('Legendary')).toMatch(/has no card type/);
    expect(parseTypeLine('Creature —')).toMatch(/nothing follows the em dash/);
  });
});
