/**
 * The Pocket search's evaluation of a position for one player, from a fork's state once its playout stops: a won game
 * is worth far more than anything else, then points (3 win; a Knock Out gives 1, 2 for a Pokémon ex), then each
 * side's Pokémon in play (HP left, attached Energy, an evolution's stage, Special Conditions) with what a Knock Out of
 * each would give away, and cards in hand. A difference between the player and the opponent, so higher is better.
 */
import type { GameCore, PlayerId } from '../../rules/index.ts';
import { inPlay, mon, pocketRules, side, WINNING_POINTS } from '../../rules/pocket/index.ts';

/**
 * The weights of the evaluation (tuned against the random bot with the built-in decks; `npm run arena -- --ruleset pocket`).
 * @example POCKET_WEIGHTS.point // 30
 */
export const POCKET_WEIGHTS: PocketWeights = {
  /** Each point scored. */
  point: 30,
  /** Each Pokémon in play. */
  pokemon: 4,
  /** Each 10 HP left on a Pokémon in play. */
  hp: 0.8,
  /** Each Energy attached. */
  energy: 2.2,
  /** A Stage 1 or Stage 2 Pokémon, per stage (the cards played into it). */
  stage: 3,
  /** Each card in hand. */
  hand: 0.5,
  /** Per Special Condition on a Pokémon. */
  condition: 1.5,
  /** Having no Benched Pokémon: one Knock Out of the Active Pokémon loses the game. */
  noBench: 6,
  /** Being one point from winning (the last point ends the game). */
  near: 10,
};

/**
 * The weights of the Pocket evaluation, each a worth per unit (POCKET_WEIGHTS holds the defaults).
 * @example const w: PocketWeights = { ...POCKET_WEIGHTS, hp: 1 };
 */
export interface PocketWeights { point: number; pokemon: number; hp: number; energy: number; stage: number; hand: number; condition: number; noBench: number; near: number }

/** What one side of the table is worth to its player. */
function sideWorth(core: GameCore, player: PlayerId, w: PocketWeights): number {
  const pool = pocketRules(core).pool;
  const x = side(core, player);
  let worth = x.points * w.point + core.s.players[player]!.hand.length * w.hand;
  for (const id of inPlay(core, player)) {
    const o = core.s.objects[id];
    const m = mon(core, id);
    const card = pool.pokemon(o?.card ?? '');
    const left = Math.max(0, card.hp - (o?.damage ?? 0));
    // A Pokémon ex gives two points when Knocked Out: what stands on it counts for more.
    worth += (w.pokemon + (left / 10) * w.hp + m.energy.length * w.energy + m.under.length * w.stage - m.conditions.length * w.condition) * (card.ex ? 1.3 : 1);
  }
  if (x.bench.length === 0) worth -= w.noBench;
  if (x.points >= WINNING_POINTS - 1) worth += w.near;
  return worth;
}

/**
 * How good a Pocket position is for `player`: +1000 for a win, -1000 for a loss, 0 for a draw, else their side's
 * worth minus the opponent's.
 * @example evaluatePocket(fork.core, 0) // 12.4: player 0 is ahead
 */
export function evaluatePocket(core: GameCore, player: PlayerId, weights: PocketWeights = POCKET_WEIGHTS): number {
  const r = core.s.result;
  if (r) return r.draw ? 0 : r.winner === player ? 1000 : -1000;
  return sideWorth(core, player, weights) - sideWorth(core, player === 0 ? 1 : 0, weights);
}
