/**
 * Loop detection (CR 104.4b, 732.4): if the game state repeats while players only pass, a mandatory
 * loop is under way and the game is a draw. Any optional action resets the history.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';

const WINDOW = 200;
const REPEATS = 3;

function fingerprint(core: GameCore): string {
  const s = core.s;
  return JSON.stringify([s.turn, s.step, s.active, s.stack.map((i) => [i.sourceName, i.targets]), s.players.map((p) => [p.life, p.poison, p.hand.length, p.library.length]), s.battlefield.length, s.battlefield.map((id) => core.obj(id).card)]);
}

/** Record the current state; declare a draw if it has repeated too often with only mandatory actions. */
export function detectLoop(core: GameCore): void {
  if (!core.s.stack.length) { core.s.stateHistory = []; return; }
  const f = fingerprint(core);
  const h = core.s.stateHistory;
  h.push(f);
  if (h.length > WINDOW) h.shift();
  if (h.filter((x) => x === f).length >= REPEATS) emit(core, { type: 'game_draw', reason: 'a mandatory loop (CR 104.4b)' });
}

/** An optional action was taken: it breaks any mandatory loop. */
export function resetLoopHistory(core: GameCore): void {
  core.s.stateHistory = [];
}
