/** Losing, winning and drawing the game (CR 104). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { leaveGame } from '../flow/leave-game.ts';

export function handleLose(core: GameCore, ev: EventOf<'lose'>): boolean {
  const p = core.s.players[ev.player];
  if (!p || p.lost || core.s.result) return false;
  p.lost = true;
  if (!core.deferResult) settleResult(core, ev.reason);
  return true;
}

/** After losses (possibly simultaneous, CR 104.4a), decide the result if only one player or none is left. */
export function settleResult(core: GameCore, reason: string): void {
  if (core.s.result) return;
  const left = core.s.players.filter((x) => !x.lost);
  if (left.length === 1) core.s.result = { winner: left[0]!.id, draw: false, reason };
  else if (left.length === 0) core.s.result = { winner: null, draw: true, reason };
  // The game goes on: each player who lost leaves it with everything they own (CR 800.4a).
  if (!core.s.result) for (const p of core.s.players) if (p.lost) leaveGame(core, p.id);
}

export function handleWin(core: GameCore, ev: EventOf<'win'>): boolean {
  if (core.s.result) return false;
  for (const p of core.s.players) if (p.id !== ev.player) p.lost = true;
  core.s.result = { winner: ev.player, draw: false, reason: 'win' };
  return true;
}

export function handleGameDraw(core: GameCore, ev: EventOf<'game_draw'>): boolean {
  if (core.s.result) return false;
  core.s.result = { winner: null, draw: true, reason: ev.reason };
  return true;
}
