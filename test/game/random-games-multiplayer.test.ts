/**
 * Random free-for-all games of three and four players (CR 806), checked after every decision with the invariants of
 * the two-player games (every card in one zone, pools never negative, the stack empty when a step ends) and those of
 * leaving (CR 800.4a: a player who left owns and controls nothing), and every game ends with one winner or a draw.
 */
import { describe, expect, it } from 'vitest';
import { playChecked, randomGame } from './helpers.ts';

describe('random free-for-all games', () => {
  for (const [players, from, to] of [[3, 1, 6], [4, 1, 4]] as const) {
    it(`${players} players, seeds ${from}–${to}: the invariants hold after every decision and every game ends`, () => {
      for (let seed = from; seed <= to; seed++) {
        const g = playChecked(seed, { objectActors: seed % 2 === 0, players });
        expect(g.problems, `seed ${seed}`).toEqual([]);
        expect(g.ended, `seed ${seed} did not end within ${g.decisions} decisions`).toBe(true);
      }
    });
  }
});

describe('determinism in a free-for-all', () => {
  it('the same seed gives the same four-player game, event for event', () => {
    const logOf = (seed: number) => { const g = randomGame(seed, { players: 4 }); g.start(); g.run(); const log = JSON.stringify(g.core.log); g.dispose(); return log; };
    expect(logOf(9)).toBe(logOf(9));
  });
});
