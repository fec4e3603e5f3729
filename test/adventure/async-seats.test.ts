/**
 * Asynchronous seats in Adventure (docs/embedding.md, "Seats that answer later"; seed 003, "Handling The Stack",
 * whose priority loop awaits each player): a seat may answer with a promise, however late, and the game waits.
 * A choice in the middle of an action (seed 002, "Costs & Effects": a SACRIFICE cost asks its controller which
 * permanent, a `cards` choice) rolls the action back and runs it again once the answer comes, so the game is the
 * very game the same seats play answering at once.
 */
import { describe, expect, it } from 'vitest';
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import { PolicyError } from '../../actors/index.ts';
import type { Policy } from '../../actors/index.ts';
import { IllegalActionError } from '../../rules/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import type { AdventurePool, AdventureView } from '../../rules/adventure/index.ts';
import { decks, pool } from './helpers.ts';

type AdventurePolicy = Policy<AdventureView, AdventurePool>;

const turns = (n: number) => new Promise<void>((resolve) => {
  const tick = (left: number) => (left <= 0 ? resolve() : setImmediate(() => tick(left - 1)));
  tick(n);
});

/** The same policy, answering after a few turns of the event loop; `asked` counts the in-action choices. */
function late(policy: AdventurePolicy, delays: number[], asked: { choices: number }): AdventurePolicy {
  let i = 0;
  return {
    name: `late(${policy.name})`,
    async: true,
    act: async (r) => { const a = policy.act(r); await turns(delays[i++ % delays.length]!); return a; },
    choose: async (c, r) => { asked.choices++; const a = policy.choose(c, r); await turns(delays[i++ % delays.length]!); return a; },
  };
}

function game(seed: number, wrap: (p: AdventurePolicy, seat: number) => AdventurePolicy = (p) => p) {
  const g = newAdventureGame({ seed, decks, cards: pool, policies: [wrap(adventureRandomPolicy(seed * 2 + 1), 0), wrap(adventureRandomPolicy(seed * 2 + 2), 1)] });
  const seen: GameEvent[] = [];
  g.bus.events$.subscribe((e) => seen.push(e));
  return { g, seen };
}

describe('Adventure: asynchronous seats', () => {
  // Seeds 1 and 28: the knights' player (seat 0) pays SACRIFICE costs, 2 and 5 `cards` choices in the middle of actions.
  for (const seed of [1, 28]) {
    it(`seed ${seed}: one seat late, then both, play the game the seats play at once, event for event`, async () => {
      const sync = game(seed);
      sync.g.start();
      sync.g.run();
      for (const lateSeats of [[0], [0, 1]]) {
        const asked = { choices: 0 };
        const slow = game(seed, (p, seat) => (lateSeats.includes(seat) ? late(p, [0, 2, 1, 3], asked) : p));
        slow.g.start();
        const result = await slow.g.play();
        expect(asked.choices).toBeGreaterThan(0);
        expect(result).toEqual(sync.g.state.result);
        expect(slow.g.log).toEqual(sync.g.log);
        // Listeners saw each event once, in order: nothing rolled back ever reached the bus.
        expect(slow.seen).toEqual(sync.seen);
        expect(JSON.stringify(slow.g.state)).toBe(JSON.stringify(sync.g.state));
        expect(slow.g.decisions).toBe(sync.g.decisions);
        slow.g.dispose();
      }
      sync.g.dispose();
    });
  }

  it('a choice asked as a phase begins, in the middle of a pass, rolls the turn and priority machines back too (seed 003)', async () => {
    // A house rule of the app's (a seed 003 `react` interceptor): as each END phase begins, player 0 is asked a
    // question. The pass that ended BATTLE moved the turn machine and closed a priority window before it came.
    const asking = (g: ReturnType<typeof game>['g']) => g.intercept({
      on: 'step', kind: 'react',
      handler: (e) => { if (e.step === 'end') g.core.ask({ kind: 'yes_no', player: 0, question: 'Keep going?' }); },
    });
    const sync = game(7);
    asking(sync.g);
    sync.g.start();
    sync.g.run();
    const asked = { choices: 0 };
    const slow = game(7, (p) => late(p, [1, 0, 2], asked));
    asking(slow.g);
    slow.g.start();
    await slow.g.play();
    expect(asked.choices).toBeGreaterThan(5);
    expect(slow.g.log).toEqual(sync.g.log);
    expect(slow.seen).toEqual(sync.seen);
    expect(JSON.stringify(slow.g.state)).toBe(JSON.stringify(sync.g.state));
    expect(slow.g.decisions).toBe(sync.g.decisions);
    sync.g.dispose();
    slow.g.dispose();
  });

  it('while a choice waits, the game says so, refuses other actions, and the state is as before the action', async () => {
    const bot = adventureRandomPolicy(3);
    let before = '';
    let release: (() => void) | null = null;
    let waited = 0;
    const holding: AdventurePolicy = {
      name: 'holding', async: true,
      act: (r) => { before = JSON.stringify(g.state); return bot.act(r); },
      choose: (c, r) => new Promise((resolve) => { release = () => resolve(bot.choose(c, r)); }),
    };
    const g = newAdventureGame({ seed: 1, decks, cards: pool, policies: [holding, adventureRandomPolicy(4)] });
    g.start();
    let over = false;
    const playing = g.play().then(() => { over = true; });
    for (let i = 0; i < 10_000 && !over; i++) {
      const waiting = g.awaiting();
      if (waiting && 'choice' in waiting) {
        waited++;
        expect(waiting).toMatchObject({ player: 0, choice: { kind: 'cards', reason: expect.stringMatching(/sacrifice/) } });
        expect(JSON.stringify(g.state)).toBe(before);
        expect(() => g.submit({ type: 'pass', player: g.pending()!.player })).toThrow(IllegalActionError);
        expect(() => g.submit({ type: 'pass', player: 0 })).toThrow(/waits for .* cards choice/);
        const r = release as (() => void) | null;
        release = null;
        r?.();
      }
      await turns(1);
    }
    await playing;
    expect(waited).toBeGreaterThan(0);
    expect(g.awaiting()).toBeNull();
    expect(g.over).toBe(true);
    g.dispose();
  });

  it("a policy's error reaches game.play() as a PolicyError naming the seat and the decision", async () => {
    const bot = adventureRandomPolicy(3);
    const actFails: AdventurePolicy = { name: 'broken', async: true, act: () => Promise.reject(new Error('socket closed')), choose: (c, r) => bot.choose(c, r) };
    const g = newAdventureGame({ seed: 1, decks, cards: pool, policies: [actFails, actFails] });
    g.start();
    const error = await g.play().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as PolicyError).message).toMatch(/^player \d's priority decision failed: socket closed$/);
    expect(((error as PolicyError).cause as Error).message).toBe('socket closed');
    g.dispose();

    // An in-action choice's error: seat 0's first SACRIFICE choice (seed 1).
    const seat0 = adventureRandomPolicy(3);
    const chooseFails: AdventurePolicy = { name: 'broken', async: true, act: (r) => seat0.act(r), choose: () => Promise.reject(new Error('tab closed')) };
    const h = newAdventureGame({ seed: 1, decks, cards: pool, policies: [chooseFails, adventureRandomPolicy(4)] });
    h.start();
    const failed = await h.play().then(() => null, (e: unknown) => e);
    expect(failed).toBeInstanceOf(PolicyError);
    expect(failed).toMatchObject({ player: 0, decision: 'cards', message: "player 0's cards decision failed: tab closed" });
    h.dispose();
  });
});
