/**
 * The search bot (actors/search): it decides from its view only (CR 400.2: hidden zones stay hidden), returns legal
 * actions, decides the same for the same seed, and beats the random bot. Budgets are playout counts, never time.
 */
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Game, decisionRequest, newGame, randomPolicy } from '../../actors/index.ts';
import type { DecisionRequest, Policy } from '../../actors/index.ts';
import { adventureSearchPolicy, candidateActions, determinize, searchPolicy, unseenCards } from '../../actors/search/index.ts';
import { AdventureGame, adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import { adventureViewOf, type AdventureState } from '../../rules/adventure/index.ts';
import { clonePlain, legalActions, legalLandPlays, stateProblems, viewOf } from '../../rules/index.ts';
import type { GameState, PlayerAction } from '../../rules/index.ts';
import { builtInAdventure, builtInMagic } from '../../scripts/lib/decks.ts';
import { playArenaGame } from '../../scripts/lib/arena.ts';
import { runReplay } from '../../scripts/lib/replay/index.ts';
import { playAtTerminal, scriptedPrompter } from '../../scripts/lib/terminal/index.ts';

const { pool, decks } = builtInMagic();
const lists = decks.map((d) => d.cards);

/** A random game played to the first priority decision of player 0 in their main phase with a spell to cast (several legal actions, not only land plays). */
function midGame(seed: number): Game {
  const game = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed), randomPolicy(seed + 1)], keepLog: false, objectActors: false });
  game.start();
  for (let i = 0; i < 5000 && !game.over; i++) {
    const p = game.pending()!;
    const s = game.state;
    const choice = p.player === 0 && p.kind === 'priority' && s.active === 0 && s.step === 'precombat_main' && s.turn >= 5 && s.stack.length === 0;
    if (choice && legalLandPlays(game.core, 0).length === 0 && legalActions(game.core, 0).filter((a) => a.type === 'cast').length >= 2) return game;
    game.step();
  }
  throw new Error(`seed ${seed}: no position found`);
}

function requestOf(game: Game): DecisionRequest {
  const p = game.pending()!;
  return decisionRequest(game.core, p, () => legalActions(game.core, p.player), () => legalLandPlays(game.core, p.player));
}

const names = (s: GameState, ids: number[]) => ids.map((id) => s.objects[id]!.card);

describe('search bot: hidden information', () => {
  it('decides the same when the opponent\'s hand and both libraries hold other cards than they really do (CR 400.2, 401.2, 402.3)', () => {
    for (const seed of [11, 12, 13]) {
      const game = midGame(seed);
      // The same public position, with every hidden card changed: the opponent's hand and both libraries.
      const swapped = clonePlain(game.state);
      const hidden = [...swapped.players[1]!.hand, ...swapped.players[1]!.library, ...swapped.players[0]!.library];
      const others = ['Colossal Dreadmaw', 'Serra Angel', 'Counterspell', 'Lightning Bolt'];
      hidden.forEach((id, i) => { swapped.objects[id]!.card = others[i % others.length]!; });
      const twin = new Game(swapped, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)], keepLog: false, objectActors: false });
      expect(viewOf(twin.state, 0)).toEqual(viewOf(game.state, 0));
      expect(names(twin.state, twin.state.players[1]!.hand)).not.toEqual(names(game.state, game.state.players[1]!.hand));
      const a = searchPolicy({ seed: 5, decks: lists, playouts: 12 }).act(requestOf(game));
      const b = searchPolicy({ seed: 5, decks: lists, playouts: 12 }).act(requestOf(twin));
      expect(b).toEqual(a);
      twin.dispose();
      game.dispose();
    }
  }, 120_000);

  it('a determinization keeps what the view shows and samples only unseen cards of the decklists into hidden zones', () => {
    const game = midGame(21);
    const view = viewOf(game.state, 0);
    const state = determinize(view, lists, xoroshiro128plus(3));
    expect(stateProblems(clonePlain(state), { cards: pool })).toEqual([]);
    expect(viewOf(state, 0).players.map((p) => [p.life, p.handSize, p.librarySize, p.hand, p.graveyard])).toEqual(view.players.map((p) => [p.life, p.handSize, p.librarySize, p.hand, p.graveyard]));
    expect(state.battlefield).toEqual(view.battlefield);
    for (const id of state.battlefield) expect(state.objects[id]!.card).toBe(view.objects[id]!.card);
    // The opponent's hand and library together are a sample of the cards of their deck not seen.
    const unseen = unseenCards(view, 1, lists[1]!).sort();
    const sampled = names(state, [...state.players[1]!.hand, ...state.players[1]!.library]).sort();
    expect(sampled).toEqual(unseen);
    game.dispose();
  });
});

