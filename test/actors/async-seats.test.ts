/**
 * Players are asynchronous actors: every decision, top-level or in the middle of an action, is an event to the
 * player's actor, and the game waits until the answer comes, however late; a bot answers at once. A game whose
 * seats answer later, in random order of time, is the very game the same seats play answering at once.
 */
import { describe, expect, it } from 'vitest';
import { PolicyError, newGame, randomPolicy } from '../../actors/index.ts';
import type { Policy } from '../../actors/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import { builtInMagic, fullPoolMagic } from '../../scripts/lib/index.ts';

/** The same policy, answering after a few turns of the event loop. */
function late(policy: Policy, delays: number[]): Policy {
  let i = 0;
  const wait = () => new Promise<void>((resolve) => {
    const n = delays[i++ % delays.length]!;
    const tick = (left: number) => (left <= 0 ? resolve() : setImmediate(() => tick(left - 1)));
    tick(n);
  });
  return {
    name: `late(${policy.name})`,
    async: true,
    act: async (r) => { const a = policy.act(r); await wait(); return a; },
    choose: async (c, r) => { const a = policy.choose(c, r); await wait(); return a; },
  };
}

function play(seed: number, decks = builtInMagic(), wrap: (p: Policy, seat: number) => Policy = (p) => p, mode: 'actors' | 'fast' = 'actors') {
  const game = newGame({ seed, decks: decks.decks, cards: decks.pool, policies: [wrap(randomPolicy(seed * 2 + 1), 0), wrap(randomPolicy(seed * 2 + 2), 1)], mode });
  const seen: GameEvent[] = [];
  game.bus.events$.subscribe((e) => seen.push(e));
  return { game, seen };
}

describe('asynchronous seats', () => {
  it('a game with one seat answering late is the same game, event for event, as with both answering at once', async () => {
    for (const seed of [3, 8]) {
      const sync = play(seed);
      sync.game.start();
      sync.game.run();
      const asyncGame = play(seed, builtInMagic(), (p, seat) => (seat === 1 ? late(p, [0, 2, 1, 5]) : p));
      asyncGame.game.start();
      const result = await asyncGame.game.play();
      expect(result).toEqual(sync.game.state.result);
      expect(asyncGame.game.log).toEqual(sync.game.log);
      // Listeners saw each event once, in order: nothing rolled back ever reached the bus.
      const log = asyncGame.game.log;
      expect(asyncGame.seen.length).toBeGreaterThan(100);
      expect(asyncGame.seen).toEqual(log.slice(log.length - asyncGame.seen.length));
      expect(JSON.stringify(asyncGame.game.state)).toBe(JSON.stringify(sync.game.state));
      sync.game.dispose();
      asyncGame.game.dispose();
    }
  });

  it('in fast mode too (docs/fast-mode.md): both seats late, the full pool, the same game as the synchronous one in actor mode', async () => {
    const seed = 6;
    const sync = play(seed, fullPoolMagic());
    sync.game.start();
    sync.game.run();
    const asyncGame = play(seed, fullPoolMagic(), (p) => late(p, [1, 0, 3]), 'fast');
    asyncGame.game.start();
    expect(await asyncGame.game.play()).toEqual(sync.game.state.result);
    expect(asyncGame.game.log).toEqual(sync.game.log);
    expect(JSON.stringify(asyncGame.game.state)).toBe(JSON.stringify(sync.game.state));
    sync.game.dispose();
    asyncGame.game.dispose();
  });

  it('both seats late, with the whole pool (choices in the middle of actions: targets, orders, yes/no)', async () => {
    const seed = 5;
    const sync = play(seed, fullPoolMagic());
    sync.game.start();
    sync.game.run();
    const both = play(seed, fullPoolMagic(), (p) => late(p, [1, 0, 3]));
    both.game.start();
    await both.game.play();
    expect(both.game.log).toEqual(sync.game.log);
    expect(JSON.stringify(both.game.state)).toBe(JSON.stringify(sync.game.state));
  });

  it('while a choice waits, the game says so, refuses other actions, and the state is as before the action', async () => {
    let release: (() => void) | null = null;
    const bot = randomPolicy(9);
    const holding: Policy = {
      name: 'holding', async: true,
      act: (r) => bot.act(r),
      choose: (c, r) => new Promise((resolve) => { release = () => resolve(bot.choose(c, r)); }),
    };
    const { pool, decks } = builtInMagic();
    const game = newGame({ seed: 2, decks, cards: pool, policies: [holding, holding] });
    // The mulligan decision of the first player waits: the opening is held back.
    expect(game.awaiting()).toMatchObject({ choice: { kind: 'mulligan' } });
    expect(game.state.players.every((p) => p.hand.length === 0)).toBe(true);
    game.start();
    expect(() => game.submit({ type: 'pass', player: 0 })).toThrow(/waits for .* mulligan choice/);
    for (let i = 0; i < 50 && game.awaiting()?.player !== undefined && 'choice' in game.awaiting()!; i++) {
      const r = release as (() => void) | null;
      release = null;
      r?.();
      await new Promise((x) => setImmediate(x));
    }
    expect(game.awaiting()).toBeNull();
    expect(game.state.players.map((p) => p.hand.length)).toEqual(game.state.players.map((p) => 7 - p.mulligans));   // CR 103.5
    expect(game.state.turn).toBe(1);
    game.dispose();
  });

  it("a policy's error reaches game.play() once, as a PolicyError naming the seat and the decision", async () => {
    const { pool, decks } = builtInMagic();
    const broken: Policy = { name: 'broken', async: true, act: () => Promise.reject(new Error('socket closed')), choose: (c, r) => randomPolicy(1).choose(c, r) };
    const game = newGame({ seed: 4, decks, cards: pool, policies: [broken, broken] });
    game.start();
    const error = await game.play().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as PolicyError).message).toMatch(/^player \d's priority decision failed: socket closed$/);
    expect(((error as PolicyError).cause as Error).message).toBe('socket closed');
  });
});

