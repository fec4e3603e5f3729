/**
 * Random games with the whole Magic pool in play (cards/decks/full-pool-*.yaml: every card of cards.md in
 * one of the two decks), checked after every decision with the same invariants as the built-in decks:
 * every card in exactly one zone, mana pools never negative, the stack empty when a step ends, every game
 * ends. Layer-heavy and loop-prone cards (Humility, Opalescence, Blood Moon, Intruder Alarm, Presence of
 * Gond, Doubling Season, Exquisite Blood + Sanguine Bond) meet here at random.
 */
import { describe, expect, it } from 'vitest';
import { playChecked } from './helpers.ts';

describe('CR 613: the cached characteristics always equal a computation from scratch', () => {
  // The cache is kept across combat-only changes and extended as permanents enter (rules/magic/layers/compute.ts);
  // after every decision of these games it must give what the layer system computes afresh.
  it('seeds 101–120 with the full pool, after every decision', () => {
    for (let seed = 101; seed <= 120; seed++) {
      const g = playChecked(seed, { objectActors: false, fullPool: true, checkLayers: true });
      expect(g.problems, `seed ${seed}`).toEqual([]);
    }
  });
});

describe('random games with the full card pool', () => {
  for (let first = 1; first <= 60; first += 20) {
    it(`seeds ${first}–${first + 19}: the invariants hold after every decision and every game ends`, () => {
      for (let seed = first; seed < first + 20; seed++) {
        const g = playChecked(seed, { objectActors: false, fullPool: true });
        expect(g.problems, `seed ${seed}`).toEqual([]);
        expect(g.ended, `seed ${seed} did not end within ${g.decisions} decisions`).toBe(true);
      }
    });
  }
});
