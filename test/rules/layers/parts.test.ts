/**
 * A modification's parts, one per layer (rules/magic/layers/parts.ts, CR 613.1): control (613.1b), text (613.1c), types
 * (613.1d, 205.1b, 305.7), colour (613.1e), abilities (613.1f), power and toughness (613.4b-d), and the intrinsic mana
 * abilities of the basic land types (305.6).
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../../rules/cards/index.ts';
import type { Characteristics } from '../../../rules/index.ts';
import { LAND_TYPES, intrinsicManaAbility, partsOf } from '../../../rules/magic/layers/index.ts';
import { position } from '../../helpers/position.ts';

const chars = (over: Partial<Characteristics> = {}): Characteristics => ({
  id: 1, name: 'Test Bear', supertypes: [], types: ['Creature'], subtypes: ['Bear'], colors: ['green'], power: 2, toughness: 3, loyalty: null,
  manaValue: 2, controller: 0, keywords: ['trample'], abilities: [], cant: [], printedAbilitiesLost: false, ...over,
});

const core = () => position({ players: [{ battlefield: ['Grizzly Bears', 'Swamp', 'Swamp'] }, { battlefield: ['Swamp'] }] }).core;

/** Apply every part of a modification, in the order given, to characteristics; returns them and the layers. */
function applied(mod: Record<string, unknown>, c = chars(), controller = 0) {
  const parts = partsOf(core(), mod, controller, 99);
  for (const p of parts) p.apply(c);
  return { c, layers: parts.map((p) => p.layer) };
}

describe('613.1b: control', () => {
  it('to the effect\'s controller, or to the player the effect names', () => {
    expect(applied({ gain_control: true }, chars(), 1)).toMatchObject({ c: { controller: 1 }, layers: ['2'] });
    expect(applied({ gain_control: 0 }, chars({ controller: 1 }), 1).c.controller).toBe(0);
  });
});

