/**
 * Asynchronous seats in Pocket (docs/embedding.md, "Seats that answer later"; seed 003, "Handling The Stack",
 * whose priority loop awaits each player): a seat may answer with a promise, however late, and the game waits.
 * A choice in the middle of an action — the Active and Benched Pokémon chosen at setup (rules/pocket/flow/setup.ts),
 * the new Active Pokémon Sabrina makes the opponent choose — rolls the action back and runs it again once the
 * answer comes, so the game is the very game the same seats play answering at once.
 */
import { describe, expect, it } from 'vitest';
import { PolicyError } from '../../actors/index.ts';
import { newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import type { PocketPolicy } from '../../actors/pocket/index.ts';
import { IllegalActionError } from '../../rules/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import { pocket } from '../../rules/pocket/index.ts';
import { builtInPocket } from '../../scripts/lib/index.ts';

const turns = (n: number) => new Promise<void>((resolve) => {
  const tick = (left: number) => (left <= 0 ? resolve() : setImmediate(() => tick(left - 1)));
  tick(n);
});

/** The same policy, answering after a few turns of the event loop; `asked` counts the in-action choices by reason. */
function late(policy: PocketPolicy, delays: number[], asked: string[]): PocketPolicy {
  let i = 0;
  return {
    name: `late(${policy.name})`,
    async: true,
    act: async (r) => { const a = await policy.act(r); await turns(delays[i++ % delays.length]!); return a; },
    choose: async (c, r) => { asked.push(c.kind === 'cards' ? c.reason : c.kind); const a = await policy.choose(c, r); await turns(delays[i++ % delays.length]!); return a; },
  };
}

function game(seed: number, wrap: (p: PocketPolicy, seat: number) => PocketPolicy = (p) => p) {
  const { pool, decks } = builtInPocket();
  const g = newPocketGame({ seed, decks, pool, policies: [wrap(randomPocketPolicy(seed * 2 + 1), 0), wrap(randomPocketPolicy(seed * 2 + 2), 1)] });
  const seen: GameEvent[] = [];
  g.bus.events$.subscribe((e) => seen.push(e));
  return { g, seen };
}

describe('Pocket: asynchronous seats', () => {
  // Seeds 2 and 3: besides its setup choices, seat 0 (Grass-Poison) chooses its new Active Pokémon when Sabrina is played.
  for (const seed of [2, 3]) {
    it(`seed ${seed}: one seat late, then both, play the game the seats play at once, event for event`, async () => {
      const sync = game(seed);
      sync.g.start();
      sync.g.run();
      for (const lateSeats of [[0], [0, 1]]) {
        const asked: string[] = [];
        const slow = game(seed, (p, seat) => (lateSeats.includes(seat) ? late(p, [0, 2, 1, 3], asked) : p));
        slow.g.start();
        const result = await slow.g.play();
        expect(asked).toContain('choose your Active Pokémon');
        expect(asked).toContain('Sabrina: choose your new Active Pokémon');
        expect(result).toEqual(sync.g.state.result);
        expect(slow.g.log).toEqual(sync.g.log);
        // Listeners saw each event once, in order: nothing rolled back ever reached the bus. (The setup's events
        // reach this listener too, held back while it waited: it subscribed before the setup was done.)
        expect(slow.seen).toEqual(slow.g.log);
        expect(JSON.stringify(slow.g.state)).toBe(JSON.stringify(sync.g.state));
        expect(slow.g.decisions).toBe(sync.g.decisions);
        slow.g.dispose();
      }
      sync.g.dispose();
    });
  }

  it('a choice asked as a step begins, in the middle of ending a turn, rolls the turn machine back too (seed 003)', async () => {
    // A house rule of the app's (a seed 003 `react` interceptor): as each turn's start step begins, player 0 is
    // asked a question. Ending the turn moved the turn machine on before it came.
    const asking = (g: ReturnType<typeof game>['g']) => g.intercept({
      on: 'step', kind: 'react',
      handler: (e) => { if (e.step === 'start') g.core.ask({ kind: 'yes_no', player: 0, question: 'Keep going?' }); },
    });
    const sync = game(4);
    asking(sync.g);
    sync.g.start();
    sync.g.run();
    const asked: string[] = [];
    const slow = game(4, (p) => late(p, [1, 0, 2], asked));
    asking(slow.g);
    slow.g.start();
    await slow.g.play();
    expect(asked.filter((k) => k === 'yes_no').length).toBeGreaterThan(5);
    expect(slow.g.log).toEqual(sync.g.log);
    expect(JSON.stringify(slow.g.state)).toBe(JSON.stringify(sync.g.state));
    expect(slow.g.decisions).toBe(sync.g.decisions);
    sync.g.dispose();
    slow.g.dispose();
  });

  it('while a setup choice waits, the game says so, refuses other actions, and starts once it is answered', async () => {
    const bot = randomPocketPolicy(5);
    let release: (() => void) | null = null;
    const holding: PocketPolicy = {
      name: 'holding', async: true,
      act: (r) => bot.act(r),
      choose: (c, r) => new Promise((resolve) => { release = () => resolve(bot.choose(c, r)); }),
    };
    const { pool, decks } = builtInPocket();
    const g = newPocketGame({ seed: 2, decks, pool, policies: [holding, holding] });
    // The first Active Pokémon choice waits: the setup is held back, nothing is in play, nothing reached the bus.
    expect(g.awaiting()).toMatchObject({ choice: { kind: 'cards', reason: 'choose your Active Pokémon' } });
    expect(Object.keys(pocket(g.core).pokemon)).toEqual([]);
    expect(g.log).toEqual([]);
    g.start();
    expect(() => g.submit({ type: 'end_turn', player: 0 })).toThrow(IllegalActionError);
    expect(() => g.submit({ type: 'end_turn', player: 0 })).toThrow(/waits for .* cards choice/);
    for (let i = 0; i < 50 && g.awaiting() !== null && 'choice' in g.awaiting()!; i++) {
      const r = release as (() => void) | null;
      release = null;
      r?.();
      await turns(1);
    }
    expect(g.awaiting()).toBeNull();
    const mons = Object.values(pocket(g.core).pokemon);
    expect(new Set(mons.map((m) => g.core.obj(m.id).owner))).toEqual(new Set([0, 1]));
    expect(g.state.turn).toBe(1);
    expect(g.pending()).toMatchObject({ kind: 'main', player: g.state.active });
    g.dispose();
  });

  it("a policy's error reaches game.play() as a PolicyError naming the seat and the decision", async () => {
    const { pool, decks } = builtInPocket();
    const bot = randomPocketPolicy(5);
    const actFails: PocketPolicy = { name: 'broken', async: true, act: () => Promise.reject(new Error('socket closed')), choose: (c, r) => bot.choose(c, r) };
    const g = newPocketGame({ seed: 2, decks, pool, policies: [actFails, actFails] });
    g.start();
    const error = await g.play().then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as PolicyError).message).toMatch(/^player \d's main decision failed: socket closed$/);
    expect(((error as PolicyError).cause as Error).message).toBe('socket closed');
    g.dispose();

    // An in-action choice's error: the first Active Pokémon choice of the setup.
    const chooseFails: PocketPolicy = { name: 'broken', async: true, act: (r) => bot.act(r), choose: () => Promise.reject(new Error('tab closed')) };
    const h = newPocketGame({ seed: 2, decks, pool, policies: [chooseFails, chooseFails] });
    h.start();
    const failed = await h.play().then(() => null, (e: unknown) => e);
    expect(failed).toBeInstanceOf(PolicyError);
    expect((failed as PolicyError).message).toMatch(/^player \d's cards decision failed: tab closed$/);
    h.dispose();
  });
});
