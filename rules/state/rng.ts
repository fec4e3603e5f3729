/** The game's seeded random generator; its state lives in GameState.rng so that saves replay exactly. */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from './types.ts';

/** Initial RNG state for a seed. @example initialRng(42) */
export function initialRng(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** A uniform integer in [from, to], advancing the game's RNG. @example randomInt(state, 0, 5) */
export function randomInt(state: GameState, from: number, to: number): number {
  const gen = xoroshiro128plusFromState(state.rng);
  const n = uniformInt(gen, from, to);
  state.rng = [...gen.getState()];
  return n;
}

/** Fisher–Yates shuffle in place with the game's RNG. @example shuffleInPlace(state, player.library) */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  const gen = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  state.rng = [...gen.getState()];
}
