/** Random games 251–500, without object actors (the rules alone; the games are the same either way). */
import { checkRandomGames } from './random-games.ts';

checkRandomGames(251, 500, false);
