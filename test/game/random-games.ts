/** 500 random games (seeds 1–500) checked after every decision, in two files so vitest runs them side by side. */
import { describe, expect, it } from 'vitest';
import { playChecked } from './helpers.ts';

const CHUNK = 25;

/** Register the checked games for seeds `from`..`to`, in chunks of 25. */
export function checkRandomGames(from: number, to: number, objectActors: boolean): void {
  describe(`random games ${from}–${to} (object actors ${objectActors ? 'on' : 'off'})`, () => {
    for (let first = from; first <= to; first += CHUNK) {
      const last = Math.min(to, first + CHUNK - 1);
      it(`seeds ${first}–${last}: every card in one zone, pools never negative, the stack empty between steps, every game ends`, () => {
        for (let seed = first; seed <= last; seed++) {
          const g = playChecked(seed, { objectActors });
          expect(g.problems, `seed ${seed}`).toEqual([]);
          expect(g.ended, `seed ${seed} did not end within ${g.decisions} decisions`).toBe(true);
        }
      });
    }
  });
}