/**
 * Whether `action` is one of the listed legal actions, or a declaration of several attackers or blockers each of which
 * is listed alone (CR 508.1, 509.1: the engine lists single attackers and blockers, and accepts any legal set).
 */
function listedOrCombined(action: PlayerAction, legal: PlayerAction[]): boolean {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  if (legal.some((a) => same(a, action))) return true;
  if (action.type === 'attack') {
    const ids = action.attackers.map((a) => a.id);
    return new Set(ids).size === ids.length && action.attackers.every((one) => legal.some((a) => a.type === 'attack' && a.attackers.length === 1 && same(a.attackers[0], one)));
  }
  if (action.type === 'block') {
    const ids = action.blockers.map((b) => b.id);
    return new Set(ids).size === ids.length && action.blockers.every((one) => legal.some((a) => a.type === 'block' && a.blockers.length === 1 && same(a.blockers[0], one)));
  }
  return false;
}

describe('search bot: candidates', () => {
  it('adds declarations of several blockers made of the listed single blocks, each creature blocking once (CR 509.1a)', () => {
    const legal: PlayerAction[] = [
      { type: 'block', player: 1, blockers: [] },
      { type: 'block', player: 1, blockers: [{ id: 10, blocks: 1 }] },
      { type: 'block', player: 1, blockers: [{ id: 10, blocks: 2 }] },
      { type: 'block', player: 1, blockers: [{ id: 11, blocks: 1 }] },
      { type: 'block', player: 1, blockers: [{ id: 11, blocks: 2 }] },
      { type: 'block', player: 1, blockers: [{ id: 12, blocks: 2 }] },
    ];
    const out = candidateActions(legal, xoroshiro128plus(4), 16, 8);
    expect(out.slice(0, legal.length)).toEqual(legal);
    expect(out.some((a) => a.type === 'block' && a.blockers.length >= 2)).toBe(true);
    for (const a of out) expect(listedOrCombined(a, legal)).toBe(true);
    expect(new Set(out.map((a) => JSON.stringify(a))).size).toBe(out.length);
  });

  it('keeps the all-out attack and adds subsets of the attackers; other decisions are the first listed actions', () => {
    const one = (id: number) => ({ id, target: { kind: 'player' as const, id: 1 } });
    const legal: PlayerAction[] = [
      { type: 'attack', player: 0, attackers: [] },
      ...[5, 6, 7, 8].map((id) => ({ type: 'attack' as const, player: 0, attackers: [one(id)] })),
      { type: 'attack', player: 0, attackers: [5, 6, 7, 8].map(one) },
    ];
    const out = candidateActions(legal, xoroshiro128plus(4), 8, 4);
    expect(out.length).toBeLessThanOrEqual(8);
    expect(out).toContainEqual(legal[legal.length - 1]);
    for (const a of out) expect(listedOrCombined(a, legal)).toBe(true);
    const passes: PlayerAction[] = Array.from({ length: 20 }, (_, i) => ({ type: 'play_land', player: 0, card: i }));
    expect(candidateActions(passes, xoroshiro128plus(4), 16, 8)).toEqual(passes.slice(0, 16));
  });
});

describe('search bot: cheap decisions', () => {
  /** A request whose view, legal actions and land plays are counted when read. */
  function counted(over: Partial<DecisionRequest>, legal: PlayerAction[]): { request: DecisionRequest; reads: string[] } {
    const reads: string[] = [];
    const request = {
      decision: { kind: 'priority', player: 0 }, turn: 3, step: 'precombat_main', active: 0, stackSize: 0, cards: pool,
      get view(): never { reads.push('view'); throw new Error('the view was read'); },
      card: () => { reads.push('card'); return null; },
      legal: () => { reads.push('legal'); return legal; },
      lands: () => { reads.push('lands'); return []; },
      ...over,
    } as DecisionRequest;
    return { request, reads };
  }

  it('passes at once with an empty stack in a step where it plays nothing (the opponent\'s upkeep): nothing listed, no view', () => {
    const { request, reads } = counted({ step: 'upkeep', active: 1 }, []);
    expect(searchPolicy({ seed: 1, decks: lists }).act(request)).toEqual({ type: 'pass', player: 0 });
    expect(reads).toEqual([]);
  });

  it('takes the only legal action without a playout or a look at its view', () => {
    const only: PlayerAction = { type: 'attack', player: 0, attackers: [] };
    const { request, reads } = counted({ decision: { kind: 'attackers', player: 0 }, step: 'declare_attackers' }, [only]);
    expect(searchPolicy({ seed: 1, decks: lists }).act(request)).toBe(only);
    expect(reads).toEqual(['legal']);
  });
});

