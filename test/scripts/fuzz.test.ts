/**
 * A small fuzz run in every ruleset (the hardening issue: "a small run is part of npm test"): seeded random games with hostile
 * actions mixed in. Every hostile action is refused with an IllegalActionError that changes nothing; nothing
 * crashes, no invariant breaks and no prototype changes.
 */
import { describe, expect, it } from 'vitest';
import { fuzzRuleset } from '../../scripts/lib/fuzz.ts';
import { RULESETS } from '../../scripts/lib/rulesets.ts';

describe('fuzz', () => {
  for (const [name, games] of [['magic', 12], ['magic-full-pool', 4], ['magic-3-players', 3], ['magic-4-players', 2], ['adventure', 25], ['pocket', 40]] as const) {
    it(`${name}: ${games} games with hostile actions find nothing`, () => {
      const r = fuzzRuleset(RULESETS[name]!, 1, games);
      expect({ crashes: r.crashes, invariantBreaks: r.invariantBreaks, refusalsThatChangedState: r.refusalsThatChangedState, wrongErrors: r.wrongErrors, pollution: r.pollution })
        .toEqual({ crashes: [], invariantBreaks: [], refusalsThatChangedState: [], wrongErrors: [], pollution: [] });
      expect(r.hostile).toBeGreaterThan(games * 5);
      expect(r.refused).toBe(r.hostile);
    });
  }
});
