/**
 * Computing characteristics (rules/magic/layers/compute.ts, CR 613): characteristic-defining abilities (604.3), counters
 * (613.4c), an app's query interceptors after the layers, characteristics off the battlefield (202.3e), colours
 * (105.2), and the cache: whatever it keeps, it equals a computation from scratch.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { characteristics, colorsOf, explain, freshCharacteristics } from '../../../rules/index.ts';
import { O, position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';

/** A test creature whose power and toughness are a count (CR 604.3), written as the card's `pt_defined_by`. */
const counter = (name: string, expr: string) => parseCard(`
name: ${name}
cost: "{3}{B}"
type: Creature — Horror
pt: "*/*"
pt_defined_by: "${expr}"
text: ${name}'s power and toughness are each equal to a count.
`, `test/rules/layers/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);

const theirSwamps = counter('Their Swamp Horror', 'count(swamp, opponent)');
const mySwamps = counter('My Swamp Horror', ' count( Swamp , you ) ');
const tightSwamps = counter('Tight Swamp Horror', 'count(swamp,opponent)');
const everySwamp = counter('Every Swamp Horror', 'count(swamp)');
const creatures = counter('Creature Horror', 'count(creature, you)');

describe('604.3, 613.4a: characteristic-defining counts', () => {
  it('counts what you control, what opponents control, or everything', () => {
    const p = position({
      extraCards: [theirSwamps, mySwamps, everySwamp, creatures, tightSwamps],
      players: [
        { battlefield: ['Swamp', 'Their Swamp Horror', 'My Swamp Horror', 'Every Swamp Horror', 'Creature Horror', 'Tight Swamp Horror', 'Grizzly Bears'] },
        { battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'] },
      ],
    });
    expect(p.pt('Their Swamp Horror')).toBe('2/2');
    expect(p.pt('My Swamp Horror')).toBe('1/1');    // case and spaces do not matter
    expect(p.pt('Every Swamp Horror')).toBe('3/3');
    // Its own type counts (Creature), a subtype counts as a type word; the opponent's Bears do not.
    expect(p.pt('Creature Horror')).toBe('6/6');
    expect(p.pt('Tight Swamp Horror')).toBe('2/2');
  });

  it('613.1f, 604.3: a creature that lost its abilities keeps no characteristic-defining ability (Nightmare under Humility)', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp', 'Humility', 'Nightmare'] }, {}] });
    expect(p.pt('Nightmare')).toBe('1/1');
  });

  it('613.1f, 604.3: with its abilities lost and nothing setting its P/T, it has its printed */* (0/0)', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Swamp', 'Nightmare'] }, {}] });
    const id = p.id('Nightmare');
    p.core.s.effects.push({ id: 900, timestamp: 900, source: id, controller: 0, affected: [id], mod: { lose_abilities: true }, duration: 'permanent' });
    p.core.touch();
    expect(characteristics(p.core, id)).toMatchObject({ power: 0, toughness: 0 });
  });
});

describe('604.3, 208.2: a characteristic-defining ability is an expression, evaluated as written', () => {
  const plusOne = counter('Swamp Plus Horror', 'count(swamp, you) + 1');
  const twice = counter('Twice Creature Horror', '2 * count(creature)');
  const larger = counter('Larger Horror', 'max(count(swamp, you), count(island, you))');
  const own = counter('Own Cost Horror', 'count(swamp, you) + self.mana_value');
  const extraCards = [plusOne, twice, larger, own];

  it('on the battlefield: a count with arithmetic, a product, a builtin, a count beside the object\'s own mana value', () => {
    const p = position({
      extraCards,
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Island', 'Swamp Plus Horror', 'Twice Creature Horror', 'Larger Horror', 'Own Cost Horror'] },
        { battlefield: ['Swamp', 'Grizzly Bears'] },
      ],
    });
    expect(p.pt('Swamp Plus Horror')).toBe('3/3');       // two Swamps you control, + 1
    expect(p.pt('Twice Creature Horror')).toBe('10/10'); // five creatures on the battlefield, × 2
    expect(p.pt('Larger Horror')).toBe('2/2');           // two Swamps, one Island
    expect(p.pt('Own Cost Horror')).toBe('6/6');         // two Swamps, + mana value 4 ({3}{B})
  });

  it('in every zone (604.3): in the hand it is evaluated the same way, `self` read once as the card', () => {
    const p = position({ extraCards, players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Swamp Plus Horror', 'Own Cost Horror'] }, {}] });
    expect(characteristics(p.core, p.id('Swamp Plus Horror'))).toMatchObject({ power: 4, toughness: 4 });
    expect(characteristics(p.core, p.id('Own Cost Horror'))).toMatchObject({ power: 7, toughness: 7 });
    expect(characteristics(p.core, p.id('Own Cost Horror'))).toMatchObject({ power: 7, toughness: 7 });   // asked again, the same
  });
});

describe('613: explain() steps of the characteristic-defining ability and the counters', () => {
  it('each step in order, with the values after it', () => {
    const p = position({ players: [{ battlefield: ['Swamp', { card: 'Nightmare', counters: { '+1/+1': 1 } }, 'Glorious Anthem'] }, {}] });
    const steps = explain(p.core, p.id('Nightmare'));
    expect(steps.map((s) => [s.layer, s.order])).toEqual([['7a', 0], ['7c', 1], ['7c', 2]]);
    for (const s of steps) expect(s.result).toMatchObject({ types: ['Creature'], colors: ['black'], keywords: ['flying'], controller: 0 });
    expect(steps.map((s) => s.result.power)).toEqual([1, 2, 3]);
  });
});

describe('613: a computation without a trace (explain) notes no step', () => {
  it('not even for object #1, a characteristic-defining creature with a counter under a query interceptor', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Nightmare', counters: { '+1/+1': 1 } }, 'Swamp'] }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', handler: (v) => v + 1 });
    expect(p.id('Nightmare')).toBe(1);
    // 604.3: one Swamp, 1/1; 613.4c: a +1/+1 counter, 2/2; then the interceptor, 3/2.
    expect(freshCharacteristics(p.core).get(1)).toMatchObject({ power: 3, toughness: 2 });
  });
});

describe('613.4c: counters', () => {
  it('+1/+1 and -1/-1 counters cancel; only creatures have P/T to change', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 2, '-1/-1': 1 } }, { card: 'Glorious Anthem', counters: { '+1/+1': 1 } }] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('4/4');
    expect(p.chars('Glorious Anthem')).toMatchObject({ power: null, toughness: null });
    expect(explain(p.core, p.id('Glorious Anthem'))).toEqual([]);
  });
});

describe('an app\'s query interceptors read the value after every layer', () => {
  it('change power and toughness, whole numbers only; a noncreature has none to change', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Glorious Anthem'] }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', handler: (v) => v * 1.5 });
    p.game.intercept({ on: 'toughness', kind: 'query', handler: (v) => v - 1 });
    expect(p.chars('Grizzly Bears')).toMatchObject({ power: 4, toughness: 2 });   // 3 * 1.5 = 4.5 → 4
    expect(p.chars('Glorious Anthem')).toMatchObject({ power: null, toughness: null });
    expect(p.explain('Grizzly Bears').map((s) => [s.layer, s.effect])).toEqual([['7c', expect.stringMatching(/^Glorious Anthem/)], ['7d', 'Grizzly Bears: query interceptors']]);
    expect(p.explain('Grizzly Bears').at(-1)!.result).toMatchObject({ power: 4, toughness: 2 });
  });

  it('apply to a creature that enters while they are registered', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Hill Giant'], pool: '{R}{R}{R}{R}' }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', filter: (c) => c.name === 'Hill Giant', handler: (v) => v + 2 });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    p.cast(0, 'Hill Giant').resolve();
    expect(p.pt('Hill Giant')).toBe('5/3');
    sameAsScratch(p);
  });

  it('a value that is no finite number is an error that names the interceptor, the value and the object', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'toughness', kind: 'query', handler: () => Number.NaN });
    const id = p.id('Grizzly Bears');
    expect(() => characteristics(p.core, id)).toThrow(new RegExp(`^query interceptor "[^"]+" on toughness returned NaN for Grizzly Bears \\(#${id}\\); return a finite number$`));
  });
});

