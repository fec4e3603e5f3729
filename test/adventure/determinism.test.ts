/** Same seed and same decisions: the same game, event for event. All randomness comes from the game's seeded RNG. */
import { describe, expect, it } from 'vitest';
import { randomAdventureGame } from './helpers.ts';

function play(seed: number, objectActors = false): { log: string; state: string } {
  const g = randomAdventureGame(seed, { objectActors, keepLog: true });
  g.start();
  g.run();
  const out = { log: JSON.stringify(g.log), state: JSON.stringify(g.state) };
  g.dispose();
  return out;
}

describe('determinism', () => {
  it('a seed replays exactly: the same event log and the same final state', () => {
    for (const seed of [1, 7, 42]) expect(play(seed)).toEqual(play(seed));
  });

  it('object actors change nothing in the game', () => {
    expect(play(11, true)).toEqual(play(11, false));
  });

  it('different seeds give different games (shuffles and the first player come from the seed)', () => {
    expect(new Set([1, 2, 3, 4].map((s) => play(s).log)).size).toBe(4);
  });

  it('the state is plain data: a copy taken mid-game serialises to the same JSON', () => {
    const g = randomAdventureGame(5);
    g.start();
    for (let i = 0; i < 40; i++) g.step();
    const json = JSON.stringify(g.state);
    expect(JSON.stringify(JSON.parse(json))).toBe(json);
    expect(g.state.rng).toHaveLength(4);
    g.dispose();
  });
});
