/** A built-in Magic game's state some decisions in, played by two seeded random players in fast mode. */
import { newGame, randomPolicy } from '../../actors/index.ts';
import type { GameState } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/index.ts';

const { pool, decks } = builtInMagic();

/**
 * The state after `decisions` decisions of the game of this seed (the game is disposed of; the state is its own).
 * @example const s = midGameState(1, 150); cloneState(s)
 */
export function midGameState(seed: number, decisions: number): GameState {
  const game = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed), randomPolicy(seed + 1)], mode: 'fast', keepLog: false });
  game.start();
  game.run(decisions);
  const s = game.state;
  game.dispose();
  return s;
}
