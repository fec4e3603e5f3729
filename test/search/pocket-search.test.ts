/**
 * The Pokémon TCG Pocket search bot (actors/search/pocket-search.ts): it decides from its view only (the opponent's
 * hand and both decks are hidden, rules/pocket/view.ts), returns legal actions, plays the same game again for the
 * same seed, beats the random Pocket bot, and is the opponent `npm run play -- --ruleset pocket --human A` seats.
 * Budgets are playout counts, never time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { afterAll, describe, expect, it } from 'vitest';
import { PocketGame, newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import type { PocketDecisionRequest, PocketPolicy } from '../../actors/pocket/index.ts';
import { determinizePocket, evaluatePocket, pocketSearchPolicy, unseenCards } from '../../actors/search/index.ts';
import { clonePlain } from '../../rules/index.ts';
import { legalPocketActions, pocketInvariants, pocketViewOf } from '../../rules/pocket/index.ts';
import type { PocketAction, PocketGameState } from '../../rules/pocket/index.ts';
import { playArenaGame } from '../../scripts/lib/arena.ts';
import { builtInPocket } from '../../scripts/lib/pocket.ts';
import { readReplay, runReplay } from '../../scripts/lib/replay/index.ts';
import { defaultBot, isSearchName, searchPlays } from '../../scripts/lib/search-seating.ts';
import { drive } from '../terminal/drive.ts';

const { pool, decks } = builtInPocket();
const lists = decks.map((d) => d.cards);
const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-pocket-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A random game played to a main-step decision of player 0 from turn 5 on with at least three legal actions. */
function midGame(seed: number): PocketGame {
  const game = newPocketGame({ seed, decks, pool, policies: [randomPocketPolicy(seed), randomPocketPolicy(seed + 1)], keepLog: false, conditionActors: false });
  game.start();
  for (let i = 0; i < 2000 && !game.over; i++) {
    const p = game.pending()!;
    if (p.player === 0 && p.kind === 'main' && game.state.turn >= 5 && legalPocketActions(game.core, 0).length >= 3) return game;
    game.step();
  }
  throw new Error(`seed ${seed}: no position found`);
}

/** The request player 0's actor would be sent at the game's decision: its view, the pool, its legal actions. */
function requestOf(game: PocketGame): PocketDecisionRequest {
  const p = game.pending()!;
  const view = pocketViewOf(game.state, p.player);
  return { decision: p, view, cards: pool, card: (id) => view.objects[id]?.card ?? null, legal: () => legalPocketActions(game.core, p.player), active: view.pocket.players[p.player]!.active };
}

const names = (s: PocketGameState, ids: number[]) => ids.map((id) => s.objects[id]!.card);

describe('Pocket search bot: hidden information', () => {
  it('decides the same when the opponent\'s hand and both decks hold other cards than they really do', () => {
    const others = [...new Set(lists.flat())];
    for (const seed of [11, 12, 13]) {
      const game = midGame(seed);
      const swapped = clonePlain(game.state);
      const hidden = [...swapped.players[1]!.hand, ...swapped.players[1]!.library, ...swapped.players[0]!.library];
      hidden.forEach((id, i) => { swapped.objects[id]!.card = others[(i * 7 + seed) % others.length]!; });
      const twin = new PocketGame(swapped, { pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)], keepLog: false, conditionActors: false });
      expect(pocketViewOf(twin.state, 0)).toEqual(pocketViewOf(game.state, 0));
      expect(names(twin.state, hidden)).not.toEqual(names(game.state, hidden));
      const a = pocketSearchPolicy({ seed: 5, decks: lists, playouts: 16 }).act(requestOf(game));
      const b = pocketSearchPolicy({ seed: 5, decks: lists, playouts: 16 }).act(requestOf(twin));
      expect(b).toEqual(a);
      expect(legalPocketActions(game.core, 0)).toContainEqual(a);
      twin.dispose();
      game.dispose();
    }
  });

  it('a determinization keeps what the view shows and samples only unseen cards of the decklists into hidden zones', () => {
    const game = midGame(21);
    const view = pocketViewOf(game.state, 0);
    const state = determinizePocket(view, lists, xoroshiro128plus(3));
    expect(pocketViewOf(state, 0)).toEqual(view);
    const fork = new PocketGame(state, { pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)], keepLog: false, mode: 'fast' });
    expect(pocketInvariants(fork.core)).toEqual([]);
    const unseen = unseenCards(view, 1, lists[1]!).sort();
    expect(names(state, [...state.players[1]!.hand, ...state.players[1]!.library]).sort()).toEqual(unseen);
    expect(state.players[1]!.hand.length).toBe(game.state.players[1]!.hand.length);
    // The evaluation is a difference: what is good for one player is as bad for the other.
    expect(evaluatePocket(fork.core, 0)).toBeCloseTo(-evaluatePocket(fork.core, 1));
    fork.dispose();
    game.dispose();
  });
});

