/**
 * A characteristic-defining ability that counts permanents by type words (CR 604.3, 613.4a: Nightmare, "equal to the
 * number of Swamps you control") in the layer cache (rules/magic/layers/defined-update.ts): when a permanent enters or
 * leaves, or an effect begins, the defining permanent is computed again on its own and the others keep their records;
 * the values equal a computation from scratch. One that reads more (a hand size) still computes everything again.
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics } from '../../../rules/index.ts';
import { parseCard } from '../../../rules/cards/index.ts';
import { followsTypes } from '../../../rules/magic/layers/defined-values.ts';
import { position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';
import { enter, leave, resolved } from '../../helpers/cache-moves.ts';

/** "Hand Beast's power and toughness are each equal to the number of cards in your hand": a CDA that reads a hand. */
const handBeast = parseCard(`
name: Hand Beast
cost: "{2}{G}"
type: Creature — Beast
pt: "*/*"
pt_defined_by: "you.hand_size"
text: Hand Beast's power and toughness are each equal to the number of cards in your hand.
`, 'test/rules/layers/hand-beast.yaml');

describe('604.3: a characteristic-defining ability that counts by type words follows what enters and leaves', () => {
  /** A land entering for Nightmare's controller: its power and toughness before and after; the permanents that keep their records. */
  const entering: [title: string, mine: string[], theirs: string[], land: string, before: string, after: string, kept: string[]][] = [
    ['a Swamp entering: Nightmare is one bigger; the others keep their records', ['Nightmare', 'Swamp', 'Grizzly Bears'], ['Hill Giant'], 'Swamp', '1/1', '2/2', ['Grizzly Bears', 'Hill Giant']],
    // Urborg itself is a Swamp.
    ['305.7, 613.1d: under Urborg (each land is a Swamp too) a Mountain entering counts', ['Nightmare', 'Urborg, Tomb of Yawgmoth', 'Grizzly Bears'], [], 'Mountain', '1/1', '2/2', ['Grizzly Bears']],
    ['613.4a, 613.4c: under an Anthem the count is set in 7a and the +1/+1 added in 7c', ['Nightmare', 'Glorious Anthem', 'Swamp', 'Grizzly Bears'], [], 'Swamp', '2/2', '3/3', ['Grizzly Bears']],
  ];
  it.each(entering)('%s', (_title, mine, theirs, land, before, after, kept) => {
    const p = position({ players: [{ battlefield: mine }, { battlefield: theirs }] });
    expect(p.pt('Nightmare')).toBe(before);
    const records = kept.map((name) => p.chars(name));
    enter(p, land, 0);
    expect(p.pt('Nightmare')).toBe(after);
    kept.forEach((name, i) => expect(p.chars(name)).toBe(records[i]));
    sameAsScratch(p);
  });

  it('a Swamp leaving: one smaller; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Swamp', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Nightmare')).toBe('2/2');
    const bears = p.chars('Grizzly Bears');
    const swamp = p.id('Swamp');
    leave(p, swamp);
    expect(p.core.leftIds).toEqual([swamp]);
    expect(p.pt('Nightmare')).toBe('1/1');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('"you control": an opponent\'s Swamp entering counts for nothing, and Nightmare keeps its record too', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp'] }, {}] });
    const nightmare = p.chars('Nightmare');
    enter(p, 'Swamp', 1);
    expect(p.chars('Nightmare')).toBe(nightmare);
    expect(p.pt('Nightmare')).toBe('1/1');
    sameAsScratch(p);
  });

  it('611.2c: a resolved pump on another creature is computed on it alone; Nightmare counts as before', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    const nightmare = p.chars('Nightmare');
    const bears = p.id('Grizzly Bears');
    resolved(p, bears, { pump: [3, 3] });
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    expect(p.chars('Hill Giant')).toBe(giant);
    expect(p.chars('Nightmare')).toBe(nightmare);
    sameAsScratch(p);
  });

  it('Nightmare entering is computed on its own and counts; a Swamp after it counts too; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Grizzly Bears', 'Glorious Anthem'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const nightmare = enter(p, 'Nightmare', 0);
    expect(p.pt(nightmare)).toBe('2/2');   // one Swamp (7a), the Anthem (7c)
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
    enter(p, 'Swamp', 0);
    expect(p.pt(nightmare)).toBe('3/3');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('613.4c: a +1/+1 counter on Nightmare is computed on it alone, after its count; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Swamp', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const nightmare = p.id('Nightmare');
    p.obj(nightmare).counters = { '+1/+1': 1 };
    p.core.changedAlone([nightmare]);
    expect(p.pt(nightmare)).toBe('3/3');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('611.2c, 613.4c: a resolved pump on Nightmare (Giant Growth\'s +3/+3) is computed on it alone, after its count', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const nightmare = p.id('Nightmare');
    resolved(p, nightmare, { pump: [3, 3] });
    expect(p.pt(nightmare)).toBe('4/4');
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('Nightmare itself leaving is taken out; the others keep their records', () => {
    const p = position({ players: [{ battlefield: ['Nightmare', 'Swamp', 'Grizzly Bears'] }, {}] });
    const bears = p.chars('Grizzly Bears');
    const nightmare = p.id('Nightmare');
    leave(p, nightmare);
    expect(battlefieldCharacteristics(p.core).has(nightmare)).toBe(false);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('one that reads a hand (not type words) computes everything again when a permanent enters, and right', () => {
    const p = position({ extraCards: [handBeast], players: [{ battlefield: ['Hand Beast', 'Grizzly Bears'], hand: ['Swamp', 'Island'] }, {}] });
    expect(p.pt('Hand Beast')).toBe('2/2');
    const bears = p.chars('Grizzly Bears');
    enter(p, 'Swamp', 0);
    expect(p.chars('Grizzly Bears')).not.toBe(bears);
    expect(p.pt('Hand Beast')).toBe('2/2');
    sameAsScratch(p);
  });
});

describe('604.3: which defining expressions read only type words and controllers (followsTypes)', () => {
  it('counts by a type word, with numbers and arithmetic', () => {
    expect(followsTypes('count(swamp, you)')).toBe(true);
    expect(followsTypes('count(creature)')).toBe(true);
    expect(followsTypes('count(swamp, you) + 1')).toBe(true);
    expect(followsTypes('2 * count(forest, opponent) - 1')).toBe(true);
  });

  it('not what reads power, a player\'s totals, the object itself, X or a condition', () => {
    expect(followsTypes('total_power(creature, you)')).toBe(false);
    expect(followsTypes('you.hand_size')).toBe(false);
    expect(followsTypes('it.power')).toBe(false);
    expect(followsTypes('count(self, you)')).toBe(false);
    expect(followsTypes('x')).toBe(false);
    expect(followsTypes('count(swamp, you) > 2 ? 3 : 1')).toBe(false);
    expect(followsTypes('count(swamp, event.player)')).toBe(false);
  });
});
