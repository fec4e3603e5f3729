/**
 * A request to a player actor (requestAction, requestChoice): the answer that comes inside the send is returned, a
 * later one goes to its own request's `later`, an error thrown inside is thrown, however requests interleave (the
 * collectors of answers are used again by later requests: none may be handed a request's answer meant for another).
 */
import { describe, expect, it } from 'vitest';
import { NOT_YET, choiceRequest, createPlayerActor, decisionRequest, newGame, randomPolicy, requestAction, requestChoice } from '../../actors/index.ts';
import type { DecisionRequest, Policy } from '../../actors/index.ts';
import { viewOf } from '../../rules/index.ts';
import type { Choice, PlayerAction } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/decks.ts';

const request = (player: number): DecisionRequest => ({ decision: { kind: 'priority', player }, legal: () => [], turn: 1, step: 'upkeep', active: 0, stackSize: 0 }) as unknown as DecisionRequest;
const pass = (player: number): PlayerAction => ({ type: 'pass', player });
const choice: Choice = { kind: 'yes_no', player: 0, reason: 'test' } as unknown as Choice;

/** A policy that answers `answer(n)` for its n-th decision, at once. */
const bot = (answer: (n: number) => PlayerAction): Policy => {
  let n = 0;
  return { name: 'bot', act: () => answer(n++), choose: () => true };
};

describe('requests to player actors', () => {
  it('an answer that comes later goes to its own request, after other requests were answered at once', async () => {
    let settle!: (a: PlayerAction) => void;
    const slow: Policy = { name: 'slow', async: true, act: () => new Promise<PlayerAction>((r) => { settle = r; }), choose: () => true };
    const slowActor = createPlayerActor(0, slow);
    const quick = createPlayerActor(1, bot((n) => ({ type: 'concede', player: n })));
    const late: PlayerAction[] = [];
    const wrongLate: PlayerAction[] = [];
    expect(requestAction(slowActor, request(0), (a) => late.push(a), () => {})).toBe(NOT_YET);
    // Ten requests answered at once meanwhile, each returning its own answer.
    for (let i = 0; i < 10; i++) expect(requestAction(quick, request(1), (a) => wrongLate.push(a), () => {})).toEqual({ type: 'concede', player: i });
    settle(pass(0));
    await Promise.resolve();
    await Promise.resolve();
    expect(late).toEqual([pass(0)]);
    expect(wrongLate).toEqual([]);
    // And the requests after it are answered at once as before.
    expect(requestAction(quick, request(1), () => {}, () => {})).toEqual({ type: 'concede', player: 10 });
  });

  it('a request made while a policy answers another gets its own answer, and so does the outer one', () => {
    const inner = createPlayerActor(1, bot(() => pass(1)));
    const outer = createPlayerActor(0, {
      name: 'asks inside',
      act: () => {
        const got = requestAction(inner, request(1), () => {}, () => {});
        expect(got).toEqual(pass(1));
        return { type: 'concede', player: 0 };
      },
      choose: () => true,
    });
    expect(requestAction(outer, request(0), () => {}, () => {})).toEqual({ type: 'concede', player: 0 });
    expect(requestAction(inner, request(1), () => {}, () => {})).toEqual(pass(1));
  });

  it('an error a policy throws inside the send is thrown by the request, and the next request is answered as usual', () => {
    let fail = true;
    const actor = createPlayerActor(0, { name: 'fails once', act: () => { if (fail) { fail = false; throw new Error('bad policy'); } return pass(0); }, choose: () => { throw new Error('bad choice'); } });
    expect(() => requestAction(actor, request(0), () => {}, () => {})).toThrow('bad policy');
    expect(requestAction(actor, request(0), () => {}, () => {})).toEqual(pass(0));
    expect(() => requestChoice(actor, choice, request(0), () => {}, () => {})).toThrow('bad choice');
    expect(requestAction(actor, request(0), () => {}, () => {})).toEqual(pass(0));
  });

  it('a promise that rejects later reaches the request\'s `failed`, not `later`', async () => {
    let reject!: (e: unknown) => void;
    const actor = createPlayerActor(0, { name: 'rejects', async: true, act: () => new Promise<PlayerAction>((_, r) => { reject = r; }), choose: () => true });
    const failures: unknown[] = [];
    const answers: PlayerAction[] = [];
    expect(requestAction(actor, request(0), (a) => answers.push(a), (e) => failures.push(e))).toBe(NOT_YET);
    reject(new Error('gone'));
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual([]);
    expect(failures.map((e) => (e as Error).message)).toEqual(['gone']);
  });

  it('a decision request holds the decision, the public facts, the player\'s view and cards as a choice request sees them, and no field with the game', () => {
    const { pool, decks } = builtInMagic();
    const game = newGame({ seed: 5, decks, cards: pool, policies: [randomPolicy(5), randomPolicy(6)], keepLog: false, objectActors: false });
    game.start();
    for (let i = 0; i < 40 && !game.over; i++) game.step();
    const p = game.pending()!;
    const s = game.state;
    const legal = () => game.legal();
    const r = decisionRequest(game.core, p, legal);
    // Its own fields, in the order they always had (a request is no subclass of SeenBy: see actors/requests.ts).
    expect(Object.keys(r)).toEqual(['cards', 'decision', 'legal', 'lands', 'turn', 'step', 'active', 'stackSize']);
    expect(r.decision).toBe(p);
    expect(r.legal).toBe(legal);
    expect(r.lands).toBeUndefined();
    expect([r.turn, r.step, r.active, r.stackSize]).toEqual([s.turn, s.step, s.active, s.stack.length]);
    expect(r.view).toEqual(viewOf(s, p.player));
    expect(r.view).toBe(r.view);
    const seen = choiceRequest(game.core, p.player);
    const ids = s.players.flatMap((pl) => [...pl.hand, ...pl.library.slice(0, 3)]);
    expect(ids.map((id) => r.card(id))).toEqual(ids.map((id) => seen.card(id)));
    // The player's own hand is seen, the opponent's is not (CR 400.2).
    expect(s.players[p.player]!.hand.every((id) => r.card(id) === s.objects[id]!.card)).toBe(true);
    expect(s.players[1 - p.player]!.hand.every((id) => r.card(id) === null)).toBe(true);
  });
});
