/**
 * npm run bench [-- --json]: how fast complete random games run with the built-in decks. After a warm-up,
 * several runs each play the same seeded games; each figure is the median over the runs. Heap per game is
 * the heap a finished game keeps alive (state, event log, actors), measured after full garbage collections.
 *
 * Three configurations: `default` is what `newGame` does unless told otherwise (XState actors, an actor per
 * permanent, the full event log kept); `lean` turns the object actors and the log off; `fast` is fast mode (the
 * machines compiled to tables, docs/fast-mode.md), as simulate runs. All play exactly the same games, and their
 * timed runs alternate.
 *
 * `npm run bench` compiles the engine and this script with tsc (scripts/tsconfig.bench.json) and times the
 * JavaScript, as a package user runs it; `npm run bench:ts` times the TypeScript through tsx instead, whose
 * transform adds a call to every function it creates (keepNames).
 */
import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { Command, Option } from 'commander';
import { integerArg } from './lib/args.ts';
import { eventsPerSecond } from './lib/interceptor-scaling.ts';
import { forkTimes, midGamePositions, saveRestoreTimes } from './lib/fork-bench.ts';
import { SHORTCUT_TOKENS, shortcutMs } from './lib/shortcut-bench.ts';
import { LAYER_RULESETS, fullComputationTimes, layerPositions } from './lib/layers-bench.ts';
import { DEFAULT_RUN, RULESETS, rulesetNamed } from './lib/rulesets.ts';
import { alternate, otherBuildRuleset } from './lib/against-build.ts';
import { workersBench } from './lib/workers-bench.ts';
import { playAll } from './lib/play-all.ts';
import type { PlayableGame, Ruleset, RunOptions } from './lib/rulesets.ts';

const CONFIGS: Record<string, RunOptions> = {
  default: DEFAULT_RUN,
  lean: { objectActors: false, keepLog: false },
  fast: { objectActors: false, keepLog: false, mode: 'fast' },
};

const program = new Command()
  .name('bench')
  .description('Measure complete random games per second, decisions/s, events/s and heap per game (medians of several runs).')
  .option('--runs <n>', 'timed runs; each figure is their median', integerArg(1, 99), 5)
  .option('--games <n>', 'games in each run', integerArg(1), 100)
  .option('--warmup <n>', 'games played first and not timed, at least', integerArg(0), 30)
  .option('--warmup-seconds <n>', 'and at least this long (the JIT settles by then: the full pool took about 10 s)', integerArg(0, 600), 10)
  .option('--seed <n>', 'seed of the first game of each run', integerArg(0, 2 ** 31 - 1), 1)
  .addOption(new Option('--config <name>', 'runtime configuration (default: all three; with --json: default)').choices(Object.keys(CONFIGS)))
  .addOption(new Option('--ruleset <name>', 'the rules and decks to play').choices(Object.keys(RULESETS)).default('magic'))
  .option('--json', 'print exactly one JSON line: gamesPerSecond, decisionsPerSecond, eventsPerSecond, heapBytesPerGame')
  .option('--interceptors', 'instead: events/s with 10 and with 1,000 permanents whose interceptors watch other event types, and their ratio')
  .option('--forks', 'instead: a mid-game fork and a save + restore, in microseconds (medians)')
  .option('--shortcut', 'instead: a loop shortcut making 1,000,000 Splinter Twin tokens through game.submit, in milliseconds (median)')
  .option('--layers', 'instead: one full computation of the characteristics (CR 613) on mid-game positions of --ruleset (magic or magic-full-pool), in microseconds (the median, and the slowest position)')
  .option('--against <dir>', 'instead: this build against another compiled bench (another checkout\'s node_modules/.cache/hyperdraft-bench) in one process, in alternating batches of the same games (fast mode unless --config; --games a batch, 20 unless given)')
  .option('--batches <n>', 'with --against: pairs of batches; the ratio printed is the median of theirs', integerArg(1, 10_000), 40)
  .option('--workers <n>', 'instead: games/s on n worker threads against one (simulate --workers), in --runs rounds (10 unless given) of the same --games games (1,000 unless given) alternating between one thread and all n, after a warm-up on all of them; the median of the rounds\' ratios (fast mode unless --config; run with V8\'s collector on the allocating thread, as npm run simulate)', integerArg(2, 64))
  .showHelpAfterError('(run with --help for the options)')
  .parse();