describe('characteristics and colours off the battlefield', () => {
  it('a card without a characteristic-defining ability has its printed power and toughness in the hand, face up or down', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears', 'Grizzly Bears'] }, {}] });
    const [up, down] = p.ids('Grizzly Bears');
    p.core.obj(down!).faceDown = true;
    expect(characteristics(p.core, up!)).toMatchObject({ power: 2, toughness: 2 });
    expect(characteristics(p.core, down!)).toMatchObject({ power: 2, toughness: 2 });
  });

  it('202.3e: on the stack X is the value chosen; in the hand it is 0', () => {
    const p = position({ players: [{ hand: ['Fireball'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    expect(characteristics(p.core, p.id('Fireball'))!.manaValue).toBe(1);
    p.cast(0, 'Fireball', { targets: [O(p.id('Grizzly Bears'))], x: 3 });
    expect(characteristics(p.core, p.id('Fireball', { zone: 'stack' }))!.manaValue).toBe(4);
  });

  it('202.3e: each spell on the stack has its own X (two Fireballs)', () => {
    const p = position({ players: [{ hand: ['Fireball', 'Fireball'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Fireball', { targets: [O(p.id('Grizzly Bears'))], x: 3 });
    const cast = p.id('Fireball', { zone: 'stack' });
    const other = p.id('Fireball', { zone: 'hand' });
    const item = p.core.s.stack.find((i) => i.id === cast)!;
    // A second Fireball under it, cast with X = 1 (put there directly: a sorcery can't be cast in response).
    p.core.obj(other).zone = 'stack';
    p.core.s.stack.unshift({ ...item, id: other, source: other, x: 1 });
    expect(characteristics(p.core, cast)!.manaValue).toBe(4);
    expect(characteristics(p.core, other)!.manaValue).toBe(2);
  });

  it('708.2, 202.3e: a face-down spell on the stack has no mana cost, so no X: mana value 0', () => {
    const p = position({ players: [{ hand: ['Fireball'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Fireball', { targets: [O(p.id('Grizzly Bears'))], x: 3 });
    const id = p.id('Fireball', { zone: 'stack' });
    p.core.obj(id).faceDown = true;
    expect(characteristics(p.core, id)!.manaValue).toBe(0);
  });

  it('202.1b: a card with no mana cost has mana value 0 in every zone', () => {
    const noCost = parseCard(`
name: Costless Wonder
type: Sorcery
text: Draw a card.
spell: { effects: [{ draw: 1 }] }
`, 'test/rules/layers/costless-wonder.yaml');
    const p = position({ extraCards: [noCost], players: [{ hand: ['Costless Wonder'] }, {}] });
    const id = p.id('Costless Wonder');
    p.core.obj(id).zone = 'stack';
    expect(characteristics(p.core, id)!.manaValue).toBe(0);
  });

  it('702.26b: a phased-out permanent has no characteristics or colours (treated as though it does not exist)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const id = p.id('Grizzly Bears');
    p.core.obj(id).phasedOut = true;
    p.core.touch();
    expect(characteristics(p.core, id)).toBeUndefined();
    expect(colorsOf(p.core, id)).toBeUndefined();
  });

  it('708.2: a face-down card off the battlefield (exiled face down) has no colour', () => {
    const p = position({ players: [{ exile: ['Lightning Bolt'] }, {}] });
    const id = p.id('Lightning Bolt');
    expect(colorsOf(p.core, id)).toEqual(['red']);
    p.core.obj(id).faceDown = true;
    expect(colorsOf(p.core, id)).toEqual([]);
  });

  it('105.2: colours through the layers on the battlefield, the card\'s elsewhere, none for no object', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Crimson Wisps', 'Lightning Bolt'], pool: '{R}' }, {}] });
    expect(colorsOf(p.core, p.id('Grizzly Bears'))).toEqual(['green']);
    expect(colorsOf(p.core, p.id('Lightning Bolt'))).toEqual(['red']);
    p.cast(0, 'Crimson Wisps', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(colorsOf(p.core, p.id('Grizzly Bears'))).toEqual(['red']);
    expect(colorsOf(p.core, 9999)).toBeUndefined();
    expect(characteristics(p.core, 9999)).toBeUndefined();
  });
});

describe('613: the cache equals a computation from scratch', () => {
  it('a creature entering that no effect applies to is added; one an effect applies to recomputes (Honor of the Pure)', () => {
    const p = position({ players: [{ battlefield: ['Honor of the Pure', 'White Knight'], hand: ['Grizzly Bears', 'White Knight'], pool: '{G}{G}{W}{W}{W}{W}' }, {}] });
    const knight = p.chars('White Knight');
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.chars(p.id('White Knight', { zone: 'battlefield' }))).toBe(knight);
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    sameAsScratch(p);
    p.cast(0, 'White Knight').resolve();
    const knights = p.ids('White Knight', { zone: 'battlefield' });
    expect(knights.map((id) => p.pt(id))).toEqual(['3/3', '3/3']);
    sameAsScratch(p);
  });

  it('an opponent\'s Anthem does not apply to a creature that returns with a +1/+1 counter (Young Wolf, undying)', () => {
    const p = position({ players: [{ battlefield: ['Young Wolf', 'Grizzly Bears'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Glorious Anthem', 'Hill Giant'] }] });
    expect(p.pt('Hill Giant')).toBe('4/4');
    p.cast(0, 'Shock', { targets: [O(p.id('Young Wolf'))] }).resolveAll();
    expect(p.zoneOf('Young Wolf')).toBe('battlefield');
    expect(p.pt('Young Wolf')).toBe('2/2');
    expect(p.pt('Hill Giant')).toBe('4/4');
    sameAsScratch(p);
  });

  it('a permanent with a static ability entering recomputes the others (Glorious Anthem)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Honor of the Pure'], hand: ['Glorious Anthem'], pool: '{W}{W}{W}' }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    p.cast(0, 'Glorious Anthem').resolve();
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    sameAsScratch(p);
  });

  it('a land entering under a characteristic-defining count recomputes it (Nightmare), and explain agrees', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Glorious Anthem'], hand: ['Swamp'] }, {}] });
    expect(p.pt('Nightmare')).toBe('2/2');
    p.playLand(0, 'Swamp');
    expect(p.pt('Nightmare')).toBe('3/3');
    sameAsScratch(p);
  });

  it('attacking with War Horn recomputes; with only an Anthem it keeps the values, and both equal a fresh computation', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears', 'Hill Giant'] }, { library: ['Island', 'Island'] }] });
    p.attack(['Grizzly Bears']);
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    expect(p.pt('Hill Giant')).toBe('3/3');
    sameAsScratch(p);
  });
});
