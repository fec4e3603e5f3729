/** Pocket, built-in decks: random games 1–1000 under the leak oracle. */
import { checkRandomViews } from './random-games.ts';
import { pocketGame, pocketWatch } from './games.ts';

checkRandomViews({ name: 'Pocket', game: pocketGame, options: pocketWatch, from: 1, to: 1000, viewEvery: 15, chunk: 250 });
