/** Starting a Pocket game: decks shuffled, opening hands, Active and Benched Pokémon placed, who goes first. */
import { createPocketRules, createPocketState, setupPocketGame } from '../../rules/pocket/index.ts';
import type { PocketDeck } from '../../rules/pocket/index.ts';
import { PocketGame } from './game.ts';
import type { PocketGameOptions } from './game.ts';

/** Options of newPocketGame: the seed, the two decks, and the PocketGame options. */
export interface NewPocketGameOptions extends Omit<PocketGameOptions, 'rules'> {
  seed: number;
  decks: PocketDeck[];
  maxTurns?: number;
}

/**
 * A new Pocket game, set up and ready to start (call `start()`, then `run()` or `submit()`).
 * @example const g = newPocketGame({ seed: 7, decks, pool, policies }); g.start(); g.run(); g.state.result
 */
export function newPocketGame(options: NewPocketGameOptions): PocketGame {
  const state = createPocketState({ seed: options.seed, players: options.decks.map((d) => ({ name: d.name, deck: d.cards, energy: d.energy })), maxTurns: options.maxTurns });
  const game = new PocketGame(state, { ...options, rules: createPocketRules(options.pool) });
  // With asynchronous seats the setup waits for their choices of Active and Benched Pokémon; start() then waits for it.
  game.inTransaction(() => { game.core.s.active = setupPocketGame(game.core); });
  return game;
}
