/**
 * The property: in seeded random games, no view and no view stream ever reveals a hidden card to anyone (see
 * leak-oracle.ts for what that means). Games are registered in chunks, each an `it`, so that a failure names its
 * seeds and no test runs long.
 */
import { describe, expect, it } from 'vitest';
import { watch } from './watch.ts';
import type { ViewableGame, WatchOptions } from './watch.ts';

export interface RandomViews<G extends ViewableGame> {
  name: string;
  game: (seed: number) => G;
  options: () => Pick<WatchOptions<G>, 'redact' | 'cardNames'>;
  from: number;
  to: number;
  /** Views are checked at every n-th decision (every event of every stream is checked). */
  viewEvery: number;
  chunk?: number;
}

/** Register the watched games `from`..`to` of one ruleset. */
export function checkRandomViews<G extends ViewableGame>(r: RandomViews<G>): void {
  const chunk = r.chunk ?? 100;
  describe(`${r.name}: seeded random games ${r.from}–${r.to}, every view stream event and a view at every ${r.viewEvery}th decision`, () => {
    for (let first = r.from; first <= r.to; first += chunk) {
      const last = Math.min(r.to, first + chunk - 1);
      it(`seeds ${first}–${last}: no hidden card's id or name, no other hand, no generator state; their own hand shown`, () => {
        const options = r.options();
        let events = 0;
        let ownCards = 0;
        for (let seed = first; seed <= last; seed++) {
          const w = watch(r.game(seed), { ...options, viewEvery: r.viewEvery });
          expect(w.problems, `seed ${seed}`).toEqual([]);
          expect(w.ended, `seed ${seed} did not end within ${w.decisions} decisions`).toBe(true);
          events += w.events;
          ownCards += w.ownCards;
        }
        expect(events).toBeGreaterThan((last - first + 1) * 100);
        expect(ownCards).toBeGreaterThan(0);
      }, 600_000);
    }
  });
}
