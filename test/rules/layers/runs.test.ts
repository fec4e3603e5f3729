/**
 * Runs of like permanents (rules/magic/layers/runs.ts): a loop shortcut's many tokens (CR 732.2a) are computed through the
 * layers once (CR 613) and read back, each with its own id, through a Map that behaves as every other computation's.
 * Checklist: empty, one, many, before/after/between, read-only.
 */
import { describe, expect, it } from 'vitest';
import type { Characteristics, GameObject } from '../../../rules/index.ts';
import { RunMap, alike, ascending, holds, sharing } from '../../../rules/magic/layers/runs.ts';

const chars = (id: number, name = 'Bear'): Characteristics => ({
  id, name, supertypes: [], types: ['Creature'], subtypes: ['Bear'], colors: ['green'], power: 2, toughness: 2, loyalty: null,
  manaValue: 2, controller: 0, keywords: ['trample'], abilities: [], cant: [], printedAbilitiesLost: false,
});

const object = (over: Partial<GameObject> = {}): GameObject => ({
  id: 1, card: 'Grizzly Bears', owner: 0, controller: 0, zone: 'battlefield', tapped: false, damage: 0, deathtouched: false,
  counters: {}, attachedTo: null, timestamp: 1, controlledSince: 1, token: true, faceDown: false, chosen: null, copyOf: null,
  regenShields: 0, phasedOut: false, ...over,
});

describe('holds: a sorted list of ids holds one (binary search)', () => {
  it('finds none in an empty list', () => {
    expect(holds([], 1)).toBe(false);
  });

  it('finds the first, a middle one and the last', () => {
    const ids = [2, 4, 6, 8, 10, 12, 14];
    for (const id of ids) expect(holds(ids, id)).toBe(true);
  });

  it('finds no id below, above or between', () => {
    const ids = [2, 4, 6, 8, 10, 12, 14];
    for (const id of [1, 3, 5, 7, 9, 11, 13, 15]) expect(holds(ids, id)).toBe(false);
    expect(holds([5], 5)).toBe(true);
    expect(holds([5], 4)).toBe(false);
    expect(holds([5], 6)).toBe(false);
  });
});

describe('ascending: strictly ascending ids', () => {
  it('empty and single lists are ascending', () => {
    expect(ascending([])).toBe(true);
    expect(ascending([3])).toBe(true);
  });

  it('repeats and descents are not', () => {
    expect(ascending([1, 2, 3])).toBe(true);
    expect(ascending([1, 1])).toBe(false);
    expect(ascending([1, 3, 2])).toBe(false);
    expect(ascending([2, 1, 3])).toBe(false);
  });
});

describe('sharing: the same characteristics with another id', () => {
  it('keeps every value and shares the lists', () => {
    const c = chars(1);
    const s = sharing(c, 9);
    expect(s).toEqual({ ...c, id: 9 });
    expect(s.keywords).toBe(c.keywords);
    expect(s.types).toBe(c.types);
  });
});

describe('alike: two objects of one card whose base characteristics are the same (CR 707.2, 708.2, 712.8e)', () => {
  it('two plain tokens of one card are alike', () => {
    expect(alike(object(), object({ id: 2 }))).toBe(true);
  });

  it('a different controller, card, copy, copy keywords, choice, face or side is not alike', () => {
    const a = object();
    for (const over of [
      { controller: 1 }, { card: 'Hill Giant' }, { copyOf: 'Hill Giant' }, { copyKeywords: ['haste'] }, { chosen: { player: 1 } },
      { faceDown: true }, { transformed: true },
    ] as Partial<GameObject>[]) {
      expect(alike(a, object({ id: 2, ...over }))).toBe(false);
      expect(alike(object({ id: 2, ...over }), a)).toBe(false);
    }
  });
});

describe('RunMap: computed parts and runs read as one Map', () => {
  const computed = new Map([[1, chars(1, 'First')], [2, chars(2, 'Second')]]);
  const after = new Map([[40, chars(40, 'After')]]);
  const like = chars(0, 'Token');
  const m = new RunMap([computed, { ids: [10, 11, 12], like }, after]);

  it('counts every object of every part', () => {
    expect(m.size).toBe(6);
    expect(new RunMap([]).size).toBe(0);
  });

  it('gets and has an object of a map or of a run, with its own id', () => {
    expect(m.get(2)!.name).toBe('Second');
    expect(m.get(11)).toEqual({ ...like, id: 11 });
    expect(m.get(40)!.name).toBe('After');
    expect(m.get(13)).toBeUndefined();
    expect(m.get(3)).toBeUndefined();
    for (const id of [1, 2, 10, 11, 12, 40]) expect(m.has(id)).toBe(true);
    for (const id of [0, 3, 9, 13, 41]) expect(m.has(id)).toBe(false);
  });

  it('lists keys, values and entries in the parts\' order', () => {
    const order = [1, 2, 10, 11, 12, 40];
    expect([...m.keys()]).toEqual(order);
    expect([...m.values()].map((c) => c.id)).toEqual(order);
    expect([...m.entries()].map(([id, c]) => [id, c.id])).toEqual(order.map((id) => [id, id]));
    expect([...m].map(([id]) => id)).toEqual(order);
    expect([...m.values()].map((c) => c.name)).toEqual(['First', 'Second', 'Token', 'Token', 'Token', 'After']);
  });

  it('values() steps over empty parts and ends', () => {
    const gaps = new RunMap([new Map(), { ids: [], like }, { ids: [5], like }, new Map()]);
    const it = gaps.values();
    expect(it.next()).toMatchObject({ done: false, value: { id: 5 } });
    expect(it.next()).toEqual({ value: undefined, done: true });
    expect([...new RunMap([]).values()]).toEqual([]);
    expect([...gaps.values()[Symbol.iterator]()].map((c) => c.id)).toEqual([5]);
  });

  it('forEach passes value, key and the map, with thisArg', () => {
    const seen: [number, number, boolean, unknown][] = [];
    const self = { tag: 'this' };
    m.forEach(function (this: unknown, c, id, map) { seen.push([c.id, id, map === m, this]); }, self);
    expect(seen).toEqual([1, 2, 10, 11, 12, 40].map((id) => [id, id, true, self]));
  });

  it('partsOf: a RunMap\'s own parts, or a whole map as one part', () => {
    expect(RunMap.partsOf(m)).toBe(m.parts);
    expect(RunMap.partsOf(computed)).toEqual([computed]);
  });

  it('is read-only: set, delete and clear throw', () => {
    expect(() => m.set()).toThrow('RunMap: computed characteristics are read-only');
    expect(() => m.delete()).toThrow('RunMap: computed characteristics are read-only');
    expect(() => m.clear()).toThrow('RunMap: computed characteristics are read-only');
    expect(m.size).toBe(6);
  });
});
