/**
 * `npm run bench -- --against DIR`: this build and another build of the engine (another checkout's compiled bench,
 * DIR) in one process, timed in alternating batches of the same seeded games. On a shared, noisy host two runs of
 * the same build in two processes differ by a fifth; batches a second apart in one process see the same spells of a
 * busy host, so the ratio of each pair of batches is steady enough to see a few per cent.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { playAll } from './play-all.ts';
import type { Ruleset, RunOptions } from './rulesets.ts';

/** What the other build's scripts/lib/rulesets.js gives: its rulesets by name. */
interface OtherRulesets { rulesetNamed(name: string): Ruleset }

/**
 * The ruleset `name` of the build in `dir` (a folder holding scripts/lib/rulesets.js: what `npm run bench` compiles
 * into node_modules/.cache/hyperdraft-bench of a checkout). An error names the folder and what to do when it holds none.
 * @example const old = await otherBuildRuleset('../old/node_modules/.cache/hyperdraft-bench', 'magic');
 */
export async function otherBuildRuleset(dir: string, name: string): Promise<Ruleset> {
  const file = join(resolve(dir), 'scripts', 'lib', 'rulesets.js');
  if (!existsSync(file)) {
    throw new Error(`--against ${dir}: no compiled bench there (${file} is missing); run \`npm run bench\` once in the other checkout and pass its node_modules/.cache/hyperdraft-bench`);
  }
  const mod = await import(pathToFileURL(file).href) as Partial<OtherRulesets>;
  if (typeof mod.rulesetNamed !== 'function') throw new Error(`--against ${dir}: ${file} has no rulesetNamed; is it a compiled Hyperdraft bench?`);
  return mod.rulesetNamed(name);
}

/** How the batches run. */
export interface AlternateOptions { run: RunOptions; batches: number; games: number; seed: number; warmupSeconds: number }

/** What the batches measured: each pair's speed ratio (this build's games/s over the other's), totals, and whether the games were the same. */
export interface Alternated {
  /** This build's speed over the other's, one ratio a pair of batches (sorted). */
  ratios: number[];
  thisGamesPerSecond: number;
  otherGamesPerSecond: number;
  /** As many decisions and events in every batch of both builds (the same games, as a change that keeps the rules must play). */
  sameGames: boolean;
}

/** A batch: its milliseconds, and the decisions and events of its games (playAll). */
interface Batch { ms: number; decisions: number; events: number }

function batch(ruleset: Ruleset, run: RunOptions, first: number, n: number): Batch {
  const t0 = performance.now();
  const done = playAll(ruleset, run, first, n);
  return { ms: performance.now() - t0, ...done };
}

/**
 * Warm both builds up for `warmupSeconds`, then play `batches` pairs of batches of the same games, which build goes
 * first alternating from pair to pair.
 * @example const r = alternate(thisRuleset, otherRuleset, { run: fast, batches: 40, games: 20, seed: 1, warmupSeconds: 10 });
 */
export function alternate(mine: Ruleset, other: Ruleset, o: AlternateOptions): Alternated {
  const until = performance.now() + o.warmupSeconds * 1000;
  for (let first = o.seed + 1_000_000; performance.now() < until; first += o.games) { batch(mine, o.run, first, o.games); batch(other, o.run, first, o.games); }
  const ratios: number[] = [];
  let mineMs = 0;
  let otherMs = 0;
  let sameGames = true;
  for (let b = 0; b < o.batches; b++) {
    const first = o.seed + b * o.games;
    // Which goes first alternates: neither always follows the other's garbage.
    let m: Batch;
    let t: Batch;
    if (b % 2 === 0) { m = batch(mine, o.run, first, o.games); t = batch(other, o.run, first, o.games); }
    else { t = batch(other, o.run, first, o.games); m = batch(mine, o.run, first, o.games); }
    ratios.push(t.ms / m.ms);
    mineMs += m.ms;
    otherMs += t.ms;
    if (m.decisions !== t.decisions || m.events !== t.events) sameGames = false;
  }
  const played = o.batches * o.games;
  return { ratios: ratios.sort((a, b) => a - b), thisGamesPerSecond: played / (mineMs / 1000), otherGamesPerSecond: played / (otherMs / 1000), sameGames };
}
