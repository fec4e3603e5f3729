/** `simulate --replays DIR`: a simulated game played as `playRandomGame` plays it, recorded to a replay file. */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DECISION_CAP, rulesetNamed, type GameSummary, type RunOptions } from '../rulesets.ts';
import { REPLAY_RULESET, type PlayDeck, type ReplayGame, type ReplayRuleset } from './rulesets.ts';
import { Recording, writeReplay } from './record.ts';

/**
 * The replay ruleset and decks of a simulate ruleset: magic, adventure and pocket with their standard decks; a
 * variant of Magic (`magic-full-pool`, free-for-alls) or of Pocket (`pocket-meta`) with its decks, found among that
 * ruleset's built-in decks by name.
 */
function recordable(name: string): { ruleset: ReplayRuleset; decks: PlayDeck[] } {
  if (name === 'magic' || name === 'adventure' || name === 'pocket') return { ruleset: REPLAY_RULESET[name], decks: REPLAY_RULESET[name].standard() };
  const base = name.startsWith('pocket') ? 'pocket' : 'magic';
  const builtIn = REPLAY_RULESET[base].builtIn();
  const decks = rulesetNamed(name).deckNames().map((n) => builtIn.find((d) => d.name === n));
  if (!name.startsWith(base) || decks.some((d) => d === undefined)) throw new Error(`simulate --replays: the ${name} ruleset cannot be recorded (its decks are not built-in decks of magic, adventure or pocket)`);
  return { ruleset: REPLAY_RULESET[base], decks: decks as PlayDeck[] };
}

/**
 * The folder replays go to, made if need be; an Error that says why when it cannot be.
 * @example replayFolder('replays') // 'replays'
 */
export function replayFolder(dir: string): string {
  try {
    if (!statSync(dir).isDirectory()) throw new Error(`simulate --replays: ${dir} is a file, not a folder`);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    mkdirSync(dir, { recursive: true });
  }
  return dir;
}

/**
 * The replay file of a simulated game: `<dir>/<ruleset>-<seed>.json`.
 * @example replayPath('replays', 'pocket', 7) // 'replays/pocket-7.json'
 */
export const replayPath = (dir: string, ruleset: string, seed: number): string => join(dir, `${ruleset}-${seed}.json`);

/**
 * Play the seeded random game of `ruleset` (the same game as simulate and `npm start` play for that seed), write
 * its replay into `dir`, and summarise it; `check` (simulate --check) runs after every decision.
 * @example recordRandomGame('magic', 7, DEFAULT_RUN, 'replays').winner
 */
export function recordRandomGame(name: string, seed: number, options: RunOptions, dir: string, check?: (game: ReplayGame) => void): GameSummary {
  const { ruleset, decks } = recordable(name);
  const recording = new Recording(ruleset, seed, decks, {});
  const game = ruleset.game(seed, decks, recording.seating, {}, { objectActors: options.objectActors, keepLog: options.keepLog });
  try {
    game.start();
    check?.(game);
    for (let i = 0; i < DECISION_CAP && game.step(); i++) check?.(game);
    writeReplay(replayPath(dir, name, seed), recording.replay(game));
    const r = game.state.result;
    return { seed, winner: r && !r.draw ? r.winner : null, draw: !!r?.draw, finished: r !== null, turns: game.state.turn, decisions: game.decisions, events: game.state.eventCount };
  } finally {
    game.dispose();
  }
}
