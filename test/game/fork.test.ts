import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy, type Game } from '../../actors/index.ts';
import { builtInMagic } from '../../scripts/lib/index.ts';

/*
 * Forks (docs/fast-mode.md): a game to play on independently from a mid-game position, as search bots and
 * simulations use them. The same position and the same seeded policies play the same rest of the game (DESIGN.md,
 * determinism), in either mode; the original is left exactly as it was.
 */
const { pool, decks } = builtInMagic();
const midGame = (seed: number): Game => {
  const g = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)] });
  g.start();
  g.run(120);
  return g;
};
const finish = (g: Game) => { g.run(); return { result: g.state.result, turn: g.state.turn, life: g.state.players.map((p) => p.life), log: JSON.stringify(g.log), decisions: g.decisions }; };

describe('game.fork', () => {
  it('plays on from the position without touching the original, which then plays on as before', () => {
    for (const seed of [1, 2, 3]) {
      const g = midGame(seed);
      expect(g.over).toBe(false);
      const before = JSON.stringify(g.state);
      const fork = g.fork([randomPolicy(70), randomPolicy(71)], { keepLog: true });
      expect(JSON.stringify(fork.state)).toBe(before);
      expect(fork.decisions).toBe(g.decisions);
      const ended = finish(fork);
      expect(ended.result).not.toBeNull();
      expect(JSON.stringify(g.state)).toBe(before);
      g.run();
      expect(g.over).toBe(true);
    }
  });

  it('plays the same rest of the game for the same position and seeded policies, in fast mode and in actor mode', () => {
    const g = midGame(4);
    const a = finish(g.fork([randomPolicy(9), randomPolicy(10)], { keepLog: true }));
    const b = finish(g.fork([randomPolicy(9), randomPolicy(10)], { keepLog: true }));
    const c = finish(g.fork([randomPolicy(9), randomPolicy(10)], { keepLog: true, mode: 'actors' }));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    const d = finish(g.fork([randomPolicy(11), randomPolicy(12)], { keepLog: true }));
    expect(d.log).not.toBe(a.log);
  });
});

describe('modes', () => {
  it('refuses an unknown mode, and inspection in fast mode (it has no actors), naming the option', () => {
    const base = { seed: 1, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)] };
    expect(() => newGame({ ...base, mode: 'turbo' as never })).toThrow(/mode must be "actors" or "fast"; got "turbo"/);
    expect(() => newGame({ ...base, mode: 'fast', inspect: () => {} })).toThrow(/fast mode has no actors to inspect/);
  });

  it('in fast mode, a game has no XState actors and no object actors, and its machines still hold the position', () => {
    const g = newGame({ seed: 5, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)], mode: 'fast' });
    g.start();
    g.run(80);
    expect(g.actor.root).toBeNull();
    expect(g.objects).toBeNull();
    expect(g.turn.getSnapshot().value).toBe(g.state.step);
    expect(g.turn.getSnapshot().context.turn).toBe(g.state.turn);
    expect(g.priority.getSnapshot().context.holder).toBe(g.state.priority);
    expect(g.machines.stack.getSnapshot().context.size).toBe(g.state.stack.length);
  });
});
