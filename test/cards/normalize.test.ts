import { describe, expect, it } from 'vitest';
import { loadCardPool, type Ability, type CardDef } from '../../rules/cards/index.ts';

const pool = loadCardPool();
const card = (name: string): CardDef => pool.require(name);
const ability = (name: string, i = 0): Ability => card(name).abilities[i]!;

describe('normalised card definitions', () => {
  it('Lightning Bolt: the whole definition', () => {
    expect(card('Lightning Bolt')).toEqual({
      name: 'Lightning Bolt', file: 'cards/magic/lightning-bolt.yaml', text: 'Lightning Bolt deals 3 damage to any target.',
      cost: { generic: 0, pips: ['R'], hybrid: [], x: 0, text: '{R}' },
      supertypes: [], types: ['Instant'], subtypes: [], colors: ['red'], power: null, toughness: null, loyalty: null,
      keywords: [], protection: [], token: false, abilities: [],
      spell: { targets: [{ kind: 'any', count: 1, min: 1 }], effects: [{ kind: 'damage', damage: 3, to: 'target' }] },
    });
  });

  it('derives colours from hybrid costs and takes token colours from the file', () => {
    expect(card('Kitchen Finks').colors).toEqual(['white', 'green']);
    expect(card('Pest').colors).toEqual(['black', 'green']);
    expect(card('Mutavault').colors).toEqual([]);
  });

  it('fills defaults: who, token count, target count and min', () => {
    expect(card('Divination').spell!.effects).toEqual([{ kind: 'draw', draw: 2, who: 'you' }]);
    expect(card('Doomed Traveler').abilities[0]).toMatchObject({ effects: [{ kind: 'create_token', create_token: 'Spirit Token', count: 1, who: 'you' }] });
    expect(card('Electrolyze').spell!.targets).toEqual([{ kind: 'any', count: 2, min: 1 }]);
  });

  it('writes set_pt as a pair and query lists as lists', () => {
    expect(ability('Opalescence')).toMatchObject({
      kind: 'static',
      effects: [
        { kind: 'add_types', add_types: ['Creature'], to: { all: 'enchantment', other: true, not_subtype: ['Aura'] } },
        { kind: 'set_pt', set_pt: ['it.mana_value', 'it.mana_value'] },
      ],
    });
    expect(card('Terror').spell!.targets[0]).toEqual({ kind: 'creature', count: 1, min: 1, filter: { not_type: ['artifact'], not_color: ['black'] } });
  });

  it('triggers: event and subject, condition, targets', () => {
    expect(ability('Felidar Sovereign')).toMatchObject({ kind: 'triggered', on: { event: 'upkeep', subject: 'you' }, condition: 'you.life >= 40' });
    expect(ability('Soul Warden')).toMatchObject({ on: { event: 'enters', subject: { all: 'creature', other: true } } });
    expect(ability('Blood Artist')).toMatchObject({ on: { event: 'dies', subject: { all: 'creature' } }, targets: [{ kind: 'player' }] });
  });

  it('costs: mana, tap by default for mana abilities, loyalty, sacrifice', () => {
    expect(ability('Coastal Tower')).toEqual({ kind: 'mana', cost: { tap: true }, produce: [['W'], ['U']], text: '{T}: Add {W} or {U}.' });
    expect(card('Jace Beleren').abilities.map((a) => (a.kind === 'activated' ? a.cost.loyalty : null))).toEqual([2, -1, -10]);
    expect(ability('Seal of Cleansing')).toMatchObject({ cost: { sacrifice: 'self' }, text: 'Sacrifice Seal of Cleansing: Destroy target artifact or enchantment.' });
    expect(card('Fling').spell!.additional_cost).toEqual({ sacrifice: { all: 'creature', controller: 'you' } });
    expect(card('Force of Will').spell!.alt_costs).toEqual([{ name: 'Force of Will', cost: { life: 1, exile_from_hand: { color: 'blue' } } }]);
  });

  it('keeps ability order, which activation indexes use', () => {
    expect(card('Mutavault').abilities.map((a) => a.kind)).toEqual(['mana', 'activated']);
    expect(card('Stuffy Doll').abilities.map((a) => a.kind)).toEqual(['triggered', 'activated']);
  });

  it('takes ability texts from the rules text', () => {
    expect(ability('Drudge Skeletons').text).toBe('{B}: Regenerate Drudge Skeletons.');
    expect(ability('Jace Beleren', 1).text).toBe('−1: Target player draws a card.');
    expect(ability('Kitchen Finks').text).toBe('When Kitchen Finks enters, you gain 2 life.');
    expect(ability('Rest in Peace', 1).text).toBe('If a card or token would be put into a graveyard from anywhere, exile it instead.');
    expect(card('Boros Charm').spell!.modes!.map((m) => m.text)[2]).toBe('Target creature gains double strike until end of turn.');
  });

  it('normalises granted abilities and delayed effects', () => {
    expect(ability('Presence of Gond')).toMatchObject({
      effects: [{ kind: 'grant_ability', to: 'enchanted', grant_ability: { kind: 'activated', cost: { tap: true }, text: '{T}: Create a 1/1 green Elf Warrior creature token.' } }],
    });
    expect(ability('Flickerwisp')).toMatchObject({
      effects: [{ kind: 'exile', exile: 'target' }, { kind: 'delayed', delayed: { at: 'next_end_step', effects: [{ kind: 'return_to_battlefield', return_to_battlefield: 'exiled' }] } }],
    });
  });

  it('card-level fields', () => {
    expect(card('Nightmare')).toMatchObject({ power: 0, toughness: 0, pt_defined_by: 'count(swamp, you)' });
    expect(card('Jace Beleren').loyalty).toBe(3);
    expect(card('Coastal Tower').enters_tapped).toBe(true);
    expect(card('Leyline of the Void').begin_on_battlefield).toBe(true);
    expect(card('Clone').etb_copy).toBe(true);
    expect(card('Stuffy Doll').as_enters).toEqual([{ kind: 'choose', choose: 'player' }]);
    expect(card('Pacifism').enchant).toEqual({ kind: 'creature', count: 1, min: 1 });
    expect(card('Basilisk Collar').equip?.generic).toBe(2);
    expect(card('Mirran Crusader').protection).toEqual(['black', 'green']);
    expect(card('Isamaru, Hound of Konda').supertypes).toEqual(['Legendary']);
    expect(card('Spirit Token')).toMatchObject({ token: true, types: ['Creature'], subtypes: ['Spirit'], colors: ['white'], keywords: ['flying'] });
  });

  it('replacements carry their kind and arguments', () => {
    expect(ability('Leyline of the Void')).toMatchObject({ replace: { kind: 'graveyard_to_exile', graveyard_to_exile: { owner: 'opponent', tokens: false } } });
    expect(ability('Palisade Giant')).toMatchObject({ replace: { kind: 'redirect_damage', redirect_damage: { from: ['you', { all: 'permanent', controller: 'you', other: true }], to: 'self' } } });
  });
});
