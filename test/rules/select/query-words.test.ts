/**
 * Queries of static abilities ("creatures you control that aren't white or blue") and the type words they and
 * expressions test (rules/magic/select/query.ts, type-words.ts): a list of colours, types or subtypes in a query
 * matches an object with any one of them (`color`, `subtype`) and excludes an object with any one of them
 * (`not_color`, `not_type`, `not_subtype`); CR 105.2 (colours), 205 (types, subtypes, supertypes), 109.1 (objects).
 * Each test kills a mutant of those files that no other test noticed (docs/mutation.md).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import type { CardDef } from '../../../rules/cards/index.ts';
import { position } from '../../helpers/position.ts';
import type { Position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';


/** An enchantment "<text>" whose one static ability gives +1/+1 to the creatures you control that match `query` (YAML). */
function banner(name: string, text: string, query: string): CardDef {
  return parseCard(`
name: ${name}
cost: "{2}"
type: Enchantment
text: ${text}
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, ${query} } }] }
`, `test/rules/select/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);
}

/** Each named permanent's power and toughness, as "p/t". */
const pts = (p: Position, names: string[]) => names.map((n) => p.pt(n));

describe('105.2: a list of colours', () => {
  it('`color: [white, blue]` matches a creature of either colour, or both', () => {
    const card = banner('Sky Banner', 'White creatures and blue creatures you control get +1/+1.', 'color: [white, blue]');
    const p = position({ extraCards: [card], players: [{ battlefield: ['Sky Banner', 'Serra Angel', 'Wind Drake', 'Kiora\'s Follower', 'Grizzly Bears'] }, {}] });
    expect(pts(p, ['Serra Angel', 'Wind Drake', 'Kiora\'s Follower', 'Grizzly Bears'])).toEqual(['5/5', '3/3', '3/3', '2/2']);
    sameAsScratch(p);
  });

  it('`not_color: [white, blue]` leaves out a creature of either colour: one that is green and blue is blue', () => {
    const card = banner('Earth Banner', 'Creatures you control that are neither white nor blue get +1/+1.', 'not_color: [white, blue]');
    const p = position({ extraCards: [card], players: [{ battlefield: ['Earth Banner', 'Serra Angel', 'Wind Drake', 'Kiora\'s Follower', 'Grizzly Bears'] }, {}] });
    expect(pts(p, ['Serra Angel', 'Wind Drake', 'Kiora\'s Follower', 'Grizzly Bears'])).toEqual(['4/4', '2/2', '2/2', '3/3']);
    sameAsScratch(p);
  });
});

describe('205: lists of types and subtypes that a query leaves out', () => {
  it('205.2a: `not_type: [artifact, land]` leaves out an artifact creature that is no land (Ornithopter)', () => {
    const card = banner('Flesh Banner', 'Nonartifact, nonland creatures you control get +1/+1.', 'not_type: [artifact, land]');
    const p = position({ extraCards: [card], players: [{ battlefield: ['Flesh Banner', 'Ornithopter', 'Grizzly Bears'] }, {}] });
    expect(pts(p, ['Ornithopter', 'Grizzly Bears'])).toEqual(['0/2', '3/3']);
    sameAsScratch(p);
  });

  it('205.3m: `not_subtype: [Bear, Giant]` leaves out a Bear and a Giant, each having only one of them; an Ogre gets it', () => {
    const card = banner('Stranger Banner', 'Creatures you control that are neither Bears nor Giants get +1/+1.', 'not_subtype: [Bear, Giant]');
    const p = position({ extraCards: [card], players: [{ battlefield: ['Stranger Banner', 'Grizzly Bears', 'Hill Giant', 'Gray Ogre'] }, {}] });
    expect(pts(p, ['Grizzly Bears', 'Hill Giant', 'Gray Ogre'])).toEqual(['2/2', '3/3', '3/3']);
    sameAsScratch(p);
  });
});

describe('205: type words, case-free', () => {
  it('205.3m: a subtype whose first letter is the last of the alphabet (Zombie) is found by `subtype: Zombie`', () => {
    const card = banner('Grave Banner', 'Zombies you control get +1/+1.', 'subtype: Zombie');
    const p = position({ extraCards: [card], players: [{ battlefield: ['Grave Banner', 'Walking Corpse', 'Skinrender', 'Grizzly Bears'] }, {}] });
    expect(pts(p, ['Walking Corpse', 'Skinrender', 'Grizzly Bears'])).toEqual(['3/3', '4/4', '2/2']);
    sameAsScratch(p);
  });

  it('110.4, 205.2a: a kindred enchantment on the battlefield is a permanent (Kindred is a type, no permanent type)', () => {
    const totem = parseCard(`
name: Faerie Totem
cost: "{1}{G}"
type: Kindred Enchantment — Faerie
text: ""
`, 'test/rules/select/faerie-totem.yaml');
    const paint = parseCard(`
name: Blue Paint
cost: "{1}{U}"
type: Enchantment
text: Other permanents you control are blue.
abilities:
  - static: { effects: [{ set_colors: [blue], to: { all: permanent, controller: you, other: true } }] }
`, 'test/rules/select/blue-paint.yaml');
    const p = position({ extraCards: [totem, paint], players: [{ battlefield: ['Blue Paint', 'Faerie Totem', 'Grizzly Bears'] }, {}] });
    expect(p.chars('Faerie Totem').types).toEqual(['Kindred', 'Enchantment']);
    expect(p.chars('Faerie Totem').colors).toEqual(['blue']);   // green as printed
    expect(p.chars('Grizzly Bears').colors).toEqual(['blue']);
    sameAsScratch(p);
  });

  it('109.1, 604.3: the word `object` counts every permanent (a P/T defined as the number of objects you control)', () => {
    const census = parseCard(`
name: Census Taker
cost: "{2}{W}"
type: Creature — Human
pt: "*/*"
text: Census Taker's power and toughness are each equal to the number of permanents you control.
pt_defined_by: "count(object, you)"
`, 'test/rules/select/census-taker.yaml');
    const p = position({ extraCards: [census], players: [{ battlefield: ['Census Taker', 'Forest', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    expect(p.pt('Census Taker')).toBe('3/3');
    sameAsScratch(p);
  });
});