const opts = program.opts<{ runs: number; games: number; warmup: number; warmupSeconds: number; seed: number; config?: string; ruleset: string; json?: boolean; interceptors?: boolean; forks?: boolean; shortcut?: boolean; layers?: boolean; against?: string; batches: number; workers?: number }>();

/** A full garbage collection: node's own with --expose-gc (npm run bench passes it), else one switched on here. */
function collector(): () => void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const gc = collector();

/** The value a fraction `f` of the way up a sorted list (a quartile: 0.25, 0.75). */
const quantile = (sorted: readonly number[], f: number): number => sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))]!;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Figures { gamesPerSecond: number; decisionsPerSecond: number; eventsPerSecond: number; heapBytesPerGame: number; cpuGamesPerSecond: number; runs: number[] }

/** Heap kept alive by one finished game, averaged over `n` games held at once. */
function heapPerGame(ruleset: Ruleset, run: RunOptions, first: number, n: number): number {
  gc(); gc();
  const before = process.memoryUsage().heapUsed;
  const held: PlayableGame[] = [];
  for (let i = 0; i < n; i++) {
    const g = ruleset.randomGame(first + i, run);
    g.start();
    g.run();
    held.push(g);
  }
  gc(); gc();
  const after = process.memoryUsage().heapUsed;
  for (const g of held) g.dispose();
  return Math.max(0, (after - before) / n);
}

/** Warm-up: at least --warmup games and --warmup-seconds, so that a configuration is timed in a settled process. */
function warmUp(ruleset: Ruleset, run: RunOptions): void {
  // With a fixed count alone, the first configuration measured was still being compiled: its runs rose.
  const until = performance.now() + opts.warmupSeconds * 1000;
  for (let played = 0; played < opts.warmup || performance.now() < until; played += 10) playAll(ruleset, run, opts.seed + 1_000_000 + played, 10);
}

/**
 * Time every configuration: each is warmed up, then their runs alternate (run 1 of each, then run 2 of each...),
 * so that all see the same process (heap, compiled code) and the same spells of a busy host.
 */
function measureAll(ruleset: Ruleset, names: string[]): Figures[] {
  for (const name of names) warmUp(ruleset, CONFIGS[name]!);
  const samples = names.map(() => ({ games: [] as number[], decisions: [] as number[], events: [] as number[], cpu: [] as number[] }));
  // No forced collection before a run: right after one, V8 has shrunk the heap and the run pays to regrow it.
  for (let r = 0; r < opts.runs; r++) {
    names.forEach((name, i) => {
      const x = samples[i]!;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const done = playAll(ruleset, CONFIGS[name]!, opts.seed, opts.games);
      const seconds = (performance.now() - t0) / 1000;
      const c1 = process.cpuUsage(c0);
      x.games.push(opts.games / seconds);
      x.decisions.push(done.decisions / seconds);
      x.events.push(done.events / seconds);
      x.cpu.push(opts.games / ((c1.user + c1.system) / 1e6));
      if (!opts.json) process.stderr.write(`  ${name} run ${r + 1}/${opts.runs}: ${x.games[r]!.toFixed(1)} games/s\n`);
    });
  }
  return samples.map((x) => ({
    gamesPerSecond: median(x.games), decisionsPerSecond: median(x.decisions), eventsPerSecond: median(x.events),
    heapBytesPerGame: 0, cpuGamesPerSecond: median(x.cpu), runs: x.games,
  }));
}

