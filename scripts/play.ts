/** npm start: a full seeded game between two bots with the built-in decks, printed as a readable log. */
import { Command } from 'commander';
import { formatEvent, newGame, randomPolicy } from '../actors/index.ts';
import { join } from 'node:path';
import { loadCardPool, loadDeck, shippedCards } from '../rules/cards/index.ts';
import { playAdventure } from './lib/play-adventure.ts';
import { playPocket } from './lib/pocket.ts';

const program = new Command()
  .name('play')
  .description('Play a complete seeded game of Magic between two random bots and print the log.')
  .option('--seed <n>', 'the game seed', (v) => Number.parseInt(v, 10), 1)
  .option('--quiet', 'print only the result')
  .option('--ruleset <name>', 'magic, adventure or pocket', 'magic')
  .parse();
const opts = program.opts<{ seed: number; quiet?: boolean; ruleset: string }>();
if (!['magic', 'adventure', 'pocket'].includes(opts.ruleset)) {
  console.error(`play: unknown ruleset "${opts.ruleset}"; available: magic, adventure, pocket`);
  process.exit(2);
}
if (!Number.isInteger(opts.seed)) { console.error('play: --seed must be an integer'); process.exit(2); }
if (opts.ruleset === 'adventure') { playAdventure(opts.seed, !!opts.quiet); process.exit(0); }
if (opts.ruleset === 'pocket') { playPocket(opts.seed, !!opts.quiet); process.exit(0); }

const pool = loadCardPool(shippedCards('magic'));
const decks = [
  { name: 'Red-Green', cards: loadDeck(join(shippedCards('decks'), 'red-green.yaml'), pool) },
  { name: 'White-Blue', cards: loadDeck(join(shippedCards('decks'), 'white-blue.yaml'), pool) },
];
const game = newGame({ seed: opts.seed, decks, cards: pool, policies: [randomPolicy(opts.seed * 2 + 1), randomPolicy(opts.seed * 2 + 2)] });
if (!opts.quiet) {
  console.log(`Hyperdraft — seed ${opts.seed}: ${decks[0]!.name} vs ${decks[1]!.name}`);
  game.bus.events$.subscribe((e) => { const line = formatEvent(game.state, e); if (line !== null) console.log(line); });
}
game.start();
game.run();
const r = game.state.result;
const names = game.state.players.map((p) => p.name);
console.log(r ? (r.draw ? `\nResult: draw (${r.reason}) after ${game.state.turn} turns` : `\nResult: ${names[r.winner!]} wins on turn ${game.state.turn} (${r.reason})`) : '\nResult: unfinished');
console.log(`Life: ${game.state.players.map((p) => `${p.name} ${p.life}`).join(', ')}; ${game.decisions} decisions, ${game.state.eventCount} events`);
game.dispose();
