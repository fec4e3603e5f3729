/**
 * Per-game values of rules modules (the layers' cache, trigger listeners) live on the GameCore (`memoGet`/`memoSet`),
 * so each game, fork and trial has its own and they die with it. CR 613: a fork's characteristics are computed from
 * its own state, never read from the game it was forked from.
 */
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy } from '../../actors/index.ts';
import { GameCore, addObject, battlefieldCharacteristics, createGameState, magicRules, memoKey, memoKeyName } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/index.ts';

const { pool, decks } = builtInMagic();
const core = () => new GameCore(createGameState({ seed: 1, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] }), { cards: pool, ruleset: magicRules });

describe('per-game values on the core', () => {
  it('a value kept under a key is this game\'s only; undefined forgets it', () => {
    const key = memoKey<{ n: number }>('test');
    const a = core();
    const b = core();
    expect(a.memoGet(key)).toBeUndefined();
    a.memoSet(key, { n: 1 });
    expect(a.memoGet(key)).toEqual({ n: 1 });
    expect(b.memoGet(key)).toBeUndefined();
    a.memoSet(key, undefined);
    expect(a.memoGet(key)).toBeUndefined();
  });

  it('a key keeps the name it was made with, for a debugger', () => {
    expect(memoKeyName(memoKey<number>('named for a test'))).toBe('named for a test');
  });

  it('two keys of the same name are two keys', () => {
    const a = core();
    const one = memoKey<number>('same');
    const two = memoKey<number>('same');
    a.memoSet(one, 1);
    expect(a.memoGet(two)).toBeUndefined();
  });

  it('CR 613: a fork computes its characteristics from its own state; a change there leaves the original\'s', () => {
    const game = newGame({ seed: 3, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)], mode: 'fast', keepLog: false });
    game.start();
    game.run(60);
    const before = battlefieldCharacteristics(game.core);
    const fork = game.fork([randomPolicy(3), randomPolicy(4)]);
    const bears = addObject(fork.core.s, 'Grizzly Bears', 0, 'battlefield', false);
    fork.core.s.battlefield.push(bears.id);
    fork.core.touch();
    expect(battlefieldCharacteristics(fork.core).get(bears.id)?.power).toBe(2);
    expect(battlefieldCharacteristics(game.core).has(bears.id)).toBe(before.has(bears.id));
    expect(battlefieldCharacteristics(game.core)).toBe(before);
    fork.dispose(); game.dispose();
  });

  it('CR 613: a finished game forgets its per-game values; characteristics asked afterwards are computed again, the same', () => {
    const game = newGame({ seed: 8, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)], mode: 'fast', keepLog: false });
    game.start();
    game.run(80);
    const key = memoKey<number>('kept');
    game.core.memoSet(key, 1);
    const before = battlefieldCharacteristics(game.core);
    game.core.forgetMemo();
    expect(game.core.memoGet(key)).toBeUndefined();
    expect(game.core.enteredIds).toEqual([]);
    const after = battlefieldCharacteristics(game.core);
    expect(after).not.toBe(before);
    expect([...after.entries()]).toEqual([...before.entries()]);
    // The action that ends the game leaves none of them behind.
    for (let i = 0; i < 100_000 && !game.over; i++) { game.core.memoSet(key, 2); game.step(); }
    expect(game.over).toBe(true);
    expect(game.core.memoGet(key)).toBeUndefined();
    game.dispose();
  });
});
