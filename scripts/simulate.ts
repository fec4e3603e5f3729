/**
 * npm run simulate -- --games 1000 [--seed N] [--json]: plays N seeded random games with the built-in decks
 * and prints wins per deck, draws, average turns and games per second. Game i uses seed N + i, so any game
 * can be replayed and read with `npm start -- --seed <that seed>`.
 */
import { Command, Option } from 'commander';
import cliProgress from 'cli-progress';
import { integerArg } from './lib/args.ts';
import { DEFAULT_RUN, RULESETS, rulesetNamed } from './lib/rulesets.ts';
import type { GameSummary } from './lib/rulesets.ts';
import { replayFolder } from './lib/replay/index.ts';
import { playBatch } from './lib/simulate-batch.ts';
import { startWorkers, type SimulatePool } from './lib/simulate-pool.ts';
import { QueueError, queueUrlArg, type QueueTarget } from './lib/simulate-queue-connection.ts';
import { DEFAULT_JOB_GAMES, MAX_JOB_GAMES } from './lib/simulate-queue-jobs.ts';

const program = new Command()
  .name('simulate')
  .description('Play many seeded games between two random bots and print how they went.')
  .option('--games <n>', 'how many games to play', integerArg(1), 1000)
  .option('--seed <n>', 'the seed of the first game; game i uses seed + i', integerArg(0, 2 ** 31 - 1), 1)
  .addOption(new Option('--ruleset <name>', 'the rules and decks to play').choices(Object.keys(RULESETS)).default('magic'))
  .option('--no-object-actors', 'run without game-object actors (faster; same games)')
  .addOption(new Option('--mode <mode>', 'fast: the machines compiled to tables; actors: XState actors (same games; docs/fast-mode.md)').choices(['fast', 'actors']).default('fast'))
  .option('--check', 'check the ruleset\'s invariants after every decision; stop at the first break')
  .option('--json', 'print one JSON line instead of the table')
  .option('--replays <dir>', 'write each game as a replay file into DIR, named <ruleset>-<seed>.json (npm run replay -- FILE)')
  .option('--workers <n>', 'play on N worker threads (the same games, seed for seed, as on one)', integerArg(1, 64), 1)
  .addOption(new Option('--queue <url>', 'play on the BullMQ queue at redis://HOST:PORT, by `npm run sim-worker` processes on any machines').argParser(queueUrlArg).conflicts(['workers', 'replays']))
  .option('--job-games <n>', 'with --queue: seeds per job', integerArg(1, MAX_JOB_GAMES), DEFAULT_JOB_GAMES)
  .option('--no-progress', 'no progress bar')
  .showHelpAfterError('(run with --help for the options)')
  .parse();
const opts = program.opts<{ games: number; seed: number; ruleset: string; objectActors: boolean; mode: 'fast' | 'actors'; check?: boolean; json?: boolean; progress: boolean; replays?: string; workers: number; queue?: QueueTarget; jobGames: number }>();

const ruleset = rulesetNamed(opts.ruleset);
const names = ruleset.deckNames();
const run = { ...DEFAULT_RUN, objectActors: opts.objectActors, keepLog: false, check: !!opts.check, mode: opts.mode };
let replays: string | null = null;
try {
  replays = opts.replays === undefined ? null : replayFolder(opts.replays);
} catch (e) {
  console.error(`simulate: --replays ${opts.replays}: ${(e as Error).message.replace(/^simulate --replays: /, '')}`);
  process.exit(2);
}
const bar = new cliProgress.SingleBar({
  stream: process.stderr,
  format: 'simulate [{bar}] {value}/{total} games | {rate} games/s | eta {eta_formatted}',
  hideCursor: true,
  clearOnComplete: true,
}, cliProgress.Presets.shades_classic);
const showBar = opts.progress && process.stderr.isTTY === true;

