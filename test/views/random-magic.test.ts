/** Magic, built-in decks: random games 1–1000 under the leak oracle; and 10 games of the full-pool decks, for the cards the built-in decks leave out. */
import { checkRandomViews } from './random-games.ts';
import { magicGame, magicWatch } from './games.ts';

checkRandomViews({ name: 'Magic', game: (seed) => magicGame(seed), options: magicWatch, from: 1, to: 1000, viewEvery: 100, chunk: 250 });
checkRandomViews({ name: 'Magic, full-pool decks', game: (seed) => magicGame(seed, true), options: magicWatch, from: 1, to: 10, viewEvery: 100, chunk: 10 });
