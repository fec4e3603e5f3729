/** A session's game as a replay file: its whole decision log, a loaded save's decisions included. */
import { REPLAY_FORMAT, REPLAY_VERSION, stateHash, type Replay } from '../replay/index.ts';
import type { GameSession } from './session.ts';

/**
 * @example writeReplay('game.replay.json', replayOf(session))
 */
export function replayOf(session: GameSession): Replay {
  const save = session.save();
  const s = session.game.state;
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    ruleset: save.ruleset,
    seed: save.seed,
    decks: save.decks,
    options: save.options,
    policies: save.seats.map((seat) => seat.name),
    decisions: save.decisions,
    final: { hash: stateHash(s), turn: s.turn, result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null },
  };
}