describe('Pocket search bot: play', () => {
  /** A search bot in seat 0 whose every action is checked against the legal ones and logged. */
  function checked(seed: number, log: PocketAction[], illegal: PocketAction[]): PocketPolicy {
    const bot = pocketSearchPolicy({ seed, decks: lists, playouts: 12 });
    return {
      name: bot.name,
      act(r) {
        const action = bot.act(r) as PocketAction;
        if (!r.legal().some((a) => JSON.stringify(a) === JSON.stringify(action))) illegal.push(action);
        log.push(action);
        return action;
      },
      choose: (c, r) => bot.choose(c, r),
    };
  }

  it('returns legal actions, and plays the same game again for the same seed', () => {
    const play = () => {
      const log: PocketAction[] = [];
      const illegal: PocketAction[] = [];
      const game = newPocketGame({ seed: 31, decks, pool, policies: [checked(8, log, illegal), randomPocketPolicy(9)], keepLog: false, conditionActors: false });
      game.start();
      game.run();
      const out = { log, illegal, result: game.state.result, turn: game.state.turn };
      game.dispose();
      return out;
    };
    const first = play();
    expect(first.result).not.toBeNull();
    expect(first.illegal).toEqual([]);
    expect(first.log.length).toBeGreaterThan(10);
    expect(play()).toEqual(first);
  }, 300_000);

  it('wins clearly more games than the random bot over 10 games, seats alternating', () => {
    const outcomes = Array.from({ length: 10 }, (_, i) => playArenaGame('search', 900, i, { playouts: 16 }, 'pocket').outcome);
    const wins = outcomes.filter((o) => o === 'win').length;
    const losses = outcomes.filter((o) => o === 'loss').length;
    expect(wins).toBeGreaterThanOrEqual(7);
    expect(wins).toBeGreaterThan(2 * losses);
  }, 300_000);
});

describe('npm run play -- --ruleset pocket --human A', () => {
  it('seats the Pocket search bot by default; an undo plays its decisions again the same; the replay holds', async () => {
    expect(defaultBot('pocket')).toBe('search');
    expect(searchPlays('pocket')).toBe(true);
    // A save names the seat by the policy: loading it seats the Pocket search bot again.
    expect(isSearchName(pocketSearchPolicy({ seed: 9, decks: lists }).name)).toBe(true);
    const file = join(dir, 'pocket.json');
    const s = await drive(['--human', 'A', '--ruleset', 'pocket', '--seed', '4', '--max-turns', '8', '--record', file], (_p, n) => (n === 6 ? 'undo' : ''));
    if (s.code !== 0) throw new Error(`play exited with ${s.code}: ${s.err}\n${s.out.slice(-2000)}`);
    expect(s.out).toContain('is played at this terminal; the other seat is a search bot.');
    expect(s.out).toContain('Taking back 1 decision(s) of A');
    expect(s.out).toMatch(/\nResult: |The game is a draw/);
    const replay = readReplay(file);
    expect(replay.policies).toEqual(['person A', 'search']);
    expect(runReplay(replay, file).hash).toBe(replay.final.hash);
  }, 600_000);
});
