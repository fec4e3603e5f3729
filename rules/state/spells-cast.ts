/** Spells cast per player this turn and last turn, kept in the game state ("if no spells were cast last turn": werewolves, CR 712). */
import type { GameState, PlayerId } from './types.ts';

const zeros = (s: GameState): number[] => s.players.map(() => 0);

/**
 * How many spells each player (by id) cast last turn. The record rolls over lazily: a record from two or more turns
 * ago means no spells were cast last turn.
 * @example spellsCastLastTurn(core.s); // [0, 2]
 */
export function spellsCastLastTurn(s: GameState): number[] {
  const r = s.spellsCast;
  if (!r) return zeros(s);
  if (r.turn === s.turn) return r.last.length ? r.last : zeros(s);
  if (r.turn === s.turn - 1) return r.now;
  return zeros(s);
}

/**
 * How many spells each player cast this turn.
 * @example spellsCastThisTurn(core.s)[0]
 */
export function spellsCastThisTurn(s: GameState): number[] {
  const r = s.spellsCast;
  return r && r.turn === s.turn ? r.now : zeros(s);
}

/**
 * Count a spell cast by a player (the `cast` event's handler, CR 601.2i).
 * @example countSpellCast(core.s, 0)
 */
export function countSpellCast(s: GameState, player: PlayerId): void {
  const last = spellsCastLastTurn(s);
  const now = [...spellsCastThisTurn(s)];
  now[player] = (now[player] ?? 0) + 1;
  s.spellsCast = { turn: s.turn, now, last: [...last] };
}