describe('search bot: play', () => {
  /** A search bot in seat 0 whose every action is checked against the legal ones and logged. */
  function checked(seed: number, log: PlayerAction[], illegal: PlayerAction[]): Policy {
    const bot = searchPolicy({ seed, decks: lists, playouts: 6 });
    return {
      name: bot.name,
      act(r) {
        const action = bot.act(r) as PlayerAction;
        if (!listedOrCombined(action, r.legal())) illegal.push(action);
        log.push(action);
        return action;
      },
      choose: (c, r) => bot.choose(c, r),
    };
  }

  it('returns legal actions, and plays the same game again for the same seed', () => {
    const play = () => {
      const log: PlayerAction[] = [];
      const illegal: PlayerAction[] = [];
      const game = newGame({ seed: 31, decks, cards: pool, policies: [checked(8, log, illegal), randomPolicy(9)], keepLog: false, objectActors: false });
      game.start();
      game.run();
      const out = { log, illegal, result: game.state.result, turn: game.state.turn };
      game.dispose();
      return out;
    };
    const first = play();
    expect(first.result).not.toBeNull();
    expect(first.illegal).toEqual([]);
    expect(first.log.length).toBeGreaterThan(20);
    expect(play()).toEqual(first);
  }, 300_000);

  it('wins clearly more games than the random bot over 10 games, seats alternating', () => {
    const outcomes = Array.from({ length: 10 }, (_, i) => playArenaGame('search', 500, i, { playouts: 8 }).outcome);
    const wins = outcomes.filter((o) => o === 'win').length;
    const losses = outcomes.filter((o) => o === 'loss').length;
    expect(wins).toBeGreaterThanOrEqual(7);
    expect(wins).toBeGreaterThan(2 * losses);
  }, 300_000);

  for (const [ruleset, first] of [['magic', 'A (Red-Green)'], ['adventure', 'A (Knights of the Shrine)']] as const) {
    it(`${ruleset}: is the opponent at the terminal with --bot search; a person plays it, takes decisions back, and the replay holds`, async () => {
      let n = 0;
      const p = scriptedPrompter(() => (++n === 12 ? 'undo 2' : ''));
      const out = await playAtTerminal({ ruleset, seed: 3, people: [0], options: { maxTurns: 12 }, prompter: p, bot: 'search' });
      expect(out.result).not.toBeNull();
      expect(p.printed.some((l) => l.includes('the other seat is a search bot'))).toBe(true);
      // Undo plays the bots' decisions again and checks they are the same: the search bot is deterministic.
      expect(p.printed).toContain(`Taking back 2 decision(s) of ${first}…`);
      expect(out.replay.policies).toEqual(['person A', 'search']);
      expect(runReplay(out.replay, 'terminal').hash).toBe(out.replay.final.hash);
    }, 300_000);
  }
});

describe('search bot: Adventure', () => {
  it('decides the same when the opponent\'s hidden cards differ, and wins clearly more than the random bot over 6 games', () => {
    const { pool: advPool, decks: advDecks } = builtInAdventure();
    const advLists = advDecks.map((d) => d.cards);
    // A position where player 0 chooses among several actions.
    const game = newAdventureGame({ seed: 4, decks: advDecks, cards: advPool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)], keepLog: false, objectActors: false });
    game.start();
    for (let i = 0; i < 2000 && !game.over; i++) {
      const p = game.pending()!;
      if (p.player === 0 && game.state.turn >= 4 && game.legal().length >= 3) break;
      game.step();
    }
    expect(game.over).toBe(false);
    const swapped = clonePlain(game.state);
    const hidden = [...swapped.players[1]!.hand, ...swapped.players[1]!.library, ...swapped.players[0]!.library];
    const names = [...new Set(advLists.flat())];
    hidden.forEach((id, i) => { swapped.objects[id]!.card = names[i % names.length]!; });
    const twin = new AdventureGame(swapped, { cards: advPool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)], keepLog: false, objectActors: false });
    expect(adventureViewOf(twin.state, 0)).toEqual(adventureViewOf(game.state, 0));
    expect(hidden.some((id) => swapped.objects[id]!.card !== game.state.objects[id]!.card)).toBe(true);
    const ask = (g: AdventureGame) => {
      const p = g.pending()!;
      return adventureSearchPolicy({ seed: 9, decks: advLists, playouts: 12 }).act(decisionRequest(g.core, p, () => g.legal(), undefined, { view: (s, player) => adventureViewOf(s as AdventureState, player), cards: advPool }));
    };
    const action = ask(game);
    expect(game.legal()).toContainEqual(action);
    expect(ask(twin)).toEqual(action);
    twin.dispose();
    game.dispose();
    const outcomes = Array.from({ length: 6 }, (_, i) => playArenaGame('search', 700, i, { playouts: 8 }, 'adventure').outcome);
    expect(outcomes.filter((o) => o === 'win').length).toBeGreaterThanOrEqual(5);
  }, 300_000);
});
