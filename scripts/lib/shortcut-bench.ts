/**
 * What a loop shortcut costs (CR 732, rules/magic/flow/shortcuts.ts): Splinter Twin on Deceiver Exarch, a million
 * iterations proposed with `game.submit` in a runtime with the default options (an actor per permanent, the whole
 * log kept), timed from the submit to the next decision, the tokens and their delayed triggers made.
 */
import { Game, scriptedPolicy } from '../../actors/index.ts';
import { addObject, createGameState } from '../../rules/index.ts';
import type { PlayerAction } from '../../rules/index.ts';
import { delayedCount } from '../../rules/magic/triggers/index.ts';
import { builtInMagic } from './decks.ts';

export const SHORTCUT_TOKENS = 1_000_000;

/** A's Deceiver Exarch enchanted by Splinter Twin in A's main phase with priority, B's Hill Giant; and the loop. */
function twinLoop(iterations: number): { game: Game; loop: PlayerAction; before: number } {
  const { pool } = builtInMagic();
  const state = createGameState({ seed: 1, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] });
  state.turn = 3;
  state.step = 'precombat_main';
  const put = (card: string, owner: number) => { const o = addObject(state, card, owner, 'battlefield', false); state.battlefield.push(o.id); o.controlledSince = 1; return o; };
  const exarch = put('Deceiver Exarch', 0);
  put('Splinter Twin', 0).attachedTo = exarch.id;
  put('Hill Giant', 1);
  const game = new Game(state, { cards: pool, policies: [scriptedPolicy({}), scriptedPolicy({})] });
  game.resume();
  // Tap the Exarch for a copy, resolve it; its enters trigger untaps the Exarch (mode 0, the Exarch as target), resolve that.
  const loop: PlayerAction = {
    type: 'shortcut', player: 0, iterations,
    steps: [{ type: 'act', action: { type: 'activate', player: 0, source: exarch.id, ability: 0 } }, { type: 'resolve' }, { type: 'resolve' }],
    answers: [{ kind: 'mode', value: 0 }, { kind: 'target', value: [{ kind: 'object', id: exarch.id }] }],
  };
  return { game, loop, before: state.battlefield.length };
}

/**
 * One shortcut of `iterations` Splinter Twin tokens: its wall-clock and CPU milliseconds (`gc` runs before the clock
 * starts). Throws when the tokens or their delayed triggers are not all there.
 * @example shortcutMs(gc).ms // ~1,000 on a busy two-core machine
 */
export function shortcutMs(gc: () => void, iterations = SHORTCUT_TOKENS): { ms: number; cpuMs: number } {
  const { game, loop, before } = twinLoop(iterations);
  gc();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  game.submit(loop);
  const ms = performance.now() - t0;
  const c1 = process.cpuUsage(c0);
  const made = game.state.battlefield.length - before;
  const delayed = delayedCount(game.state);
  game.dispose();
  if (made !== iterations) throw new Error(`bench: the shortcut made ${made} tokens, not ${iterations}`);
  if (delayed !== iterations) throw new Error(`bench: the shortcut made ${delayed} delayed triggers, not ${iterations}`);
  return { ms, cpuMs: (c1.user + c1.system) / 1000 };
}
