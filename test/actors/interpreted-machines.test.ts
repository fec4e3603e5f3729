import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy } from '../../actors/index.ts';
import { builtInMagic, fullPoolMagic } from '../../scripts/lib/decks.ts';

/*
 * An uninspected game's machines take their events through their compiled tables (machines/compiled-transitions.ts);
 * an inspected game's through XState's interpreter, which reports every microstep. Both must play the same game
 * (DESIGN.md, determinism): the same seeds give the same event logs and final states, in the built-in and the
 * full-pool decks, where the stack, combat (first strike included) and priority machines all carry the game.
 */
const hash = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex');

function played(decksOf: typeof builtInMagic, seed: number, inspected: boolean): { log: string; state: string; microsteps: number } {
  const { pool, decks } = decksOf();
  let microsteps = 0;
  const game = newGame({
    seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)],
    ...(inspected ? { inspect: (e: { type: string }) => { if (e.type === '@xstate.microstep') microsteps++; } } : {}),
  });
  game.start();
  game.run();
  const out = { log: hash(game.log), state: hash(game.state), microsteps };
  game.dispose();
  return out;
}

describe.each([['built-in decks', builtInMagic, 20], ['full pool', fullPoolMagic, 6]] as const)('Magic, %s: compiled and interpreted machines', (_name, decksOf, games) => {
  it(`play the same ${games} seeded games`, () => {
    for (let seed = 1; seed <= games; seed++) {
      const interpreted = played(decksOf, seed, true);
      const compiled = played(decksOf, seed, false);
      expect({ seed, log: compiled.log, state: compiled.state }).toEqual({ seed, log: interpreted.log, state: interpreted.state });
      // The inspected game ran XState's interpreter: hundreds of microsteps a game.
      expect(interpreted.microsteps).toBeGreaterThan(100);
    }
  });
});