/** Interceptor scaling: 10 and 1,000 permanents, their runs alternating after a warm-up; medians and their ratio. */
function interceptorScaling(): void {
  const sizes = [10, 1000];
  const events = 200_000;
  for (let i = 0; i < 2; i++) for (const n of sizes) eventsPerSecond(n, events, gc);
  const runs = sizes.map(() => [] as number[]);
  for (let r = 0; r < opts.runs; r++) sizes.forEach((n, i) => runs[i]!.push(eventsPerSecond(n, events, gc)));
  const [small, large] = runs.map(median) as [number, number];
  if (opts.json) { console.log(JSON.stringify({ eventsPerSecond10: small, eventsPerSecond1000: large, ratio: large / small })); return; }
  console.log(`interceptor scaling (tap, untap and life events; permanents whose interceptors watch create_token and counter), medians of ${opts.runs} runs:`);
  sizes.forEach((n, i) => console.log(`  ${String(n).padStart(5)} permanents  ${median(runs[i]!).toLocaleString('en-US', { maximumFractionDigits: 0 }).padStart(12)} events/s   (runs: ${runs[i]!.map((x) => Math.round(x)).join(', ')})`));
  console.log(`  ratio 1,000 / 10: ${(large / small).toFixed(2)}`);
}

if (opts.interceptors) {
  interceptorScaling();
  process.exit(0);
}

/** Forks and saves of mid-game positions (built-in decks, fast mode, 120 decisions in): medians of every call, after a warm-up. */
function forksAndSaves(): void {
  const positions = midGamePositions(opts.seed, 20, 120);
  forkTimes(positions, 50); saveRestoreTimes(positions, 10); saveRestoreTimes(positions, 10, true);
  const fork = median(forkTimes(positions, 200));
  const save = median(saveRestoreTimes(positions, 40));
  const long = median(saveRestoreTimes(positions, 40, true));
  if (opts.json) { console.log(JSON.stringify({ forkMicroseconds: fork, saveRestoreMicroseconds: save, longSaveRestoreMicroseconds: long })); return; }
  console.log(`forks and saves of ${positions.length} mid-game positions (built-in decks, fast mode, 120 decisions in), medians:`);
  console.log(`  fork (game.fork: a game to play on independently)   ${fork.toFixed(1).padStart(8)} µs`);
  console.log(`  save + restore (game.save(), compact; restoreGame) ${save.toFixed(1).padStart(8)} µs`);
  console.log(`  save + restore (JSON.stringify(state); restoreGame) ${long.toFixed(1).padStart(7)} µs`);
}

if (opts.forks) {
  forksAndSaves();
  process.exit(0);
}

/** A loop shortcut of a million Splinter Twin tokens (scripts/lib/shortcut-bench.ts): a warm-up of a thousand, then --runs runs. */
function shortcutFigures(): void {
  shortcutMs(gc, 1000);
  const runs = Array.from({ length: opts.runs }, () => shortcutMs(gc));
  const ms = median(runs.map((r) => r.ms));
  const cpu = median(runs.map((r) => r.cpuMs));
  if (opts.json) { console.log(JSON.stringify({ shortcutMs: ms, shortcutCpuMs: cpu, tokens: SHORTCUT_TOKENS })); return; }
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(`loop shortcut, ${n(SHORTCUT_TOKENS)} Splinter Twin tokens: ${n(ms)} ms median (runs: ${runs.map((r) => n(r.ms)).join(', ')}; CPU ${n(cpu)} ms median; game.submit with an actor per permanent)`);
}

if (opts.shortcut) {
  shortcutFigures();
  process.exit(0);
}

/**
 * Full computations of the characteristics on 40 mid-game positions: a warm-up, then --runs rounds; the median of every
 * position's mean, and the slowest position (each position's median over the rounds): a board whose effects of one
 * layer may depend on each other (CR 613.8) costs several times a plain one.
 */
