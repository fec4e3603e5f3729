/**
 * How the number of interceptors watching other event types affects an event's cost (seed 003: "Interceptors are
 * indexed by event type"): events/s of tap, untap and life events with N permanents on the battlefield whose
 * replacement effects watch create_token and counter (Doubling Season), events none of them ever sees.
 */
import { Game, scriptedPolicy } from '../../actors/index.ts';
import { addObject, createGameState, emit, syncInterceptors } from '../../rules/index.ts';
import { builtInMagic } from './decks.ts';

/** A game in a main phase with `permanents` Doubling Seasons and a Forest to tap. */
function position(permanents: number): { game: Game; forest: number } {
  const { pool } = builtInMagic();
  const state = createGameState({ seed: 1, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] });
  state.turn = 3;
  state.step = 'precombat_main';
  for (let i = 0; i < permanents; i++) { const o = addObject(state, 'Doubling Season', 0, 'battlefield', false); state.battlefield.push(o.id); o.controlledSince = 1; }
  const forest = addObject(state, 'Forest', 1, 'battlefield', false);
  state.battlefield.push(forest.id);
  const game = new Game(state, { cards: pool, policies: [scriptedPolicy({}), scriptedPolicy({})], keepLog: false });
  game.resume();
  return { game, forest: forest.id };
}

/** Events per second through the pipeline with this many permanents; `gc` runs before the clock starts. */
export function eventsPerSecond(permanents: number, events: number, gc: () => void): number {
  const { game, forest } = position(permanents);
  syncInterceptors(game.core);
  if (game.core.interceptors.size < permanents * 2) throw new Error(`bench: expected ${permanents * 2} registered interceptors, found ${game.core.interceptors.size}`);
  gc();
  const t0 = performance.now();
  for (let i = 0; i < events; i++) {
    const k = i & 3;
    if (k === 0) emit(game.core, { type: 'tap', object: forest });
    else if (k === 1) emit(game.core, { type: 'untap', object: forest });
    else emit(game.core, { type: 'life', player: i & 1, amount: k === 2 ? 1 : -1 });
  }
  const seconds = (performance.now() - t0) / 1000;
  game.dispose();
  return events / seconds;
}
