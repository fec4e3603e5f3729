/**
 * The search's evaluation of a position for one player, from the fork's state once its playout stops: a won game is
 * worth far more than anything else, then life, the creatures on each side (power and toughness through the layers,
 * CR 613), lands and cards in hand. A difference between the player and their opponents, so higher is better.
 */
import { battlefieldCharacteristics } from '../../rules/index.ts';
import type { GameCore, PlayerId } from '../../rules/index.ts';

/** What one side of the table is worth to its player. */
function sideWorth(core: GameCore, player: PlayerId): number {
  const s = core.s;
  const p = s.players[player]!;
  if (p.lost) return -1000;
  let worth = Math.min(p.life, 30) * 1 - p.poison * 2 + p.hand.length * 0.6;
  for (const [id, c] of battlefieldCharacteristics(core)) {
    if (c.controller !== player) continue;
    const o = s.objects[id];
    if (c.types.includes('Creature')) {
      const pacified = c.cant.includes('attack') && c.cant.includes('block');
      worth += pacified ? 0.5 : 1.5 + 1.2 * Math.max(0, c.power ?? 0) + 0.8 * Math.max(0, c.toughness ?? 0) + (c.keywords.includes('flying') ? 1 : 0);
    } else if (c.types.includes('Land')) worth += 1.2;
    else worth += 1.5;
    if (o?.tapped && c.types.includes('Creature')) worth -= 0.1;
  }
  return worth;
}

/**
 * How good the position is for `player`: +1000 for a win, -1000 for a loss, else their side's worth minus the best
 * opponent's.
 * @example evaluate(fork.core, 0) // 7.5: player 0 is ahead
 */
export function evaluate(core: GameCore, player: PlayerId): number {
  const r = core.s.result;
  if (r) return r.draw ? 0 : r.winner === player ? 1000 : -1000;
  let best = -Infinity;
  for (const p of core.s.players) if (p.id !== player && !p.lost) best = Math.max(best, sideWorth(core, p.id));
  return sideWorth(core, player) - (best === -Infinity ? 0 : best);
}