function layerFigures(): void {
  if (!LAYER_RULESETS[opts.ruleset]) program.error(`error: --layers measures ${Object.keys(LAYER_RULESETS).join(' or ')}, not ${opts.ruleset} (its rules have no layers)`);
  const positions = layerPositions(opts.ruleset, opts.seed, 40, 600);
  const permanents = positions.reduce((n, g) => n + g.state.battlefield.length, 0) / positions.length;
  fullComputationTimes(positions, 300);
  const times = Array.from({ length: opts.runs }, () => fullComputationTimes(positions, 100));
  const rounds = times.map(median);
  const us = median(rounds);
  const slowest = Math.max(...positions.map((_, i) => median(times.map((t) => t[i]!))));
  if (opts.json) { console.log(JSON.stringify({ fullComputationMicroseconds: us, slowestPositionMicroseconds: slowest, permanents, positions: positions.length })); return; }
  console.log(`full computations of the characteristics (CR 613), ${positions.length} mid-game positions of ${opts.ruleset} (${permanents.toFixed(1)} permanents on average, 600 decisions in): ${us.toFixed(1)} µs median (rounds: ${rounds.map((r) => r.toFixed(1)).join(', ')}); the slowest position ${slowest.toFixed(1)} µs`);
}

if (opts.layers) {
  layerFigures();
  process.exit(0);
}

/**
 * This build against another (scripts/lib/against-build.ts): the median of the pairs' speed ratios and its quartiles,
 * both builds' games/s over all their batches, and whether they played the same games.
 */
async function againstOther(dir: string): Promise<void> {
  const config = opts.config ?? 'fast';
  const games = program.getOptionValueSource('games') === 'default' ? 20 : opts.games;
  const other = await otherBuildRuleset(dir, opts.ruleset);
  const mine = rulesetNamed(opts.ruleset);
  const r = alternate(mine, other, { run: CONFIGS[config]!, batches: opts.batches, games, seed: opts.seed, warmupSeconds: opts.warmupSeconds });
  const at = (f: number): number => quantile(r.ratios, f);
  const ratio = median(r.ratios);
  if (opts.json) {
    console.log(JSON.stringify({ ratio, ratioQ1: at(0.25), ratioQ3: at(0.75), gamesPerSecond: r.thisGamesPerSecond, otherGamesPerSecond: r.otherGamesPerSecond, sameGames: r.sameGames }));
    return;
  }
  console.log(`bench: ${mine.description}, ${config}: this build against ${dir}; ${opts.batches} pairs of batches of ${games} games (seeds ${opts.seed}–${opts.seed + opts.batches * games - 1}), alternating in one process after ${opts.warmupSeconds} s of warm-up`);
  console.log(`  speed of this build over the other's: median ${ratio.toFixed(3)} of the pairs (quartiles ${at(0.25).toFixed(3)}–${at(0.75).toFixed(3)})`);
  console.log(`  this build ${r.thisGamesPerSecond.toFixed(1)} games/s, the other ${r.otherGamesPerSecond.toFixed(1)} games/s (all batches)`);
  console.log(r.sameGames ? '  the same games: every batch took as many decisions and events in both builds' : '  other games: some batch took a different number of decisions or events (the builds play differently)');
}

if (opts.against !== undefined) {
  try {
    await againstOther(opts.against);
  } catch (e) {
    program.error(`error: ${(e as Error).message}`);
  }
  process.exit(0);
}

/**
 * N worker threads against one (scripts/lib/workers-bench.ts): the median of the rounds' ratios and its quartiles,
 * games/s on one thread and on all, and whether they played the same games. Run, as `npm run simulate` is, with V8's
 * collector on the thread that allocates (`--single-threaded-gc`): the process starts itself again with it if need be
 * (its helper threads would otherwise take the cores from the threads playing, and give one thread alone a core's
 * worth of help for nothing).
 */
