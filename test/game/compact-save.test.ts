/**
 * `game.save()` writes the state in its compact form (each object a short row of its own values, then a record of the
 * fields that are not a new object's: rules/state/compact-state.ts); `restoreGame` reads it back to the same state,
 * field for field and in the same order, reads the long rows of earlier saves too, checks it as any state, and refuses
 * rows it cannot read with their paths, building nothing.
 */
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy, restoreGame } from '../../actors/index.ts';
import { stateRefusal } from '../helpers/state-refusal.ts';
import { NEW_OBJECT, OBJECT_ROW, SHORT_ROW, compactState, expandState } from '../../rules/index.ts';
import type { GameObject, GameState } from '../../rules/index.ts';
import { builtInMagic, fullPoolMagic } from '../../scripts/lib/index.ts';

const { pool, decks } = builtInMagic();

function midGame(seed: number, decisions: number, cards = pool, deckList = decks) {
  const game = newGame({ seed, decks: deckList, cards, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], mode: 'fast', keepLog: false });
  game.start();
  game.run(decisions);
  return game;
}

const refusal = (input: unknown): string[] => stateRefusal(() => restoreGame(input, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] }));

describe('compact saves', () => {
  it('expand back to the very state: every field, in the same order, for positions of built-in and full-pool games', () => {
    const full = fullPoolMagic();
    for (const [seed, cards, deckList] of [[1, pool, decks], [2, pool, decks], [3, full.pool, full.decks], [4, full.pool, full.decks]] as const) {
      const game = midGame(seed, 150, cards, deckList);
      const text = game.save();
      const back = expandState(JSON.parse(text));
      expect(back.problems).toEqual([]);
      expect(JSON.stringify(back.value)).toBe(JSON.stringify(game.state));
      game.dispose();
    }
  });

  it('is much shorter than the state\'s own JSON', () => {
    const game = midGame(5, 120);
    expect(game.save().length * 3).toBeLessThan(JSON.stringify(game.state).length);
    game.dispose();
  });

  it('writes an object as it is new as its own values alone, and names only the fields that are not a new object\'s', () => {
    const game = midGame(9, 150);
    const s = game.state;
    const rows = compactState(s).objects;
    expect(rows.length).toBe(Object.keys(s.objects).length);
    for (const row of rows) {
      const o = s.objects[row[0] as number]! as unknown as Record<string, unknown>;
      expect(row.slice(0, SHORT_ROW.length)).toEqual(SHORT_ROW.map((k) => o[k]));
      const other = (row[SHORT_ROW.length] ?? {}) as Record<string, unknown>;
      for (const [k, v] of Object.entries(NEW_OBJECT)) expect(Object.hasOwn(other, k)).toBe(JSON.stringify(o[k]) !== JSON.stringify(v));
    }
    // A card in a library is as it was made: its own values alone.
    const card = s.players[0]!.library[0]!;
    expect(rows.find((r) => r[0] === card)).toHaveLength(SHORT_ROW.length);
    game.dispose();
  });

  it('reads the long rows of earlier saves (every field in OBJECT_ROW order) to the very same state', () => {
    const game = midGame(10, 150);
    const long = { ...compactState(game.state), objects: Object.values(game.state.objects).map((o) => OBJECT_ROW.map((k) => (o as unknown as Record<string, unknown>)[k])) };
    const back = expandState(JSON.parse(JSON.stringify(long)));
    expect(back.problems).toEqual([]);
    expect(JSON.stringify(back.value)).toBe(JSON.stringify(game.state));
    const restored = restoreGame(JSON.stringify(long), { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] });
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
    restored.dispose(); game.dispose();
  });

  it('gives each object read from a short row counters of its own', () => {
    const game = midGame(11, 60);
    const back = expandState(JSON.parse(game.save())).value as GameState;
    const objects = Object.values(back.objects) as GameObject[];
    const a = objects.find((o) => Object.keys(o.counters).length === 0)!;
    const b = objects.find((o) => o !== a && Object.keys(o.counters).length === 0)!;
    a.counters['+1/+1'] = 1;
    expect(b.counters).toEqual({});
    game.dispose();
  });

  it('keeps an object\'s other fields (a flashback spell, an Aura on a player, a copy\'s keywords) after its row', () => {
    const game = midGame(6, 40);
    const s = JSON.parse(JSON.stringify(game.state)) as GameState;
    const id = s.players[0]!.library[0]!;
    Object.assign(s.objects[id]!, { flashback: true, copyKeywords: ['Flying'] });
    const rows = compactState(s).objects;
    const row = rows.find((r) => r[0] === id)!;
    expect(row.length).toBe(SHORT_ROW.length + 1);
    expect(row[SHORT_ROW.length]).toEqual({ flashback: true, copyKeywords: ['Flying'] });
    expect(JSON.stringify(expandState(JSON.parse(JSON.stringify(compactState(s)))).value)).toBe(JSON.stringify(s));
    game.dispose();
  });

  it('a game restored from it plays on exactly as the game it was saved from', () => {
    const game = midGame(7, 100);
    const a = restoreGame(game.save(), { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    const b = restoreGame(JSON.stringify(game.state), { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    a.resume(); b.resume();
    a.run(); b.run();
    expect(a.state.result).not.toBeNull();
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    a.dispose(); b.dispose(); game.dispose();
  });

  const edit = (f: (s: { objects: unknown[][] } & Record<string, unknown>) => void) => { const g = midGame(8, 80); const s = JSON.parse(g.save()); g.dispose(); f(s); return JSON.stringify(s); };
  /** A row's own values (SHORT_ROW), without the record it may end with. */
  const own = (row: unknown[]) => row.slice(0, SHORT_ROW.length);
  const long = (s: { objects: unknown[][] }) => { s.objects = s.objects.map((r) => [...own(r).slice(0, 5), false, 0, false, {}, null, r[5], r[6], false, false, null, null, 0, false]); };
  const cases: [string, () => unknown, RegExp][] = [
    ['a row that is not a list', () => edit((s) => { s.objects[2] = { id: 3 } as never; }), /^state\.objects\[2\]: an object's row must be a list/],
    ['a row one value short', () => edit((s) => { s.objects[1] = own(s.objects[1]!).slice(0, -1); }), /^state\.objects\[1\]: a row has 7 values .* or in earlier saves 18 .* this one has 6/],
    ['a long row one value short', () => edit((s) => { long(s); s.objects[1] = s.objects[1]!.slice(0, -1); }), /^state\.objects\[1\]: a row has 7 values .* this one has 17/],
    ['other fields that are not a record', () => edit((s) => { s.objects[0] = [...own(s.objects[0]!), [1]]; }), /^state\.objects\[0\]\[7\]: must be a record/],
    ['a prototype key among the other fields', () => edit((s) => { s.objects[0] = [...own(s.objects[0]!), { MARKER: 1 }]; }).replace('"MARKER":1', '"__proto__":{"polluted":true}'), /^state\.objects\[0\]\[7\]\.__proto__: the key "__proto__" is not allowed/],
    ['a row field given again among the other fields', () => edit((s) => { s.objects[0] = [...own(s.objects[0]!), { zone: 'hand' }]; }), /^state\.objects\[0\]\[7\]\.zone: a field of the row itself, given twice/],
    ['a long row\'s field given again among its other fields', () => edit((s) => { long(s); s.objects[0]!.push({ tapped: true }); }), /^state\.objects\[0\]\[18\]\.tapped: a field of the row itself, given twice/],
    ['the same id twice', () => edit((s) => { s.objects[4] = [...s.objects[3]!]; }), /^state\.objects\[4\]\[0\]: id \d+ is given twice/],
    ['an id that is not a whole number', () => edit((s) => { s.objects[0]![0] = 'one'; }), /^state\.objects\[0\]\[0\]: the id must be a whole number/],
    ['a value of the wrong type, named by the field it fills', () => edit((s) => { s.objects[0]![5] = 'yes'; }), /^state\.objects\.\d+\.timestamp: /],
    ['a wrong value among the fields that are not a new object\'s, named by its field', () => edit((s) => { s.objects[0] = [...own(s.objects[0]!), { tapped: 'yes' }]; }), /^state\.objects\.\d+\.tapped: /],
    ['a field no object has among the other fields', () => edit((s) => { s.objects[0] = [...own(s.objects[0]!), { haste: true }]; }), /^state\.objects\.\d+/],
  ];
  for (const [name, make, message] of cases) {
    it(`refuses ${name}`, () => {
      const problems = refusal(make());
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(message);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  }
});
