/** Adventure, built-in decks: random games 1–1000 under the leak oracle. */
import { checkRandomViews } from './random-games.ts';
import { adventureGame, adventureWatch } from './games.ts';

checkRandomViews({ name: 'Adventure', game: adventureGame, options: adventureWatch, from: 1, to: 1000, viewEvery: 25, chunk: 250 });
