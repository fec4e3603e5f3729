/** Same seed and same decisions: the same game, event for event (replay from a seed). */
import { describe, expect, it } from 'vitest';
import { randomGame } from './helpers.ts';

function logOf(seed: number, objectActors = true): string {
  const g = randomGame(seed, { objectActors, keepLog: true });
  g.start();
  g.run();
  expect(g.state.result).not.toBeNull();
  const log = JSON.stringify(g.core.log);
  g.dispose();
  return log;
}

describe('determinism', () => {
  it('two runs with one seed give identical event logs', () => {
    for (const seed of [1, 42, 2024]) expect(logOf(seed)).toBe(logOf(seed));
  });

  it('different seeds give different games', () => {
    const logs = new Set([1, 2, 3, 4].map((seed) => logOf(seed)));
    expect(logs.size).toBe(4);
  });

  it('the same game whether objects\' actors register their interceptors or the rules do (objectActors off)', () => {
    expect(logOf(7, false)).toBe(logOf(7, true));
  });

  it('the state at the end is the same too', () => {
    const end = (seed: number) => { const g = randomGame(seed); g.start(); g.run(); const s = JSON.stringify(g.state); g.dispose(); return s; };
    expect(end(11)).toBe(end(11));
  });
});