describe('613.1d: types and subtypes', () => {
  it('adds types and subtypes once', () => {
    const { c, layers } = applied({ add_types: ['Artifact', 'Creature'], add_subtypes: 'Golem' });
    expect(c.types).toEqual(['Creature', 'Artifact']);
    expect(c.subtypes).toEqual(['Bear', 'Golem']);
    expect(layers).toEqual(['4', '4']);
    expect(applied({ add_subtypes: ['Bear'] }).c.subtypes).toEqual(['Bear']);
  });

  it('205.1b: setting creature types keeps land types and the subtypes of other card types', () => {
    for (const keep of [...LAND_TYPES, 'Aura', 'Equipment', 'Vehicle', 'Fortification', 'Saga', 'Curse', 'Shrine', 'Cartouche', 'Lesson', 'Arcane', 'Trap', 'Adventure', 'Jace']) {
      expect(applied({ set_subtypes: ['Frog'] }, chars({ subtypes: ['Bear', keep, 'Elf'] })).c.subtypes, keep).toEqual([keep, 'Frog']);
    }
  });

  it('305.7: setting a basic land type on a land replaces its land types and its abilities; a nonland is unchanged', () => {
    const ability = { kind: 'static', effects: [], text: 'x' } as unknown as Ability;
    const land = chars({ types: ['Land'], subtypes: ['Forest', 'Urza’s', 'Gate'], abilities: [ability], power: null, toughness: null });
    expect(applied({ set_subtypes: ['Mountain'] }, land).c).toMatchObject({ subtypes: ['Mountain'], abilities: [], printedAbilitiesLost: true });
    const bear = chars({ abilities: [ability] });
    expect(applied({ set_subtypes: ['Mountain'] }, bear).c).toMatchObject({ subtypes: ['Bear'], abilities: [ability], printedAbilitiesLost: false });
  });

  it('305.7: set_land_subtypes replaces every land type, keeps other subtypes, removes the abilities', () => {
    const land = chars({ types: ['Land'], subtypes: ['Desert', 'Locus', 'Lair', 'Swamp', 'Other'], abilities: [{ kind: 'static', effects: [], text: 'x' } as unknown as Ability] });
    expect(applied({ set_land_subtypes: 'Island' }, land)).toMatchObject({ c: { subtypes: ['Other', 'Island'], abilities: [], printedAbilitiesLost: true }, layers: ['4'] });
  });

  it('305.7, 205.3i: a land creature whose land type is set to a basic one keeps its creature types (Dryad Arbor becomes an Island Dryad)', () => {
    const arbor = chars({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'] });
    expect(applied({ set_subtypes: ['Island'] }, arbor).c.subtypes).toEqual(['Dryad', 'Island']);
  });

  it('205.3i, 305.7: every land type of the rules is one (Cave, Mine, Power-Plant, Sphere, Tower were missing): set_land_subtypes removes each', () => {
    const cr = ['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Urza’s'];
    expect([...LAND_TYPES].sort()).toEqual([...cr].sort());
    for (const t of cr) {
      const land = chars({ types: ['Land'], subtypes: [t, 'Other'], power: null, toughness: null });
      expect(applied({ set_land_subtypes: t === 'Island' ? 'Swamp' : 'Island' }, land).c.subtypes, t).toEqual(['Other', t === 'Island' ? 'Swamp' : 'Island']);
    }
  });

  it('all creature types', () => {
    expect(applied({ all_creature_types: true })).toMatchObject({ c: { subtypes: ['Bear', 'AllCreatureTypes'] }, layers: ['4'] });
  });
});

describe('613.1e-f: colour and abilities', () => {
  it('sets the colours', () => {
    expect(applied({ set_colors: ['white', 'blue'] })).toMatchObject({ c: { colors: ['white', 'blue'] }, layers: ['5'] });
    expect(applied({ set_colors: 'red' }).c.colors).toEqual(['red']);
  });

  it('loses all abilities, keywords too', () => {
    expect(applied({ lose_abilities: true }, chars({ abilities: [{ kind: 'static', effects: [], text: 'x' } as unknown as Ability] })))
      .toMatchObject({ c: { keywords: [], abilities: [], printedAbilitiesLost: true }, layers: ['6'] });
  });

  it('grants keywords, abilities (one or a list) and restrictions, once each', () => {
    const a = { kind: 'static', effects: [], text: 'a' } as unknown as Ability;
    const b = { kind: 'static', effects: [], text: 'b' } as unknown as Ability;
    expect(applied({ grant: ['flying', 'trample'] }).c.keywords).toEqual(['trample', 'flying']);
    expect(applied({ grant: 'haste' }).c.keywords).toEqual(['trample', 'haste']);
    expect(applied({ grant_ability: a }).c.abilities).toEqual([a]);
    expect(applied({ grant_ability: [a, b] }).c.abilities).toEqual([a, b]);
    expect(applied({ cant: ['attack', 'block'] })).toMatchObject({ c: { cant: ['attack', 'block'] }, layers: ['6'] });
    expect(applied({ cant: 'attack' }, chars({ cant: ['attack'] })).c.cant).toEqual(['attack']);
  });
});

describe('613.4: power and toughness', () => {
  it('7b sets both to one number, or each to its own; numbers may be expressions of the game (count)', () => {
    expect(applied({ set_pt: 0 })).toMatchObject({ c: { power: 0, toughness: 0 }, layers: ['7b'] });
    expect(applied({ set_pt: [1, 4] }).c).toMatchObject({ power: 1, toughness: 4 });
    expect(applied({ set_pt: 'count(swamp, you)' }).c).toMatchObject({ power: 2, toughness: 2 });
    expect(applied({ set_pt: ['it.toughness', 'count(swamp, opponent)'] }).c).toMatchObject({ power: 3, toughness: 1 });
  });

  it('7c adds to each, only where there is a value; 7d switches', () => {
    expect(applied({ pump: [2, -1] })).toMatchObject({ c: { power: 4, toughness: 2 }, layers: ['7c'] });
    expect(applied({ pump: [2, 2] }, chars({ power: null, toughness: null })).c).toMatchObject({ power: null, toughness: null });
    expect(applied({ pump: [1, 1] }, chars({ power: 1, toughness: null })).c).toMatchObject({ power: 2, toughness: null });
    expect(applied({ pump: [1, 1] }, chars({ power: null, toughness: 1 })).c).toMatchObject({ power: null, toughness: 2 });
    expect(applied({ switch_pt: true })).toMatchObject({ c: { power: 3, toughness: 2 }, layers: ['7d'] });
  });

  it('a modification of several kinds has a part in each layer, in layer order', () => {
    expect(applied({ gain_control: true, set_colors: ['red'], set_pt: 1, switch_pt: true }).layers).toEqual(['2', '5', '7b', '7d']);
    expect(applied({}).layers).toEqual([]);
  });
});

describe('305.6: intrinsic mana abilities', () => {
  it('each basic land type taps for its colour; other types have none', () => {
    const produced = (t: string) => (intrinsicManaAbility(t) as { produce?: string[][]; text: string } | null);
    expect(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((t) => [produced(t)!.produce, produced(t)!.text])).toEqual([
      [[['W']], '{T}: Add {W}.'], [[['U']], '{T}: Add {U}.'], [[['B']], '{T}: Add {B}.'], [[['R']], '{T}: Add {R}.'], [[['G']], '{T}: Add {G}.'],
    ]);
    expect(intrinsicManaAbility('Forest')).toBe(intrinsicManaAbility('Forest'));
    expect(intrinsicManaAbility('Forest')).toMatchObject({ kind: 'mana', cost: { tap: true } });
    expect(intrinsicManaAbility('Desert')).toBeNull();
  });
});
