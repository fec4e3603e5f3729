/** Recording a game as a replay: seats that log every decision, and the file written when the game is over. */
import { statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { recordingPolicy } from '../../../actors/index.ts';
import type { DecisionEntry } from '../../../actors/index.ts';
import { stateHash } from './hash.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, type Replay, type ReplayOptions } from './format.ts';
import { deckSpec, type PlayDeck, type ReplayGame, type ReplayRuleset, type Seating } from './rulesets.ts';

/**
 * A game being recorded: `seating` wraps the bots in recorders that share one log; `replay()` makes the file's
 * content once the game is over (or stopped).
 * @example
 * const rec = new Recording(REPLAY_RULESET.magic, 7, decks, {});
 * const game = REPLAY_RULESET.magic.game(7, decks, rec.seating, {}); game.start(); game.run();
 * writeReplay('magic-7.json', rec.replay(game));
 */
export class Recording {
  readonly log: DecisionEntry<unknown>[] = [];
  private names: string[] = [];
  constructor(readonly ruleset: ReplayRuleset, readonly seed: number, readonly decks: PlayDeck[], readonly options: ReplayOptions) {}

  readonly seating: Seating = (bots) => {
    this.names = bots.map((b) => b.name);
    return bots.map((b) => recordingPolicy(b, this.log));
  };

  /** The replay of the game as it stands. */
  replay(game: ReplayGame): Replay {
    const s = game.state;
    return {
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      ruleset: this.ruleset.name,
      seed: this.seed,
      decks: this.decks.map((d) => deckSpec(this.ruleset, d)),
      options: { ...this.options },
      policies: [...this.names],
      decisions: this.log,
      final: { hash: stateHash(s), turn: s.turn, result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null },
    };
  }
}

/**
 * Write a replay as JSON, one decision a line (compact, and a diff shows which decision changed).
 * @example writeReplay('replays/magic-7.json', recording.replay(game))
 */
export function writeReplay(path: string, replay: Replay): void {
  const { decisions, ...head } = replay;
  const body = JSON.stringify({ ...head, decisions: [] }, null, 2);
  const lines = decisions.map((d) => `    ${JSON.stringify(d)}`).join(',\n');
  writeFileSync(path, decisions.length ? body.replace('"decisions": []', () => `"decisions": [\n${lines}\n  ]`) : body);
}

/**
 * Why a replay cannot be written to `path` (a folder, a folder that does not exist), or null: checked before a
 * game is played for it.
 * @example unwritable('no/such/folder/game.json') // 'its folder no/such/folder does not exist'
 */
export function unwritable(path: string): string | null {
  const kind = (p: string) => { try { return statSync(p).isDirectory() ? 'folder' : 'file'; } catch { return null; } };
  if (kind(path) === 'folder') return 'is a folder; give a file name';
  const folder = dirname(path);
  return kind(folder) === 'folder' ? null : `its folder ${folder} does not exist`;
}
