/**
 * What one full computation of the characteristics costs (CR 613: every permanent through every layer, past the
 * cache): mid-game positions of random games (the built-in decks or the full pool, fast mode), each computed from
 * scratch many times (`freshCharacteristics`). Times in microseconds per computation; the boards' size beside them.
 */
import { newGame, randomPolicy } from '../../actors/index.ts';
import type { Game } from '../../actors/index.ts';
import { freshCharacteristics } from '../../rules/index.ts';
import { builtInMagic, fullPoolMagic } from './decks.ts';

/** The Magic rulesets whose positions can be measured, by `--ruleset` name. */
export const LAYER_RULESETS: Record<string, () => ReturnType<typeof builtInMagic>> = { magic: builtInMagic, 'magic-full-pool': fullPoolMagic };

/** Mid-game positions: seeds `first`…, each played `decisions` decisions in, with at least `min` permanents. */
export function layerPositions(ruleset: string, first: number, count: number, decisions: number, min = 12): Game[] {
  const decksOf = LAYER_RULESETS[ruleset];
  if (!decksOf) throw new Error(`--layers measures ${Object.keys(LAYER_RULESETS).join(' or ')}, not ${ruleset}`);
  const { pool, decks } = decksOf();
  const out: Game[] = [];
  for (let seed = first; out.length < count && seed < first + count * 10; seed++) {
    const g = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], mode: 'fast', keepLog: false, objectActors: false });
    g.start();
    g.run(decisions);
    if (!g.over && g.state.battlefield.length >= min) out.push(g); else g.dispose();
  }
  return out;
}

/** Microseconds per full computation: for each position, the mean of `times` computations in a row. */
export function fullComputationTimes(positions: readonly Game[], times: number): number[] {
  const out: number[] = [];
  for (const g of positions) {
    const t0 = performance.now();
    for (let i = 0; i < times; i++) freshCharacteristics(g.core);
    out.push(((performance.now() - t0) * 1000) / times);
  }
  return out;
}
