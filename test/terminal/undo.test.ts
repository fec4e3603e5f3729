/**
 * Undo at a local table (issue 11 part 5): `table.undo(n)` takes back the people's last n decisions by making the
 * game again from its seed and decks and playing the log back, the bots deciding again from their seeded
 * generators. After undo and the same choices, the game is identical to one that never undid (same decision log,
 * same final state hash), in Magic and Pocket.
 */
import { describe, expect, it } from 'vitest';
import { LocalTable, type ActRequest, type RecordablePolicy } from '../../actors/index.ts';
import { defaultAnswer, type Answer, type Choice } from '../../rules/index.ts';
import { REPLAY_RULESET, stateHash, type ReplayGame, type ReplayRulesetName, type Seating } from '../../scripts/lib/replay/index.ts';
import type { TerminalGame } from '../../scripts/lib/terminal/index.ts';

type AnyPolicy = RecordablePolicy<unknown, ActRequest<unknown>, unknown>;
type Table = LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>;

/**
 * A person who always makes the same choice in the same position (a function of what they see), answering later
 * as a person does; `interrupt` may, at their k-th decision, do something else instead of answering (undo).
 */
function person(interrupt: (k: number) => boolean = () => false): AnyPolicy & { asked: number } {
  const p = {
    name: 'person',
    async: true as const,
    asked: 0,
    act(r: ActRequest<unknown> & { turn?: number; view: { turn: number; step: string } }): Promise<unknown> {
      const k = ++p.asked;
      const legal = r.legal();
      const i = (r.view.turn * 7 + r.view.step.length * 3 + legal.length) % legal.length;
      if (interrupt(k)) return new Promise(() => {});
      return Promise.resolve().then(() => legal[i]);
    },
    choose(c: Choice): Promise<Answer> {
      const k = ++p.asked;
      if (interrupt(k)) return new Promise(() => {});
      return Promise.resolve().then(() => defaultAnswer(c));
    },
  };
  return p as unknown as AnyPolicy & { asked: number };
}

function table(ruleset: ReplayRulesetName, seed: number, maxTurns: number, people: Map<number, AnyPolicy>): Table {
  const r = REPLAY_RULESET[ruleset];
  return new LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>({
    create: (seating) => r.game(seed, r.standard(), seating as unknown as Seating, { maxTurns }) as unknown as TerminalGame,
    people,
  });
}

const finalHash = (g: ReplayGame) => stateHash(g.state);