async function workersFigures(workers: number): Promise<void> {
  if (!process.execArgv.includes('--single-threaded-gc')) {
    const again = spawnSync(process.execPath, [...process.execArgv, '--single-threaded-gc', ...process.argv.slice(1)], { stdio: 'inherit' });
    process.exit(again.status ?? 1);
  }
  const config = opts.config ?? 'fast';
  const games = program.getOptionValueSource('games') === 'default' ? 1000 : opts.games;
  const rounds = program.getOptionValueSource('runs') === 'default' ? 10 : opts.runs;
  const r = await workersBench({ ruleset: opts.ruleset, run: CONFIGS[config]!, workers, rounds, games, seed: opts.seed, warmupSeconds: opts.warmupSeconds });
  const at = (f: number): number => quantile(r.ratios, f);
  const ratio = median(r.ratios);
  if (opts.json) {
    console.log(JSON.stringify({ workers, ratio, ratioQ1: at(0.25), ratioQ3: at(0.75), oneGamesPerSecond: r.oneGamesPerSecond, gamesPerSecond: r.allGamesPerSecond, sameGames: r.sameGames, startSeconds: r.startSeconds }));
    return;
  }
  console.log(`bench: ${rulesetNamed(opts.ruleset).description}, ${config}: ${workers} worker threads against one; ${rounds} rounds of ${games} games (seeds ${opts.seed}–${opts.seed + games - 1}) on one thread then on all, or the other way round, after ${opts.warmupSeconds} s of warm-up on every thread (the threads started in ${r.startSeconds.toFixed(2)} s)`);
  console.log(`  ${workers} threads over one: median ${ratio.toFixed(3)} of the rounds (quartiles ${at(0.25).toFixed(3)}–${at(0.75).toFixed(3)}; rounds: ${r.ratios.map((x) => x.toFixed(2)).join(', ')})`);
  console.log(`  one thread ${r.oneGamesPerSecond.toFixed(1)} games/s, ${workers} threads ${r.allGamesPerSecond.toFixed(1)} games/s (all rounds)`);
  console.log(r.sameGames ? `  the same games: every game came out the same on one thread and on ${workers}` : `  other games: some game came out differently on one thread and on ${workers}`);
}

if (opts.workers !== undefined) {
  await workersFigures(opts.workers);
  process.exit(0);
}

const ruleset = rulesetNamed(opts.ruleset);
const names = opts.config ? [opts.config] : opts.json ? ['default'] : Object.keys(CONFIGS);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

if (!opts.json) {
  console.log(`bench: ${ruleset.description}; ${opts.runs} runs of ${opts.games} games (seeds ${opts.seed}–${opts.seed + opts.games - 1}) after at least ${opts.warmup} warm-up games and ${opts.warmupSeconds} s; medians`);
}
// Every timed run first, then the heap (its forced collections would slow the runs after them).
const figures = measureAll(ruleset, names);
names.forEach((name, i) => { figures[i]!.heapBytesPerGame = heapPerGame(ruleset, CONFIGS[name]!, opts.seed, Math.min(opts.games, 50)); });
for (const [i, name] of names.entries()) {
  const f = figures[i]!;
  if (opts.json) {
    console.log(JSON.stringify({ gamesPerSecond: f.gamesPerSecond, decisionsPerSecond: f.decisionsPerSecond, eventsPerSecond: f.eventsPerSecond, heapBytesPerGame: Math.round(f.heapBytesPerGame) }));
    continue;
  }
  const flags = Object.entries(CONFIGS[name]!).map(([k, v]) => (typeof v === 'string' ? `${k} ${v}` : `${k} ${v ? 'on' : 'off'}`)).join(', ');
  console.log(`${name} (${flags}):`);
  console.log(`  games/s      ${fmt(f.gamesPerSecond, 1).padStart(12)}   (runs: ${f.runs.map((x) => x.toFixed(1)).join(', ')}; per CPU-second: ${fmt(f.cpuGamesPerSecond, 1)})`);
  console.log(`  decisions/s  ${fmt(f.decisionsPerSecond).padStart(12)}`);
  console.log(`  events/s     ${fmt(f.eventsPerSecond).padStart(12)}`);
  console.log(`  heap/game    ${fmt(f.heapBytesPerGame / 1024, 1).padStart(9)} KiB`);
}
