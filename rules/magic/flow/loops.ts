/**
 * Loop detection (CR 104.4b, 732.4): if the game state repeats while players only pass, a mandatory
 * loop is under way and the game is a draw. Any optional action resets the history.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';

const WINDOW = 200;
const REPEATS = 3;

/**
 * What loop detection compares of a position: the JSON text of `[turn, step, active, [[name, targets] of each stack
 * item], [[life, poison, hand size, library size] of each player], battlefield size, [card of each permanent]]` (a
 * save keeps the recent ones, GameState.stateHistory), written out piece by piece: it is made after every resolution
 * that leaves a stack, and a card's name is written as JSON once.
 * @example fingerprint(core) // '[3,"precombat_main",0,[["Lightning Bolt",[{"kind":"player","id":1}]]],[[20,0,6,46],[17,0,7,46]],2,["Mountain","Mountain"]]'
 */
export function fingerprint(core: GameCore): string {
  const s = core.s;
  let out = `[${num(s.turn)},${json(s.step)},${num(s.active)},[`;
  for (let i = 0; i < s.stack.length; i++) {
    const item = s.stack[i]!;
    out += `${i ? ',' : ''}[${json(item.sourceName)},${json(item.targets)}]`;
  }
  out += '],[';
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i]!;
    out += `${i ? ',' : ''}[${num(p.life)},${num(p.poison)},${num(p.hand.length)},${num(p.library.length)}]`;
  }
  out += `],${num(s.battlefield.length)},[`;
  for (let i = 0; i < s.battlefield.length; i++) out += (i ? ',' : '') + cardJson(core.obj(s.battlefield[i]!).card);
  return out + ']]';
}

/** A value as JSON writes it inside an array (undefined as null). */
const json = (v: unknown): string => JSON.stringify(v) ?? 'null';
/** A number as JSON writes it (null when not finite). */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');
/** Card names as JSON strings, each written once (a game has few names). */
const cardJsons = new Map<string, string>();
function cardJson(name: string): string {
  let j = cardJsons.get(name);
  if (j === undefined) { j = json(name); cardJsons.set(name, j); }
  return j;
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
