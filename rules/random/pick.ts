/**
 * Random choices (CR 706) and coin flips (CR 705) come from the game's seeded generator, unless a hook forces the
 * result: a test or a scenario (`coin_flips: [heads, tails]`, `random: [Forest]`) supplies it before the generator
 * is drawn from.
 */
import type { GameCore } from '../core.ts';
import { randomInt } from '../state/rng.ts';
import type { RandomPick } from './types.ts';

/**
 * The index of an option picked at random: the hook's answer when it gives a valid one, else the seeded generator's.
 * @example const i = randomIndex(core, { kind: 'card', labels: hand.map((id) => core.obj(id).card) });
 */
export function randomIndex(core: GameCore, pick: RandomPick): number {
  const n = pick.labels.length;
  if (n === 0) throw new Error(`randomIndex: nothing to pick from (${pick.kind})`);
  const forced = core.forcedRandom?.(pick);
  if (forced !== undefined && Number.isInteger(forced) && forced >= 0 && forced < n) return forced;
  return n === 1 ? 0 : randomInt(core.s, 0, n - 1);
}

/**
 * `count` different items picked at random, one after another (CR 706.2: "at random" without replacement).
 * @example const discarded = pickAtRandom(core, hand, 3, (id) => core.obj(id).card);
 */
export function pickAtRandom<T>(core: GameCore, items: readonly T[], count: number, label: (item: T) => string, kind: RandomPick['kind'] = 'card'): T[] {
  const left = [...items];
  const out: T[] = [];
  while (out.length < count && left.length) {
    const i = randomIndex(core, { kind, labels: left.map(label) });
    out.push(left.splice(i, 1)[0]!);
  }
  return out;
}
