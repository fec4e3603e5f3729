/**
 * Values worked out from the battlefield's characteristics (rules/magic/layers/per-computation.ts) are made once for
 * each computation of them (CR 613: the characteristics are the same until the game changes), and again after.
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, fromRecord, memoKey, perComputation, perPlayer } from '../../../rules/index.ts';
import type { Characteristics, FromRecord, PerComputation } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';

describe('values kept for one computation of the characteristics', () => {
  it('is made once while nothing changes, and again once a permanent leaves (613.1)', () => {
    const key = memoKey<PerComputation<number>>('test creatures');
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, {}] });
    let made = 0;
    const creatures = () => perComputation(p.core, key, (chars) => { made++; return [...chars.values()].filter((c) => c.types.includes('Creature')).length; });
    expect(creatures()).toBe(2);
    expect(creatures()).toBe(2);
    expect(made).toBe(1);
    p.core.touch();
    expect(creatures()).toBe(2);
    expect(made).toBe(2);
  });

  it('each player\'s value is made the first time that player asks', () => {
    const key = memoKey<PerComputation<Map<number, string[]>>>('test names');
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    const asked: number[] = [];
    const names = (player: number) => perPlayer(p.core, key, player, (chars) => { asked.push(player); return [...chars.values()].filter((c) => c.controller === player).map((c) => c.name); });
    expect(names(0)).toEqual(['Grizzly Bears']);
    expect(names(1)).toEqual(['Hill Giant']);
    expect(names(0)).toEqual(['Grizzly Bears']);
    expect(asked).toEqual([0, 1]);
  });

  it('a value per record is kept while the layer cache keeps the record, made again for a new one (613.1, 122.1)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'], hand: ['Forest'] }, {}], turn: 3, step: 'precombat_main' });
    const kept = memoKey<(FromRecord<string> | undefined)[]>('test names by record');
    const made: string[] = [];
    const nameOf = (c: Characteristics) => { made.push(c.name); return `${c.name} ${c.power}/${c.toughness}`; };
    const all = () => [...battlefieldCharacteristics(p.core).values()].map((c) => fromRecord(p.core, kept, c, nameOf));
    expect(all()).toEqual(['Grizzly Bears 2/2', 'Hill Giant 3/3']);
    // A land entering: the others keep their records (the layer cache adds the newcomer), so their values are read.
    p.playLand(0, 'Forest');
    expect(all()).toEqual(['Grizzly Bears 2/2', 'Hill Giant 3/3', 'Forest null/null']);
    expect(made).toEqual(['Grizzly Bears', 'Hill Giant', 'Forest']);
    // A counter on the Bears: its record is computed again, and its value made again from it.
    p.obj('Grizzly Bears').counters['+1/+1'] = 1;
    p.core.changedAlone([p.id('Grizzly Bears')]);
    expect(all()).toEqual(['Grizzly Bears 3/3', 'Hill Giant 3/3', 'Forest null/null']);
    expect(made).toEqual(['Grizzly Bears', 'Hill Giant', 'Forest', 'Grizzly Bears']);
  });
});
