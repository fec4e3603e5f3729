/** Starting a game (CR 103): shuffle, choose who goes first, draw seven, London mulligans, opening-hand actions. */
import { createGameState, emit, openingHandActions, randomInt, shuffleInPlace } from '../rules/index.ts';
import type { CardSource, GameCore } from '../rules/index.ts';
import { Game } from './game.ts';
import type { GameOptions } from './game.ts';
import type { Policy } from './policy.ts';

export interface NewGameOptions extends Omit<GameOptions, 'policies'> {
  seed: number;
  decks: { name: string; cards: string[] }[];
  policies: Policy[];
}

function drawSeven(core: GameCore, p: number): void {
  for (let i = 0; i < 7; i++) emit(core, { type: 'draw', player: p, object: null });
}

/** CR 103.5: London mulligan — shuffle the hand back, draw seven, then put N cards on the bottom. */
function mulligans(core: GameCore): void {
  for (const p of core.apnap()) {
    const player = core.player(p);
    let taken = 0;
    while (taken < 7) {
      const keep = core.ask({ kind: 'mulligan', player: p, hand: [...player.hand] }) as boolean;
      if (keep) break;
      taken++;
      player.library.push(...player.hand.map((id) => { core.obj(id).zone = 'library'; return id; }));
      player.hand = [];
      shuffleInPlace(core.s, player.library);
      emit(core, { type: 'mulligan', player: p, count: taken });
      drawSeven(core, p);
    }
    player.mulligans = taken;
    if (taken > 0) {
      const bottom = core.ask({ kind: 'cards', player: p, reason: `put ${taken} card(s) on the bottom of your library`, options: [...player.hand], min: taken, max: taken }) as number[];
      const chosen = [...new Set(bottom.filter((id) => player.hand.includes(id)))];
      for (const id of player.hand) { if (chosen.length >= taken) break; if (!chosen.includes(id)) chosen.push(id); }
      for (const id of chosen.slice(0, taken)) {
        player.hand.splice(player.hand.indexOf(id), 1);
        core.obj(id).zone = 'library';
        player.library.push(id);
      }
    }
  }
}

/**
 * A new game, shuffled, with opening hands kept, positioned at the first untap step, not yet started.
 * @example const g = newGame({ seed: 42, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)] }); g.start(); g.run();
 */
export function newGame(options: NewGameOptions): Game {
  const state = createGameState({ seed: options.seed, players: options.decks.map((d) => ({ name: d.name, deck: d.cards })) });
  for (const p of state.players) shuffleInPlace(state, p.library);
  state.active = randomInt(state, 0, state.players.length - 1);   // CR 103.1: a random method decides who plays first
  state.step = 'untap';
  const game = new Game(state, options);
  // With asynchronous seats the opening waits for their mulligan decisions; start() then waits for the opening.
  game.inTransaction(() => {
    for (const p of state.players) emit(game.core, { type: 'shuffle', player: p.id });
    for (const p of game.core.apnap()) drawSeven(game.core, p);
    mulligans(game.core);
    openingHandActions(game.core);   // CR 103.6: Leyline of the Void may begin the game on the battlefield
  });
  return game;
}

export type { CardSource };
