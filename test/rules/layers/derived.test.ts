/**
 * What a permanent gets from what it has after layers 4 and 6 (rules/magic/layers/derived.ts, keyword-abilities.ts): the
 * mana abilities of its basic land types (CR 305.6) and the triggered abilities its keywords stand for — persist
 * (702.79a), undying (702.93a), prowess (702.108a), battle cry (702.91a), ward (702.21a) — first, in keyword order.
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../../rules/cards/index.ts';
import type { Characteristics } from '../../../rules/index.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities } from '../../../rules/magic/layers/derived.ts';
import { intrinsicManaAbility, keywordAbility } from '../../../rules/magic/layers/index.ts';

const chars = (over: Partial<Characteristics> = {}): Characteristics => ({
  id: 1, name: 'Test', supertypes: [], types: ['Creature'], subtypes: [], colors: [], power: 1, toughness: 1, loyalty: null,
  manaValue: 1, controller: 0, keywords: [], abilities: [], cant: [], printedAbilitiesLost: false, ...over,
});
const printed = { kind: 'static', effects: [], text: 'printed' } as unknown as Ability;

describe('keywordAbility: the ability a keyword stands for', () => {
  it('persist and undying return the creature with a counter unless it had one', () => {
    expect(keywordAbility('persist')).toMatchObject({
      kind: 'triggered', on: { event: 'dies', subject: 'self' }, condition: 'not (event.had_minus1 > 0)', text: 'Persist',
      effects: [{ kind: 'return_to_battlefield', return_to_battlefield: 'event_object', with_counters: { '-1/-1': 1 } }],
    });
    expect(keywordAbility('undying')).toMatchObject({
      kind: 'triggered', on: { event: 'dies', subject: 'self' }, condition: 'not (event.had_plus1 > 0)', text: 'Undying',
      effects: [{ kind: 'return_to_battlefield', return_to_battlefield: 'event_object', with_counters: { '+1/+1': 1 } }],
    });
  });

  it('prowess and battle cry pump until end of turn', () => {
    expect(keywordAbility('prowess')).toMatchObject({
      kind: 'triggered', on: { event: 'cast', subject: 'you', spell: { not_type: ['creature'] } }, targets: [], text: 'Prowess',
      effects: [{ kind: 'pump', pump: [1, 1], to: 'self', until: 'end_of_turn' }],
    });
    expect(keywordAbility('battle_cry')).toMatchObject({
      kind: 'triggered', on: { event: 'attacks', subject: 'self' }, targets: [], text: 'Battle cry',
      effects: [{ kind: 'pump', pump: [1, 0], to: { all: 'creature', attacking: true, other: true }, until: 'end_of_turn' }],
    });
  });

  it('ward carries its cost; one shared ability per cost', () => {
    const ward = keywordAbility('ward_{2}');
    expect(ward).toEqual({
      kind: 'triggered', on: { event: 'becomes_target', subject: 'self', by: 'opponent' }, targets: [],
      effects: [{ kind: 'unless_pays', unless_pays: '{2}', who: 'event_player', effects: [{ kind: 'counter', counter: 'event_spell' }] }],
      text: 'Ward {2}',
    });
    expect(keywordAbility('ward_{2}')).toBe(ward);
    expect(keywordAbility('ward_{1}')!.text).toBe('Ward {1}');
  });

  it('other keywords, and names of Object\'s own properties, stand for no ability', () => {
    for (const k of ['flying', 'toString', 'constructor', 'reward_{2}', '']) expect(keywordAbility(k), k).toBeNull();
  });
});

describe('after layer 6: keyword abilities first, in keyword order, once each', () => {
  it('adds them before the printed abilities', () => {
    const c = chars({ keywords: ['flying', 'undying', 'persist', 'undying'], abilities: [printed] });
    addKeywordAbilities([c]);
    expect(c.abilities.map((a) => a.text)).toEqual(['Undying', 'Persist', 'printed']);
  });

  it('adds none it already has, and nothing without such keywords', () => {
    const c = chars({ keywords: ['persist'], abilities: [keywordAbility('persist')!, printed] });
    addKeywordAbilities([c]);
    expect(c.abilities.map((a) => a.text)).toEqual(['Persist', 'printed']);
    const d = chars({ keywords: ['flying'], abilities: [printed] });
    addKeywordAbilities([d]);
    expect(d.abilities).toEqual([printed]);
  });
});

describe('305.6: after layer 4, a land\'s basic land types give their mana abilities', () => {
  it('each basic type once, after its other abilities; not for a nonland', () => {
    const land = chars({ types: ['Land'], subtypes: ['Forest', 'Island', 'Gate'], abilities: [printed] });
    const creature = chars({ subtypes: ['Forest'] });
    addIntrinsicManaAbilities([land, creature]);
    expect(land.abilities.map((a) => a.text)).toEqual(['printed', '{T}: Add {G}.', '{T}: Add {U}.']);
    expect(creature.abilities).toEqual([]);
    addIntrinsicManaAbilities([land]);
    expect(land.abilities).toHaveLength(3);
    expect(land.abilities[1]).toBe(intrinsicManaAbility('Forest'));
  });

  it('a mana ability with another text does not count as the type\'s', () => {
    const other = { kind: 'mana', cost: { tap: true }, produce: [['G']], text: '{T}: Add {G}{G}.' } as unknown as Ability;
    const same = { kind: 'static', effects: [], text: '{T}: Add {G}.' } as unknown as Ability;
    const land = chars({ types: ['Land'], subtypes: ['Forest'], abilities: [other, same] });
    addIntrinsicManaAbilities([land]);
    expect(land.abilities.map((a) => a.text)).toEqual(['{T}: Add {G}{G}.', '{T}: Add {G}.', '{T}: Add {G}.']);
  });
});
