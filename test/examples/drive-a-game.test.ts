import { describe, expect, it } from 'vitest';
import { runDrivenGame } from '../../scripts/examples/drive-a-game.ts';

describe('example: a whole game driven from outside', () => {
  it('the app makes every decision of seat 0 through pending()/submit() and the game ends', () => {
    const game = runDrivenGame(3);
    expect(game.result).not.toBe('unfinished');
    expect(game.appDecisions).toBeGreaterThan(10);
    expect(game.botDecisions).toBeGreaterThan(10);
    expect(game.log.some((l) => l.startsWith('App (Red-Green) plays'))).toBe(true);
  });

  it('is deterministic: the same seed gives the same game', () => {
    const a = runDrivenGame(5);
    const b = runDrivenGame(5);
    expect(b.log).toEqual(a.log);
    expect(b.result).toBe(a.result);
  });
});