describe('LocalTable.undo', { timeout: 600_000 }, () => {
  for (const [ruleset, seed, maxTurns, k] of [['magic', 5, 8, 30], ['pocket', 4, 10, 9], ['adventure', 2, 6, 12]] as const) {
    it(`${ruleset}: play ${k} decisions, undo 2, make the same 2 again: the same game as one that never undid`, async () => {
      const plain = table(ruleset, seed, maxTurns, new Map([[0, person()]]));
      const result = await plain.play();
      const expected = { hash: finalHash(plain.game), log: structuredClone(plain.decisions) };
      expect(plain.undoable(0)).toBeGreaterThan(k);

      let undoneAt: { hashBefore: string; turn: number } | null = null;
      let t: Table | null = null;
      const me = person((asked) => {
        if (asked !== k || undoneAt) return false;
        // At the k-th decision: take back the last two instead of answering.
        queueMicrotask(() => {
          const before = t!.decisions.length;
          t!.undo(2);
          undoneAt = { hashBefore: String(before), turn: t!.game.state.turn };
        });
        return true;
      });
      t = table(ruleset, seed, maxTurns, new Map([[0, me]]));
      const again = await t.play();
      expect(undoneAt).not.toBeNull();
      expect(again).toEqual(result);
      expect(t.decisions).toEqual(expected.log);
      expect(finalHash(t.game)).toBe(expected.hash);
    });
  }

  it('undo goes back to the moment the decision was asked: the same position, and a different choice then plays on', async () => {
    const seen: string[] = [];
    let t: Table | null = null;
    let step = 0;
    const me: AnyPolicy = {
      name: 'person', async: true,
      act(r) {
        step++;
        const legal = r.legal();
        seen.push(`${step}:${stateHash(t?.game.state ?? (r as unknown as { view: never }).view)}`);
        if (step === 6) { queueMicrotask(() => t!.undo(1)); return new Promise(() => {}); }
        // Before the undo, the first legal action; after it, the last.
        return Promise.resolve(step < 6 ? legal[0] : legal.at(-1));
      },
      choose: (c) => Promise.resolve(defaultAnswer(c)),
    };
    t = table('magic', 9, 3, new Map([[0, me]]));
    await t.play();
    // Decision 5 was asked, answered, 6 was asked and undone: decision 5 is asked again in the same position.
    expect(seen[6]!.split(':')[1]).toBe(seen[4]!.split(':')[1]);
    expect(t.game.state.result).not.toBeNull();
  });

  it('refuses to take back more than was decided, a count that is not a whole number, and changes nothing', async () => {
    const t = table('magic', 3, 2, new Map([[0, person()]]));
    await t.play();
    const n = t.undoable(0);
    const log = structuredClone(t.decisions);
    const hash = finalHash(t.game);
    expect(() => t.undo(n + 1)).toThrow(new RegExp(`undo ${n + 1}: there are only ${n} decision\\(s\\) of the people to take back`));
    expect(() => t.undo(0)).toThrow(/at least 1/);
    expect(() => t.undo(1.5)).toThrow(/whole number/);
    expect(t.decisions).toEqual(log);
    expect(finalHash(t.game)).toBe(hash);
    t.dispose();
  });

  it('with two people, undo counts the asking seat\'s decisions and takes back everything after', async () => {
    const a = person();
    const b = person();
    const t = table('pocket', 6, 4, new Map<number, AnyPolicy>([[0, a], [1, b]]));
    const first = await t.play();
    const hash = finalHash(t.game);
    const bs = t.decisions.map((e, i) => ({ e, i })).filter((x) => x.e.p === 1);
    const before = t.decisions.length;
    t.undo(1, 1);
    // Back to B's last decision: all that came after is gone, and the game waits for B again.
    expect(t.decisions.length).toBe(bs.at(-1)!.i);
    expect(t.decisions.length).toBeLessThan(before);
    expect(t.game.state.result).toBeNull();
    // The same choices again: the same end.
    expect(await t.play()).toEqual(first);
    expect(finalHash(t.game)).toBe(hash);
  });

  it('a game that cannot be made again leaves the table as it was', async () => {
    const r = REPLAY_RULESET.magic;
    let broken = false;
    const t = new LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>({
      create: (seating) => {
        if (broken) throw new Error('no more games');
        return r.game(3, r.standard(), seating as unknown as Seating, { maxTurns: 2 }) as unknown as TerminalGame;
      },
      people: new Map([[0, person()]]),
    });
    await t.play();
    const game = t.game;
    const log = structuredClone(t.decisions);
    broken = true;
    expect(() => t.undo(1)).toThrow('no more games');
    expect(t.game).toBe(game);
    expect(t.decisions).toEqual(log);
    expect(t.replaying).toBe(false);
    broken = false;
    t.undo(1);
    expect(t.game).not.toBe(game);
    expect(t.decisions.length).toBeLessThan(log.length);
    t.dispose();
  });

  it('an answer that comes after its game was undone goes nowhere', async () => {
    let t: Table | null = null;
    let late: ((a: unknown) => void) | null = null;
    let asked = 0;
    const me: AnyPolicy = {
      name: 'person', async: true,
      act(r) {
        asked++;
        const legal = r.legal();
        if (asked === 4) return new Promise((resolve) => { late = () => resolve(legal[0]); });
        return Promise.resolve(legal[0]);
      },
      choose: (c) => Promise.resolve(defaultAnswer(c)),
    };
    t = table('magic', 2, 2, new Map([[0, me]]));
    const done = t.play();
    await new Promise((r) => setTimeout(r, 0));
    expect(late).not.toBeNull();
    const before = t.decisions.length;
    const old = t.game;
    t.undo(1);
    late!(null);
    await done;
    // The old game never heard the answer: it stayed where it was.
    expect(old.state.result).toBeNull();
    expect(t.decisions.length).toBeGreaterThan(before);
  });
});
