/** Adventure in the scripts' ruleset table: what simulate and bench play, with invariants checked. */
import { describe, expect, it } from 'vitest';
import { RULESETS, playRandomGame, rulesetNamed } from '../../scripts/lib/rulesets.ts';

describe('scripts/lib/rulesets: adventure', () => {
  it('is listed with its two decks and plays seeded games to the end, invariants checked after every decision', () => {
    const adventure = rulesetNamed('adventure');
    expect(Object.keys(RULESETS)).toContain('adventure');
    expect(adventure.deckNames()).toEqual(['Knights of the Shrine', 'Wildfire Raiders']);
    for (const seed of [1, 2, 3]) {
      const g = playRandomGame(adventure, seed, { objectActors: true, keepLog: false, check: true });
      expect(g.finished).toBe(true);
      expect(g).toEqual(playRandomGame(adventure, seed, { objectActors: false, keepLog: false }));
    }
  });

  it('--check stops at the first broken invariant and names it', () => {
    const broken = { ...rulesetNamed('adventure'), invariants: () => ['a card is in two zones'] };
    expect(() => playRandomGame(broken, 1, { objectActors: false, keepLog: false, check: true })).toThrow(/adventure seed 1, turn 1 main: a card is in two zones/);
  });
});
