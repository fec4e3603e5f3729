/** Random games 1–250, with a game-object actor per permanent (the runtime's default). */
import { checkRandomGames } from './random-games.ts';

checkRandomGames(1, 250, true);
