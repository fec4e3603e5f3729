/** Coin flips (CR 705): each player named flips a coin; effects for each heads or tails, repeated until all heads. */
import { flipCoin } from '../random/coin-flip.ts';
import type { CoinSide } from '../random/coin-flip.ts';
import type { EffectContext } from './context.ts';
import { refPlayers } from './context.ts';

/** A safety bound on "repeat this process": the chance of reaching it with fair coins is nil. */
const MAX_ROUNDS = 1000;

type Run = (ctx: EffectContext, effects: readonly unknown[]) => void;

/**
 * `{ flip_coins: [you, target], tails: [...], heads: [...], repeat_until: all_heads }`: the players flip a coin each, in
 * the order given; then, for each player in that order, the effects of their coin's side run with `flipper` = that
 * player. With `repeat_until: all_heads` the process repeats until every coin of one round comes up heads (Mana Clash).
 * @example flipCoinsEffect(ctx, { flip_coins: ['you', 'target'], tails: [{ damage: 1, to: 'flipper' }], repeat_until: 'all_heads' }, runEffects)
 */
export function flipCoinsEffect(ctx: EffectContext, e: Record<string, unknown>, run: Run): void {
  const refs = Array.isArray(e['flip_coins']) ? e['flip_coins'] : [e['flip_coins']];
  const players = refs.flatMap((r) => refPlayers(ctx, r, null));
  if (!players.length) return;
  for (let round = 0; round < MAX_ROUNDS && !ctx.core.s.result; round++) {
    const sides: CoinSide[] = players.map((p) => flipCoin(ctx.core, p));
    players.forEach((p, i) => {
      const effects = e[sides[i]!];
      if (Array.isArray(effects) && effects.length) run({ ...ctx, flipper: p }, effects);
    });
    if (e['repeat_until'] !== 'all_heads' || sides.every((s) => s === 'heads')) return;
  }
}
