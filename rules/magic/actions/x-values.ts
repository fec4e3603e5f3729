/**
 * The values of X the legal-action listing offers for a spell with {X} in its cost (CR 107.3a, 601.2b): the
 * largest X the player can pay now, and half of it, so that a bot casts Fireball or Stroke of Genius for
 * something; X = 0 only when nothing more can be paid (Chord of Calling for a creature with mana value 0).
 */
import type { GameCore } from '../../core.ts';
import { manaSources } from '../costs/mana.ts';
import type { PlayerId } from '../../state/types.ts';
import type { PlayerAction } from './types.ts';

type Cast = Extract<PlayerAction, { type: 'cast' }>;

/** Reductions (Helm of Awakening, Goblin Electromancer) can let X exceed the mana a player has: a margin for them. */
const REDUCTION_MARGIN = 10;

/** Whether a card's mana cost has {X}. @example hasX(core, fireballId); // true */
export function hasX(core: GameCore, card: number): boolean {
  const o = core.tryObj(card);
  return !!o && (core.def(o).cost?.x ?? 0) > 0;
}

/** The most mana a player could spend now: the pool, each untapped mana source's biggest option, and each untapped creature (convoke). */
function spendable(core: GameCore, player: PlayerId): number {
  const pool = core.player(player).pool;
  let n = Object.values(pool).reduce((a, b) => a + b, 0);
  for (const src of manaSources(core, player)) n += Math.max(0, ...src.produce.map((o) => o.length));
  for (const id of core.s.battlefield) { const o = core.obj(id); if (o.controller === player && !o.tapped) n++; }
  return n;
}

/**
 * The casts of `a` to offer, one per X value: the largest accepted X (found by halving, since a bigger X never costs
 * less) and half of it. Empty when even X = 0 is refused.
 * @example xCasts(core, { type: 'cast', player: 0, card: fireballId, targets }, (c) => tryCast(c)); // [{ …, x: 5 }, { …, x: 3 }]
 */
export function xCasts(core: GameCore, a: Cast, accepts: (a: Cast) => boolean): Cast[] {
  const at = (x: number): Cast => ({ ...a, x });
  if (!accepts(at(0))) return [];
  let lo = 0;
  let hi = spendable(core, a.player) + REDUCTION_MARGIN;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (accepts(at(mid))) lo = mid; else hi = mid - 1;
  }
  const half = Math.ceil(lo / 2);
  return half > 0 && half < lo ? [at(lo), at(half)] : [at(lo)];
}
