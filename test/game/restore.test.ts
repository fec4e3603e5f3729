/**
 * A state from outside (a save) is checked before a game is built from it (the hardening issue: "a restored state
 * is never checked"): a truncated, edited or inconsistent state is refused with a StateError naming each problem;
 * a good one plays on exactly as the game it came from.
 */
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy, restoreGame } from '../../actors/index.ts';
import { stateRefusal } from '../helpers/state-refusal.ts';
import { builtInMagic } from '../../scripts/lib/index.ts';

const { pool, decks } = builtInMagic();
const policies = () => [randomPolicy(11), randomPolicy(12)];

function midGame(): string {
  const game = newGame({ seed: 21, decks, cards: pool, policies: policies() });
  game.start();
  for (let i = 0; i < 120 && game.step(); i++);
  const text = JSON.stringify(game.state);
  game.dispose();
  return text;
}

const refusal = (input: unknown): string[] => stateRefusal(() => restoreGame(input, { cards: pool, policies: policies() }));

describe('restoring a game state', () => {
  it('a good state is taken, and plays on as the game it was saved from', () => {
    const saved = midGame();
    const a = restoreGame(saved, { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    const b = restoreGame(saved, { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    a.resume(); b.resume();
    a.run(); b.run();
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(a.state.result).not.toBeNull();
  });

  it('a state given as a value is copied: playing on never changes the caller\'s object; from text, the game plays the same', () => {
    const saved = midGame();
    const value = JSON.parse(saved) as object;
    const fromValue = restoreGame(value, { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    const fromText = restoreGame(saved, { cards: pool, policies: [randomPolicy(5), randomPolicy(6)] });
    fromValue.resume(); fromText.resume();
    fromValue.run(); fromText.run();
    expect(JSON.stringify(value)).toBe(saved);
    expect(JSON.stringify(fromValue.state)).toBe(JSON.stringify(fromText.state));
    expect(fromValue.state).not.toBe(value);
    fromValue.dispose(); fromText.dispose();
  });

  it('CR 117.3d: a state saved after a pass restores with the same priority holder and passes', () => {
    const g = newGame({ seed: 9, decks, cards: pool, policies: policies() });
    g.start();
    for (let i = 0; i < 400 && !(g.state.pending?.kind === 'priority' && g.state.passes === 1); i++) g.step();
    expect(g.state.passes).toBe(1);
    const r = restoreGame(JSON.stringify(g.state), { cards: pool, policies: policies() });
    const { holder, passes } = r.priority.getSnapshot().context;
    expect([holder, passes]).toEqual([g.state.priority, 1]);
    g.dispose(); r.dispose();
  });

  const edit = (f: (s: Record<string, any>) => void) => { const s = JSON.parse(midGame()); f(s); return s; };
  const cases: [string, () => unknown, RegExp][] = [
    ['truncated JSON', () => midGame().slice(0, 500), /^state: not JSON .*truncated/],
    ['a step that does not exist', () => edit((s) => { s.step = 'bogus'; }), /^state\.step: "bogus" is not a step of this game/],
    ['life as a string', () => edit((s) => { s.players[0].life = 'twenty'; }), /^state\.players\[0\]\.life: /],
    ['a card moved without its zone list', () => edit((s) => { const id = s.players[0].hand[0]; s.objects[id].zone = 'battlefield'; }), /says it is in battlefield|no zone lists it/],
    ['an unknown card', () => edit((s) => { const id = s.players[1].library[0]; s.objects[id].card = 'Black Lotus'; }), /\.card: unknown card "Black Lotus"/],
    ['a mana pool with a kind of mana that does not exist (CR 106.1)', () => edit((s) => { s.players[0].pool.P = 2; }), /^state\.players\[0\]\.pool: .*"P"/],
    ['a mana pool without one of the six kinds', () => edit((s) => { delete s.players[1].pool.G; }), /^state\.players\[1\]\.pool\.G: /],
    ['an active player who is not in the game', () => edit((s) => { s.active = 5; }), /^state\.active: there is no player 5/],
    ['a prototype key', () => JSON.parse(midGame().replace('"turn":', '"__proto__":{"polluted":true},"turn":')), /"__proto__" is not allowed/],
    ['not a state at all', () => [1, 2, 3], /^state: /],
    // The shape check passes these; the walk over the parts it leaves open (plain data, records) refuses them.
    ['a prototype key among an object\'s counters', () => JSON.parse(midGame().replace('"counters":{}', '"counters":{"__proto__":{"polluted":true}}')), /^state\.objects\.\d+\.counters\.__proto__: the key "__proto__" is not allowed/],
    ['a prototype key in a player\'s mana pool', () => JSON.parse(midGame().replace('"pool":{', '"pool":{"constructor":1,')), /^state\.players\[0\]\.pool\.constructor: the key "constructor" is not allowed/],
    ['a prototype key as an object\'s id', () => edit((s) => { Object.defineProperty(s.objects, 'prototype', { value: s.objects[s.players[0].library[0]], enumerable: true }); }), /^state\.objects\.prototype: the key "prototype" is not allowed/],
    ['an object key that is not its id', () => edit((s) => { const id = s.players[0].library[0]; s.objects[`x${id}`] = s.objects[id]; }), /^state\.objects\.x\d+: an object's key is its id, digits only/],
    ['NaN in the stack', () => edit((s) => { s.stack = [{ amount: Number.NaN }]; }), /^state\.stack\[0\]\.amount: NaN is not a number JSON can hold/],
    ['a function in an effect', () => edit((s) => { s.effects = [{ run: () => 1 }]; }), /^state\.effects\[0\]\.run: a function is not a JSON value/],
    ['a Map as last known information', () => edit((s) => { s.lki = new Map(); }), /^state\.lki: not a plain object/],
    ['undefined inside combat', () => edit((s) => { s.combat = { attackers: [undefined] }; }), /^state\.combat\.attackers\[0\]: a undefined is not a JSON value/],
    ['a part left out', () => edit((s) => { delete s.combat; }), /^state\.combat: missing: a JSON value is required here/],
    // Nullable fields: null or their own type, nothing else.
    ['an object attached to a word', () => edit((s) => { s.objects[s.players[0].library[0]].attachedTo = 'nowhere'; }), /^state\.objects\.\d+\.attachedTo: /],
    ['a chosen value that is a number', () => edit((s) => { s.objects[s.players[0].library[0]].chosen = 5; }), /^state\.objects\.\d+\.chosen: /],
    ['a copy of a number', () => edit((s) => { s.objects[s.players[0].library[0]].copyOf = 7; }), /^state\.objects\.\d+\.copyOf: /],
    // An object's path is written out only when something is wrong with it: these name the object and the field.
    ['an object owned by a player who is not in the game', () => edit((s) => { s.objects[s.players[0].library[0]].owner = 4; }), /^state\.objects\.\d+\.owner: there is no player 4 \(players are 0 to 1\)$/m],
    ['an object controlled by a player who is not in the game', () => edit((s) => { const id = s.players[1].library[0]; s.objects[id].controller = 3; }), /^state\.objects\.\d+\.controller: there is no player 3/],
    ['NaN among an object\'s choices', () => edit((s) => { s.objects[s.players[0].library[0]].chosen = { x: Number.NaN }; }), /^state\.objects\.\d+\.chosen\.x: NaN is not a number JSON can hold/],
    ['a chosen value nested too deep', () => edit((s) => { let v: unknown = 1; for (let i = 0; i < 70; i++) v = [v]; s.pending = { deep: v }; }), /nested more than 64 levels deep/],
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
