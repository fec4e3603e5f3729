/**
 * Replaying a checked replay file: the game set up again with seats that play the recorded decisions, its log
 * kept, and its final state's hash compared with the file's. Nothing is printed here: the caller prints the log
 * only when the replay holds.
 */
import { DecisionFeed, PolicyError, ReplayDivergence, replayingPolicy } from '../../../actors/index.ts';
import { ReplayFileError, type ReplayProblem } from './errors.ts';
import type { Replay } from './format.ts';
import { stateHash } from './hash.ts';
import { REPLAY_RULESET, resolveDecks, type PlayDeck, type ReplayGame, type Seating } from './rulesets.ts';

/** A replay that held: the game's log lines and its final state's hash (the same as the file's). */
export interface Replayed { lines: string[]; hash: string; decisions: number }

/**
 * The decks of a checked replay and the problems of its decisions that can be seen without playing (an action
 * of another ruleset): a ReplayFileError if any.
 */
function playable(replay: Replay, file: string): PlayDeck[] {
  const ruleset = REPLAY_RULESET[replay.ruleset];
  const problems: ReplayProblem[] = [];
  const decks = resolveDecks(ruleset, replay.decks, problems);
  replay.decisions.forEach((d, i) => {
    if ('a' in d) {
      const type = (d.a as { type: string }).type;
      if (!ruleset.actionTypes.includes(type)) problems.push({ path: `decisions[${i}].a.type`, message: `"${type}" is not an action of ${ruleset.name} (${ruleset.actionTypes.join(', ')}): is this a replay of another ruleset?` });
      else if ((d.a as { player: number }).player !== d.p) problems.push({ path: `decisions[${i}].a.player`, message: `the action is player ${(d.a as { player: number }).player}'s, but the decision is seat ${d.p}'s` });
    }
  });
  if (problems.length || !decks) throw new ReplayFileError(file, problems.slice(0, 10));
  return decks;
}

/**
 * Replay `replay` (read and checked by readReplay): a ReplayFileError names the decision that is not the one the
 * game asks for or is not legal at its point, decisions left over, or a final state whose hash differs.
 * @example const { lines, hash } = runReplay(readReplay('magic-7.json'), 'magic-7.json'); console.log(lines.join('\n'));
 */
export function runReplay(replay: Replay, file: string): Replayed {
  const ruleset = REPLAY_RULESET[replay.ruleset];
  const decks = playable(replay, file);
  const feed = new DecisionFeed(replay.decisions);
  const seating: Seating = (bots) => bots.map((_, seat) => replayingPolicy(feed, seat));
  const lines: string[] = [];
  let game: ReplayGame | null = null;
  try {
    game = ruleset.game(replay.seed, decks, seating, replay.options);
    const g = game;
    lines.push(...ruleset.header(g, replay.seed));
    const sub = g.bus.events$.subscribe((e) => { const line = ruleset.line(g.state, e); if (line !== null) lines.push(line); });
    g.start();
    // One step a top-level decision; stop when the recorded decisions are all played (a game the recorder stopped
    // before its end stops there too).
    while (feed.left > 0 && g.step());
    sub.unsubscribe();
    lines.push(...ruleset.footer(g));
  } catch (e) {
    const cause = e instanceof PolicyError ? e.cause : e;
    if (cause instanceof ReplayDivergence) throw new ReplayFileError(file, [{ path: cause.index < replay.decisions.length ? `decisions[${cause.index}]` : 'decisions', message: cause.message }]);
    throw e;
  } finally {
    game?.dispose();
  }
  if (feed.left > 0) throw new ReplayFileError(file, [{ path: `decisions[${feed.taken}]`, message: `${feed.left} recorded decision(s) left over: the game ${game.state.result ? 'ended' : 'stopped'} after decision ${feed.taken - 1}` }]);
  const end = game.state;
  if (!end.result && replay.final.result && replay.decisions.length > 0) {
    const waits = end.pending ? `it waits for player ${end.pending.player}'s ${end.pending.kind} decision on turn ${end.turn}` : `it is on turn ${end.turn}`;
    throw new ReplayFileError(file, [{ path: 'decisions', message: `the ${replay.decisions.length} recorded decisions end before the game does: ${waits}, but the recorded game ended on turn ${replay.final.turn}` }]);
  }
  const hash = stateHash(game.state);
  if (hash !== replay.final.hash) {
    const s = game.state;
    const was = replay.final.result;
    const differs = was === null ? '' : !s.result ? `; the recorded game ended on turn ${replay.final.turn}, the replay is not over on turn ${s.turn}` : s.result.winner !== was.winner || s.result.draw !== was.draw ? `; the recorded result was ${was.draw ? 'a draw' : `seat ${was.winner} winning`}, the replay's is ${s.result.draw ? 'a draw' : `seat ${s.result.winner} winning`}` : '';
    throw new ReplayFileError(file, [{ path: 'final.hash', message: `the replayed game's final state has hash ${hash}, not the recorded ${replay.final.hash}${differs}: the decisions, seed, decks or options were changed, or the rules have changed since it was recorded` }]);
  }
  return { lines, hash, decisions: feed.taken };
}
