/**
 * Replays (issue 11 part 4): a game recorded in each ruleset replays to the same final state, with the same log
 * `npm start` prints; recording changes nothing of the game; `simulate --replays` writes files that replay.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordingPolicy, replayingPolicy, DecisionFeed } from '../../actors/index.ts';
import type { DecisionEntry } from '../../actors/index.ts';
import {
  REPLAY_RULESET, Recording, readReplay, recordRandomGame, replayFolder, runReplay, stateHash, writeReplay,
  type ReplayGame, type ReplayRuleset, type Seating,
} from '../../scripts/lib/replay/index.ts';
import { DEFAULT_RUN, playRandomGame, rulesetNamed } from '../../scripts/lib/rulesets.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const asIs: Seating = (bots) => bots;

/** Play a game of `ruleset` to its end with `seating`, keeping its log lines as `npm start` prints them. */
function played(ruleset: ReplayRuleset, seed: number, seating: Seating): { game: ReplayGame; lines: string[] } {
  const game = ruleset.game(seed, ruleset.standard(), seating, {});
  const lines = [...ruleset.header(game, seed)];
  game.bus.events$.subscribe((e) => { const l = ruleset.line(game.state, e); if (l !== null) lines.push(l); });
  game.start();
  while (game.step());
  lines.push(...ruleset.footer(game));
  return { game, lines };
}

// As the suite's limit (npm test): ten minutes a test, to catch a hang; nothing here depends on how fast the machine is.
describe('record and replay', { timeout: 600_000 }, () => {
  for (const [name, seed] of [['magic', 4], ['adventure', 1], ['pocket', 4]] as const) {
    it(`${name}: the replay prints the same log and ends in the same state (hash)`, () => {
      const ruleset = REPLAY_RULESET[name];
      const plain = played(ruleset, seed, asIs);
      const plainHash = stateHash(plain.game.state);
      plain.game.dispose();

      const rec = new Recording(ruleset, seed, ruleset.standard(), {});
      const recorded = played(ruleset, seed, rec.seating);
      const file = join(dir, `${name}-${seed}.json`);
      writeReplay(file, rec.replay(recorded.game));
      recorded.game.dispose();
      // Recording changes nothing of the game.
      expect(recorded.lines).toEqual(plain.lines);
      expect(rec.replay(recorded.game).final.hash).toBe(plainHash);
      expect(rec.log.some((d) => 'c' in d)).toBe(true);   // mid-action choices are in the log too
      expect(rec.log.some((d) => 'a' in d)).toBe(true);

      const replay = readReplay(file);
      expect(replay.decks).toEqual(ruleset.standard().map((d) => ({ name: d.name })));
      const out = runReplay(replay, file);
      expect(out.hash).toBe(plainHash);
      expect(out.lines).toEqual(plain.lines);
      expect(out.decisions).toBe(rec.log.length);
    });
  }

  it('a deck given by its cards is replayed from them', () => {
    const ruleset = REPLAY_RULESET.adventure;
    const decks = ruleset.standard().map((d, i) => ({ name: `Mine ${i}`, cards: [...d.cards].reverse() }));
    const rec = new Recording(ruleset, 9, decks, { maxTurns: 40 });
    const game = ruleset.game(9, decks, rec.seating, { maxTurns: 40 });
    game.start();
    while (game.step());
    const file = join(dir, 'adventure-own-decks.json');
    writeReplay(file, rec.replay(game));
    game.dispose();
    const replay = readReplay(file);
    expect(replay.decks[0]).toEqual({ name: 'Mine 0', cards: decks[0]!.cards });
    expect(replay.options).toEqual({ maxTurns: 40 });
    expect(runReplay(replay, file).hash).toBe(replay.final.hash);
  });

  it('an action the game refused (it played its default) is marked unlisted and replays the same', () => {
    const ruleset = REPLAY_RULESET.magic;
    // Seat 0 tries to play a card that does not exist at its first decision of each turn's main phase.
    const stubborn: Seating = (bots) => bots.map((b, seat) => (seat !== 0 ? b : {
      ...b,
      name: 'stubborn',
      act: (r) => (r.decision.kind === 'priority' && r.legal().length > 3 ? ({ type: 'play_land', player: 0, card: 99_999 } as unknown as ReturnType<typeof b.act>) : b.act(r)),
      choose: (c, q) => b.choose(c, q),
    }));
    const rec = new Recording(ruleset, 2, ruleset.standard(), {});
    const both: Seating = (bots) => rec.seating(stubborn(bots));
    const game = ruleset.game(2, ruleset.standard(), both, {});
    game.start();
    while (game.step());
    const file = join(dir, 'magic-unlisted.json');
    writeReplay(file, rec.replay(game));
    game.dispose();
    const unlisted = rec.log.filter((d) => d.unlisted);
    expect(unlisted.length).toBeGreaterThan(0);
    expect(unlisted.every((d) => 'a' in d && (d.a as { card: number }).card === 99_999)).toBe(true);
    const replay = readReplay(file);
    expect(runReplay(replay, file).hash).toBe(replay.final.hash);
  });

  it('an asynchronous policy is recorded when its answers come, and the game replays', async () => {
    const ruleset = REPLAY_RULESET.pocket;
    const log: DecisionEntry<unknown>[] = [];
    const later: Seating = (bots) => bots.map((b) => recordingPolicy({ name: `later ${b.name}`, async: true, act: async (r) => b.act(r), choose: async (c, q) => b.choose(c, q) }, log));
    const game = ruleset.game(5, ruleset.standard(), later, {}) as ReplayGame & { play(): Promise<unknown> };
    game.start();
    await game.play();
    const hash = stateHash(game.state);
    game.dispose();
    const feed = new DecisionFeed(log);
    const replayed = ruleset.game(5, ruleset.standard(), (bots) => bots.map((_, seat) => replayingPolicy(feed, seat)), {});
    replayed.start();
    while (replayed.step());
    expect(feed.left).toBe(0);
    expect(stateHash(replayed.state)).toBe(hash);
    replayed.dispose();
  });
});

describe('simulate --replays', { timeout: 600_000 }, () => {
  for (const [name, games] of [['magic', 2], ['magic-full-pool', 1], ['adventure', 2], ['pocket', 3]] as const) {
    it(`${name}: each simulated game is written as <ruleset>-<seed>.json, is the same game, and replays`, () => {
      const out = replayFolder(join(dir, `sim-${name}`));
      for (let seed = 30; seed < 30 + games; seed++) {
        const summary = recordRandomGame(name, seed, { ...DEFAULT_RUN, keepLog: false }, out);
        expect(summary).toEqual(playRandomGame(rulesetNamed(name), seed, { ...DEFAULT_RUN, keepLog: false }));
      }
      const files = readdirSync(out).sort();
      expect(files).toEqual(Array.from({ length: games }, (_, i) => `${name}-${30 + i}.json`).sort());
      for (const f of files) {
        const replay = readReplay(join(out, f));
        expect(runReplay(replay, f).hash).toBe(replay.final.hash);
      }
    });
  }
});

