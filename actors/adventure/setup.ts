/** Starting an Adventure game: shuffle, a random first player, opening hands. */
import { emit, randomInt, shuffleInPlace } from '../../rules/index.ts';
import { OPENING_HAND, batch, createAdventureState } from '../../rules/adventure/index.ts';
import { AdventureGame } from './game.ts';
import type { AdventureGameOptions } from './game.ts';

export interface NewAdventureGameOptions extends AdventureGameOptions {
  seed: number;
  decks: { name: string; cards: string[] }[];
}

/**
 * A new game, shuffled with the game's seeded RNG, opening hands drawn, positioned at turn 1's DRAW phase,
 * not yet started.
 * @example const g = newAdventureGame({ seed: 42, decks, cards: pool, policies }); g.start(); g.run();
 */
export function newAdventureGame(options: NewAdventureGameOptions): AdventureGame {
  const state = createAdventureState({ seed: options.seed, players: options.decks.map((d) => ({ name: d.name, deck: d.cards })) });
  for (const p of state.players) shuffleInPlace(state, p.library);
  state.active = randomInt(state, 0, state.players.length - 1);
  state.step = 'draw';
  const game = new AdventureGame(state, options);
  const core = game.core;
  // Held back like any action when a seat is asynchronous, so that an opening choice could wait for it too.
  game.inTransaction(() => batch(core, () => {
    for (const p of state.players) emit(core, { type: 'shuffle', player: p.id });
    for (const p of core.apnap()) for (let i = 0; i < OPENING_HAND; i++) emit(core, { type: 'draw', player: p, object: null });
  }));
  return game;
}
