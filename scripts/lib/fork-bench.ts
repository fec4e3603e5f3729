/**
 * What a fork and a save cost (issue figures: a mid-game fork at most 50 µs, save + restore at most 0.2 ms): games of
 * the built-in decks played in fast mode to a mid-game decision, then, many times over, `game.fork(policies)` (a
 * game to play on independently) and a save (`game.save()`: compact JSON text) restored by `restoreGame` (parsed,
 * checked, built); the long form (the state's own JSON) too, for comparison. Times in microseconds, one sample per call.
 */
import { newGame, randomPolicy, restoreGame, type Game } from '../../actors/index.ts';
import { builtInMagic } from './decks.ts';

/** Mid-game positions: seeds `first`…, each played `decisions` decisions in (games already over are left out). */
export function midGamePositions(first: number, count: number, decisions: number): Game[] {
  const { pool, decks } = builtInMagic();
  const out: Game[] = [];
  for (let seed = first; out.length < count && seed < first + count * 4; seed++) {
    const g = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], mode: 'fast', keepLog: false });
    g.start();
    g.run(decisions);
    if (g.over) g.dispose(); else out.push(g);
  }
  return out;
}

/** Microseconds per fork, `times` forks of each position. */
export function forkTimes(positions: readonly Game[], times: number): number[] {
  const policies = [randomPolicy(1), randomPolicy(2)];
  const out: number[] = [];
  for (const g of positions) {
    for (let i = 0; i < times; i++) {
      const t0 = performance.now();
      const f = g.fork(policies);
      out.push((performance.now() - t0) * 1000);
      f.dispose();
    }
  }
  return out;
}

/**
 * Microseconds per save and restore (`restoreGame`: parsed, checked, built), `times` of each position. The save is
 * `game.save()` (compact JSON text), or with `long` the state's own JSON (`JSON.stringify(game.state)`).
 */
export function saveRestoreTimes(positions: readonly Game[], times: number, long = false): number[] {
  const { pool } = builtInMagic();
  const policies = [randomPolicy(1), randomPolicy(2)];
  const out: number[] = [];
  for (const g of positions) {
    for (let i = 0; i < times; i++) {
      const t0 = performance.now();
      const restored = restoreGame(long ? JSON.stringify(g.state) : g.save(), { cards: pool, policies, mode: 'fast', keepLog: false });
      out.push((performance.now() - t0) * 1000);
      restored.dispose();
    }
  }
  return out;
}