const seeds = Array.from({ length: opts.games }, (_, i) => opts.seed + i);
const base = { ruleset: ruleset.name, run, replays };
// Worker threads are started, and have loaded their modules and the ruleset's cards, before the clock starts, as the
// main thread has before it plays on its own; how long that took is printed apart (startSeconds).
const pool: SimulatePool | null = !opts.queue && opts.workers > 1 ? await startWorkers(base, opts.workers) : null;
if (showBar) bar.start(opts.games, 0, { rate: '0' });

const wins = names.map(() => 0);
let draws = 0;
let unfinished = 0;
let turns = 0;
let decisions = 0;
let events = 0;
const started = performance.now();
let played = 0;
const progress = (n: number) => {
  played += n;
  if (showBar) bar.update(played, { rate: (played / ((performance.now() - started) / 1000)).toFixed(1) });
};
let games: GameSummary[];
try {
  games = opts.queue ? await (await import('./lib/simulate-queue-producer.ts')).playOnQueue(opts.queue, base, seeds, opts.jobGames, progress)
    : pool
    ? await pool.play(seeds, progress)
    : seeds.map((seed, i) => { const [g] = playBatch({ ...base, seeds: [seed] }); if (i % 10 === 9 || i === seeds.length - 1) progress(i + 1 - played); return g!; });
} catch (e) {
  if (showBar) bar.stop();
  await pool?.close();
  if (e instanceof QueueError) {
    console.error(`simulate --queue: ${e.message}`);
    process.exit(2);
  }
  throw e;
}
for (const g of games) {
  if (g.winner !== null) wins[g.winner]!++;
  else if (g.draw) draws++;
  else unfinished++;
  turns += g.turns;
  decisions += g.decisions;
  events += g.events;
}
const seconds = (performance.now() - started) / 1000;
await pool?.close();
if (showBar) bar.stop();

const summary = {
  ruleset: ruleset.name,
  games: opts.games,
  firstSeed: opts.seed,
  wins: Object.fromEntries(names.map((n, i) => [n, wins[i]!])),
  draws,
  unfinished,
  averageTurns: turns / opts.games,
  averageDecisions: decisions / opts.games,
  seconds,
  gamesPerSecond: opts.games / seconds,
  invariantsChecked: !!opts.check && !!ruleset.invariants,
  workers: opts.workers,
  /** Seconds the worker threads took to start and load the ruleset's cards, before the clock started (0 on one thread). */
  startSeconds: pool?.startSeconds ?? 0,
};

if (opts.json) {
  console.log(JSON.stringify(summary));
} else {
  const pct = (n: number) => `${((100 * n) / opts.games).toFixed(1)}%`;
  const width = Math.max(...names.map((n) => n.length), 'Unfinished'.length);
  console.log(`${opts.games} games of ${ruleset.name}, seeds ${opts.seed}–${opts.seed + opts.games - 1}${opts.objectActors ? '' : ', without object actors'}`);
  names.forEach((n, i) => console.log(`  ${n.padEnd(width)}  ${String(wins[i]).padStart(6)} wins  ${pct(wins[i]!).padStart(6)}`));
  console.log(`  ${'Draws'.padEnd(width)}  ${String(draws).padStart(6)}       ${pct(draws).padStart(6)}`);
  if (unfinished) console.log(`  ${'Unfinished'.padEnd(width)}  ${String(unfinished).padStart(6)}       ${pct(unfinished).padStart(6)}`);
  console.log(`Average turns: ${summary.averageTurns.toFixed(1)}; average decisions: ${summary.averageDecisions.toFixed(0)}`);
  if (replays) console.log(`Replays written to ${replays} (${ruleset.name}-<seed>.json; npm run replay -- FILE)`);
  if (opts.check) console.log(summary.invariantsChecked ? 'Invariants held after every decision' : `The ${ruleset.name} ruleset defines no invariants for --check`);
  console.log(`${summary.gamesPerSecond.toFixed(1)} games/s (${seconds.toFixed(1)} s${pool ? `, ${opts.workers} worker threads, started in ${pool.startSeconds.toFixed(1)} s before that` : ''}${opts.queue ? `, on the queue at ${opts.queue.url}` : ''})`);
}