describe('what a policy is handed', () => {
  it('its view and the public facts, never the game state, not even by a JavaScript back door (CR 400.2)', () => {
    const { pool, decks } = builtInMagic();
    const seen: unknown[] = [];
    const spy: Policy = {
      name: 'spy',
      act: (r) => { seen.push(r); return randomPolicy(1).act(r); },
      choose: (c, r) => { seen.push(r); return randomPolicy(2).choose(c, r); },
    };
    const game = newGame({ seed: 6, decks, cards: pool, policies: [spy, randomPolicy(3)] });
    game.start();
    for (let i = 0; i < 40 && game.step(); i++);
    expect(seen.length).toBeGreaterThan(5);
    for (const r of seen) {
      const keys = [...Object.keys(r as object), ...Object.getOwnPropertyNames(Object.getPrototypeOf(r))];
      expect(keys).not.toContain('core');
      expect(JSON.stringify(r)).not.toContain('"rng"');
      const view = (r as { view: { players: { hand: unknown }[] } }).view;
      expect(view.players[1]!.hand).toBeNull();
    }
    game.dispose();
  });
});

describe('errors of policies (the hardening issue: once, to the caller, typed)', () => {
  it("a bot's error reaches the caller of step() as a PolicyError naming the seat, the decision and the cause", () => {
    const { pool, decks } = builtInMagic();
    const broken: Policy = { name: 'broken', act: () => { throw new RangeError('bad bot'); }, choose: (c, r) => randomPolicy(1).choose(c, r) };
    const game = newGame({ seed: 4, decks, cards: pool, policies: [broken, broken] });
    game.start();
    let error: unknown = null;
    try { game.run(); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as PolicyError).message).toMatch(/^player \d's priority decision failed: bad bot$/);
    expect((error as PolicyError).cause).toBeInstanceOf(RangeError);
    game.dispose();
  });

  it('a late failure with nothing playing is kept and thrown by the next decision, not as an unhandled rejection', async () => {
    const { pool, decks } = builtInMagic();
    let rejections = 0;
    const count = () => { rejections++; };
    process.on('unhandledRejection', count);
    try {
      const failing: Policy = { name: 'failing', async: true, act: () => Promise.reject(new Error('socket closed')), choose: (c, r) => randomPolicy(1).choose(c, r) };
      const game = newGame({ seed: 4, decks, cards: pool, policies: [failing, failing] });
      game.start();
      expect(game.step()).toBe(false);   // asked; the answer will come later
      await new Promise((x) => setImmediate(x));
      await new Promise((x) => setImmediate(x));
      expect(rejections).toBe(0);
      await expect(game.play()).rejects.toThrow(/priority decision failed: socket closed/);
      game.dispose();
    } finally {
      process.off('unhandledRejection', count);
    }
  });
});
