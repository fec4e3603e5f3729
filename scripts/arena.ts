/**
 * npm run arena -- --games 200 [--bot search] [--ruleset magic|adventure|pocket] [--playouts N] [--turns N] [--ms N] [--seed N]:
 * the search bot (or another) against the random bot with the built-in decks (Magic by default), seats alternating, and its wins, losses and draws and the time taken.
 * Game i uses seed N + i with the bot in seat i % 2 (in Magic, A plays Red-Green, B White-Blue; in Pocket, A Grass-Poison, B Water-Psychic).
 */
import { Command, Option } from 'commander';
import { POCKET_SEARCH_DEFAULTS } from '../actors/search/index.ts';
import { integerArg } from './lib/args.ts';
import { ARENA_BOTS, ARENA_RULESETS, playArenaGame } from './lib/arena.ts';
import type { ArenaBot, ArenaRuleset } from './lib/arena.ts';

const program = new Command()
  .name('arena')
  .description('Play a bot against the random bot with the built-in decks, seats alternating, and print its record.')
  .option('--games <n>', 'how many games to play', integerArg(1), 200)
  .option('--seed <n>', 'the seed of the first game; game i uses seed + i', integerArg(0, 2 ** 31 - 1), 1)
  .addOption(new Option('--bot <name>', 'the bot to test').choices([...ARENA_BOTS]).default('search'))
  .addOption(new Option('--ruleset <name>', 'the rules and built-in decks').choices([...ARENA_RULESETS]).default('magic'))
  .option('--playouts <n>', 'the search bot\'s playouts per decision (default 24; in pocket 48)', integerArg(1))
  .option('--turns <n>', 'how far each playout goes: through the end of N turns after the current one (default 1; in pocket 2)', integerArg(0, 100))
  .option('--ms <n>', 'also cap each search decision at N milliseconds (then games depend on the machine\'s speed)', integerArg(1))
  .option('--quiet', 'print only the summary')
  .showHelpAfterError('(run with --help for the options)')
  .parse();
const opts = program.opts<{ games: number; seed: number; bot: ArenaBot; ruleset: ArenaRuleset; playouts?: number; turns?: number; ms?: number; quiet?: boolean }>();
// Each search bot's own defaults where no budget is given (Magic and Adventure: 24 playouts, 1 turn; Pocket: 48, 2).
const playouts = opts.playouts ?? (opts.ruleset === 'pocket' ? POCKET_SEARCH_DEFAULTS.playouts : 24);
const turns = opts.turns ?? (opts.ruleset === 'pocket' ? POCKET_SEARCH_DEFAULTS.turns : 1);

const started = performance.now();
const tally = { win: 0, loss: 0, draw: 0 };
for (let i = 0; i < opts.games; i++) {
  const g = playArenaGame(opts.bot, opts.seed, i, { playouts, turns, ms: opts.ms }, opts.ruleset);
  tally[g.outcome]++;
  if (!opts.quiet) console.log(`game ${i + 1} seed ${g.seed} seat ${g.seat === 0 ? 'A' : 'B'}: ${g.outcome} on turn ${g.turns} (${(g.ms / 1000).toFixed(1)} s) — ${tally.win}-${tally.loss}-${tally.draw}`);
}
const seconds = (performance.now() - started) / 1000;
const pct = (n: number) => `${((100 * n) / opts.games).toFixed(1)}%`;
const budget = opts.bot === 'search' ? ` (${playouts} playouts, ${turns} turn(s)${opts.ms ? `, ${opts.ms} ms` : ''})` : '';
console.log(`${opts.ruleset}: ${opts.bot}${budget} vs random, ${opts.games} games from seed ${opts.seed}: ${tally.win} wins (${pct(tally.win)}), ${tally.loss} losses, ${tally.draw} draws; ${seconds.toFixed(1)} s (${(seconds / opts.games).toFixed(2)} s a game)`);
