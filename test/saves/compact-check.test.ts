/**
 * A compact save's rows are checked as rows (rules/state/check-compact-state.ts): the same problems, word for word, as
 * expanding the rows and checking the state field by field (expandState, then stateProblems), for a good save and for
 * each kind of damage to one; a save restored from a value leaves the caller's value as it was.
 */
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy, restoreGame } from '../../actors/index.ts';
import { SHORT_ROW, compactStateProblems, expandState, stateProblems } from '../../rules/index.ts';
import type { CompactState } from '../../rules/state/compact-state.ts';
import { builtInMagic, fullPoolMagic } from '../../scripts/lib/index.ts';
import { magicSteps } from '../../machines/index.ts';

const { pool, decks } = builtInMagic();
const full = fullPoolMagic();
const steps = magicSteps.map((s) => s.name);

function save(seed: number, decisions: number, cards = pool, deckList = decks): CompactState {
  const game = newGame({ seed, decks: deckList, cards, policies: [randomPolicy(seed), randomPolicy(seed + 1)], mode: 'fast', keepLog: false });
  game.start();
  game.run(decisions);
  const text = game.save();
  game.dispose();
  return JSON.parse(text) as CompactState;
}

/** The problems the long way: the rows expanded, then the state checked field by field. */
function longWay(compact: unknown, cards = pool): string[] {
  const expanded = expandState(compact);
  return expanded.problems.length ? expanded.problems : stateProblems(expanded.value, { cards, steps });
}

/** A row's own values, without the record it may end with. */
const own = (row: unknown[]) => row.slice(0, SHORT_ROW.length);
/** The first row on the battlefield (whose zone list is the state's). */
const onBattlefield = (s: CompactState) => s.objects.findIndex((r) => r[4] === 'battlefield');

const damage: [string, (s: CompactState) => void, RegExp][] = [
  ['an own value of the wrong type', (s) => { s.objects[0]![5] = 'late'; }, /\.timestamp: /],
  ['a card the pool does not have', (s) => { s.objects[1]![1] = 'Black Lotus'; }, /card: unknown card "Black Lotus"/],
  ['a zone its zone list does not say', (s) => { s.objects[2]![4] = 'exile'; }, /says it is in exile|no zone lists it/],
  ['a record value of the wrong type', (s) => { s.objects[0] = [...own(s.objects[0]!), { tapped: 'yes' }]; }, /\.tapped: /],
  ['a record field no object has', (s) => { s.objects[0] = [...own(s.objects[0]!), { haste: true }]; }, /state\.objects\.\d+/],
  ['a record that is not one', (s) => { s.objects[0] = [...own(s.objects[0]!), 7]; }, /\[7\]: must be a record/],
  ['a row one value short', (s) => { s.objects[0] = own(s.objects[0]!).slice(0, -1); }, /a row has 7 values/],
  ['a prototype key in counters', (s) => { s.objects[0] = [...own(s.objects[0]!), { counters: JSON.parse('{"__proto__": 1}') as Record<string, number> }]; }, /the key "__proto__" is not allowed/],
  ['a value JSON cannot hold in a choice', (s) => { s.objects[0] = [...own(s.objects[0]!), { chosen: { color: { deep: Number.NaN } } }]; }, /chosen\.color\.deep: NaN/],
  ['a negative controller', (s) => { const i = onBattlefield(s); s.objects[i]![3] = -1; }, /\.controller: /],
  ['a controller who is not a player', (s) => { const i = onBattlefield(s); s.objects[i]![3] = 5; }, /there is no player 5/],
  ['life as text', (s) => { (s.players[0] as unknown as Record<string, unknown>).life = 'twenty'; }, /players\[0\]\.life: /],
  ['a step the game lacks', (s) => { s.step = 'bogus'; }, /state\.step: "bogus" is not a step/],
  ['the same id twice', (s) => { s.objects[4] = [...s.objects[3]!]; }, /id \d+ is given twice/],
];

describe('a compact save checked as rows', () => {
  it('a good save has no problem and stands for the state the rows expand to, in built-in and full-pool games', () => {
    for (const [seed, cards, deckList] of [[1, pool, decks], [2, pool, decks], [3, full.pool, full.decks], [4, full.pool, full.decks]] as const) {
      const s = save(seed, 150, cards, deckList);
      const checked = compactStateProblems(s, { cards, steps });
      expect(checked.problems).toEqual([]);
      expect(longWay(s, cards)).toEqual([]);
      expect(JSON.stringify(checked.value)).toBe(JSON.stringify(expandState(s).value));
    }
  });

  for (const [name, harm, message] of damage) {
    it(`finds ${name} as the long way does`, () => {
      const s = save(8, 80);
      harm(s);
      const problems = compactStateProblems(structuredClone(s), { cards: pool, steps }).problems;
      expect(problems.length).toBeGreaterThan(0);
      expect(problems.join('\n')).toMatch(message);
      expect(problems).toEqual(longWay(structuredClone(s)));
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });
  }

  it('refuses a damaged save in restoreGame with those problems, and restores a good one from a value without changing it', () => {
    const s = save(9, 100);
    const text = JSON.stringify(s);
    const restored = restoreGame(s, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] });
    restored.resume();
    restored.run();
    expect(JSON.stringify(s)).toBe(text);
    restored.dispose();
    const bad = structuredClone(s);
    bad.objects[0]![5] = 'late';
    expect(() => restoreGame(bad, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] })).toThrow(/\.timestamp: /);
  });
});
