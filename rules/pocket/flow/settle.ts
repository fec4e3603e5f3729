/**
 * After every action and between turns: Knock Outs (damage at least HP), points to the opponent (2 for a
 * Pokémon ex), then the result — 3 points win, and a player with no Pokémon left in play loses; both at
 * once is a draw.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { PlayerId } from '../../state/types.ts';
import { WINNING_POINTS, inPlay, opponent, pokemonCardOf, side } from '../state.ts';

/**
 * Knock Out every Pokémon whose damage reached its HP and award points. `byAttack` marks Knock Outs
 * caused by attack damage (for "Knocked Out by damage from an attack" effects).
 * @example knockOuts(core, true) // 1: Rattata was Knocked Out
 */
export function knockOuts(core: GameCore, byAttack = false): number {
  let n = 0;
  for (const p of [core.s.active, opponent(core.s.active)]) {
    for (const id of inPlay(core, p)) {
      const card = pokemonCardOf(core, id);
      if (core.obj(id).damage < card.hp) continue;
      const points = card.ex ? 2 : 1;
      const [ko] = emit(core, { type: 'pocket_knock_out', object: id, card: card.name, owner: p, points, byAttack });
      if (ko) { n++; emit(core, { type: 'pocket_points', player: opponent(p), amount: points }); }
    }
  }
  return n;
}

/** Whether a player has won now: 3 points, or the opponent has no Pokémon in play. */
function hasWon(core: GameCore, p: PlayerId): string | null {
  const name = (q: PlayerId) => core.s.players[q]?.name ?? String(q);
  if (side(core, p).points >= WINNING_POINTS) return `${name(p)} has ${side(core, p).points} points`;
  if (inPlay(core, opponent(p)).length === 0) return `${name(opponent(p))} has no Pokémon left in play`;
  return null;
}

/**
 * Knock Outs, points, and the result. Returns true if the game is over.
 * @example settle(core); core.s.result // { winner: 0, draw: false, reason: 'A has 3 points' }
 */
export function settle(core: GameCore, byAttack = false): boolean {
  if (core.s.result) return true;
  knockOuts(core, byAttack);
  const wins = [0, 1].map((p) => hasWon(core, p));
  if (wins[0] && wins[1]) emit(core, { type: 'game_draw', reason: `both players win at once (${wins[0]}; ${wins[1]})` });
  else if (wins[0]) emit(core, { type: 'lose', player: 1, reason: wins[0] });
  else if (wins[1]) emit(core, { type: 'lose', player: 0, reason: wins[1] });
  return core.s.result !== null;
}

/**
 * Players who must choose a new Active Pokémon (none in the Active Spot, some on the Bench), the player
 * whose turn it is first.
 */
export function promotionsNeeded(core: GameCore): PlayerId[] {
  return [core.s.active, opponent(core.s.active)].filter((p) => side(core, p).active === null && side(core, p).bench.length > 0);
}
