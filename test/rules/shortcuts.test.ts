/**
 * Loop shortcuts (CR 732.2, 104.4b). Checklist: propose and accept, shorten, a refused first iteration changes
 * nothing, the boundary check, the iterations after the second applied as a whole give the state that playing them
 * gives, triggers inside the loop (life gain) counted every iteration, delayed triggers of every iteration, and the
 * Splinter Twin + Deceiver Exarch loop of a million iterations through the runtime, and tokens applied at once that
 * attack, are sacrificed and leave with their actors.
 */
import { describe, expect, it } from 'vitest';
import { restoreGame, scriptedPolicy } from '../../actors/index.ts';
import { IllegalActionError, NO_COUNTERS, battlefieldCharacteristics, loopDelta, checkAction, checkStateBasedActions, clonePlain, emit, stateProblems, syncInterceptors } from '../../rules/index.ts';
import { brokenInvariants } from '../../scripts/lib/magic-invariants.ts';
import { staleCharacteristics } from '../game/helpers.ts';
import type { GameState, LoopAnswer, PlayerAction } from '../../rules/index.ts';
import { O, P, Position, cards, position } from '../helpers/position.ts';
import { delayedCount, delayedTriggers, nthDelayed } from '../../rules/magic/triggers/index.ts';

type Shortcut = Extract<PlayerAction, { type: 'shortcut' }>;

/** Deceiver Exarch enchanted by Splinter Twin; A in their main phase with priority. */
function twinExarch(extra: string[] = []) {
  const p = position({
    players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }, ...extra] }, { battlefield: ['Hill Giant'] }],
    turn: 3, step: 'precombat_main',
  });
  const exarch = p.id('Deceiver Exarch');
  return { p, exarch };
}

/** The loop: tap Exarch for a token copy, resolve it, its trigger untaps the Exarch (mode 0, the Exarch as target), resolve that. */
function twinLoop(exarch: number, iterations: number): Shortcut {
  const answers: LoopAnswer[] = [{ kind: 'mode', value: 0 }, { kind: 'target', value: [O(exarch)] }];
  return {
    type: 'shortcut', player: 0, iterations, answers,
    steps: [{ type: 'act', action: { type: 'activate', player: 0, source: exarch, ability: 0 } }, { type: 'resolve' }, { type: 'resolve' }],
  };
}

const tokens = (s: GameState) => s.battlefield.filter((id) => s.objects[id]!.token).length;

/**
 * The state without what a shortcut does not promise to keep as playing would (the log's count, look-back records),
 * and with each delayed trigger of a run given one by one.
 */
function comparable(s: GameState): unknown {
  const { eventCount: _e, lki: _l, stateHistory: _h, ...rest } = clonePlain({ ...s, delayed: delayedTriggers(s) });
  return rest;
}

describe('732.2a-b: proposing, accepting and shortening a loop', () => {
  it('732.2a: the proposed loop is done that many times when the opponent accepts', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 5));
    expect(tokens(p.s)).toBe(5);
    expect(p.obj(exarch).tapped).toBe(false);
    expect(p.s.stack).toEqual([]);
    expect(delayedCount(p.s)).toBe(5);
    expect(p.askedOf('shortcut')).toEqual([{ kind: 'shortcut', player: 1, proposer: 0, iterations: 5, description: `activate #${exarch}, resolve, resolve` }]);
    expect(p.events('shortcut')).toEqual([{ type: 'shortcut', player: 0, proposed: 5, accepted: 5, done: 5, compacted: 3 }]);
    // CR 117.3b: after the last resolution the active player has priority again.
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
  });

  it('732.2b: the opponent shortens it to the iteration after which they will act', () => {
    const { p, exarch } = twinExarch();
    p.answer('shortcut', 2);
    p.submit(twinLoop(exarch, 1000));
    expect(tokens(p.s)).toBe(2);
    expect(p.events('shortcut')).toEqual([{ type: 'shortcut', player: 0, proposed: 1000, accepted: 2, done: 2, compacted: 0 }]);
  });

  it('603.7: every iteration made its own delayed trigger; at the end step each exiles its token', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 6));
    p.toStep('end');
    expect(p.s.stack).toHaveLength(6);
    p.resolveAll();
    expect(tokens(p.s)).toBe(0);
    expect(p.zoneOf('Deceiver Exarch')).toBe('battlefield');
  });

  it('732.2a: a loop whose first iteration can\'t be done is refused and changes nothing', () => {
    const { p, exarch } = twinExarch();
    p.obj(exarch).tapped = true;
    const before = clonePlain(p.s);
    expect(() => p.game.submit(twinLoop(exarch, 3))).toThrow(IllegalActionError);
    expect(p.s).toEqual(before);
  });

  it('a loop that needs a resolution with nothing on the stack is refused', () => {
    const { p, exarch } = twinExarch();
    const loop: Shortcut = { ...twinLoop(exarch, 3), steps: [{ type: 'resolve' }] };
    expect(() => p.game.submit(loop)).toThrow(/nothing on the stack to resolve/);
  });
});

describe('732.2a: what one iteration did (loopDelta), from the state before it to the state after it', () => {
  const before = () => { const { p, exarch } = twinExarch(); return { p, exarch, s: clonePlain(p.core.s) }; };
  it('a token made that stays: an iteration worth repeating', () => {
    const { p, s } = before();
    const token = structuredClone(p.core.s.objects[p.id('Hill Giant')]!);
    const after = clonePlain(s);
    Object.assign(token, { id: after.nextId, owner: 0, controller: 0, token: true, timestamp: after.nextTimestamp });
    after.objects[token.id] = token; after.battlefield.push(token.id); after.nextId++; after.nextTimestamp++;
    expect(loopDelta(s, after)?.created.map((c) => c.offset)).toEqual([0]);
  });
  it('nothing changed: nothing worth proposing', () => {
    const { s } = before();
    expect(loopDelta(s, clonePlain(s))).toBeNull();
  });
  it('the {T} source still tapped, a permanent damaged or moved, one gone: not a loop', () => {
    for (const change of [
      (g: GameState, id: number) => { g.objects[id]!.tapped = true; },
      (g: GameState, id: number) => { g.objects[id]!.damage = 1; },
      (g: GameState, id: number) => { g.objects[id]!.zone = 'graveyard'; },
      (g: GameState, id: number) => { delete g.objects[id]; },
      (g: GameState, id: number) => { g.objects[id]!.attachedTo = 99; },
    ]) {
      const { s, exarch } = before();
      const after = clonePlain(s);
      after.players[0]!.life += 1;   // a change an iteration may make, so only the other one refuses it
      expect(loopDelta(s, clonePlain(after))).not.toBeNull();
      change(after, exarch);
      expect(loopDelta(s, after)).toBeNull();
    }
  });
});

describe('the shortcut at the boundary (checkAction)', () => {
  it('refuses a step that is another player\'s action, unknown targets, and too many iterations', () => {
    const { p, exarch } = twinExarch();
    const loop = twinLoop(exarch, 3);
    const other = { ...loop, steps: [{ type: 'act', action: { type: 'activate', player: 1, source: exarch, ability: 0 } }] };
    expect(() => checkAction(p.s, other)).toThrow(/steps\[0\].*proposer/);
    expect(() => checkAction(p.s, { ...loop, answers: [{ kind: 'target', value: [{ kind: 'object', id: 99999 }] }] })).toThrow(/answers\[0\]/);
    expect(() => checkAction(p.s, { ...loop, iterations: 10_000_000 })).toThrow(/iterations/);
    expect(() => checkAction(p.s, { ...loop, steps: [{ type: 'act', action: { type: 'pass', player: 0 } }] })).toThrow(/cast or an activate/);
    expect(checkAction(p.s, loop)).toEqual(loop);
  });
});

describe('applying many iterations at once', () => {
  it('gives the state that playing every iteration gives (ids, timestamps, tokens, delayed triggers)', () => {
    const a = twinExarch();
    a.p.submit(twinLoop(a.exarch, 25));
    expect(a.p.events('shortcut')[0]).toMatchObject({ done: 25, compacted: 23 });
    const b = twinExarch();
    for (let i = 0; i < 25; i++) b.p.submit(twinLoop(b.exarch, 1));
    expect(b.p.events('shortcut').every((e) => e.type === 'shortcut' && e.compacted === 0)).toBe(true);
    expect(comparable(a.p.s)).toEqual(comparable(b.p.s));
  });

  it('732.2a, 603.7: the delayed triggers of the iterations applied at once are one record, standing for each in order', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 10));
    // The two played iterations' records, then one for the other eight.
    expect(p.s.delayed).toHaveLength(3);
    const [first, second, run] = p.s.delayed;
    expect(run!.run).toEqual({ count: 8, step: second!.id - first!.id });
    expect(delayedCount(p.s)).toBe(10);
    // 603.7: each about its own token, in the order the tokens were made.
    expect(delayedTriggers(p.s).map((d) => d.objects)).toEqual(p.s.battlefield.filter((id) => p.s.objects[id]!.token).map((id) => [id]));
  });

  it('603.7: one iteration applied at once keeps a record of its own (no run of one)', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 3));
    expect(p.events('shortcut')[0]).toMatchObject({ done: 3, compacted: 1 });
    expect(p.s.delayed).toHaveLength(3);
    expect(p.s.delayed.every((d) => d.run === undefined)).toBe(true);
  });

  it('603.7: at the end step each delayed trigger of a run triggers on its own, as when every iteration is played (same stack, same log)', () => {
    const whole = twinExarch();
    whole.p.submit(twinLoop(whole.exarch, 12));
    const split = twinExarch();
    for (let i = 0; i < 12; i++) split.p.submit(twinLoop(split.exarch, 1));
    const marks = [whole.p.log.length, split.p.log.length];
    whole.p.toStep('end');
    split.p.toStep('end');
    expect(whole.p.s.stack).toHaveLength(12);
    expect(clonePlain(whole.p.s.stack)).toEqual(clonePlain(split.p.s.stack));
    expect(whole.p.s.delayed).toEqual([]);
    whole.p.resolveAll();
    split.p.resolveAll();
    expect(tokens(whole.p.s)).toBe(0);
    expect(whole.p.log.slice(marks[0])).toEqual(split.p.log.slice(marks[1]));
    expect(comparable(whole.p.s)).toEqual(comparable(split.p.s));
  });

  it('603.7: a saved state holding a run restores (JSON), and its end step is the one of the game it was saved from', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 10));
    const saved = JSON.stringify(p.s);
    expect(stateProblems(JSON.parse(saved), { cards: cards() })).toEqual([]);
    let q: Position | null = null;
    const game = restoreGame(saved, { cards: cards(), policies: [scriptedPolicy({}), scriptedPolicy({})], choose: (c) => q!.decide(c) });
    q = new Position(game, {}, new Map());
    game.resume();
    expect(q.s.delayed).toEqual(p.s.delayed);
    p.toStep('end');
    q.toStep('end');
    expect(q.s.stack).toHaveLength(10);
    expect(clonePlain(q.s.stack)).toEqual(clonePlain(p.s.stack));
  });

  it('Kiki-Jiki and Pestermite: the same as played, and every copy is sacrificed at the end step', () => {
    const setup = () => position({ players: [{ battlefield: ['Kiki-Jiki, Mirror Breaker', 'Pestermite'] }, {}], turn: 3, step: 'precombat_main' });
    const loop = (p: ReturnType<typeof setup>, iterations: number): Shortcut => {
      const kiki = p.id('Kiki-Jiki, Mirror Breaker');
      return {
        type: 'shortcut', player: 0, iterations,
        steps: [{ type: 'act', action: { type: 'activate', player: 0, source: kiki, ability: 0, targets: [O(p.id('Pestermite'))] } }, { type: 'resolve' }, { type: 'resolve' }],
        answers: [{ kind: 'target', value: [O(kiki)] }, { kind: 'yes_no', value: true }, { kind: 'mode', value: 1 }],
      };
    };
    const pa = setup();
    pa.submit(loop(pa, 30));
    expect(pa.events('shortcut')[0]).toMatchObject({ done: 30, compacted: 28 });
    const pb = setup();
    for (let i = 0; i < 30; i++) pb.submit(loop(pb, 1));
    expect(comparable(pa.s)).toEqual(comparable(pb.s));
    expect(pa.ids('Pestermite')).toHaveLength(31);
    pa.toStep('end').resolveAll();
    expect(pa.ids('Pestermite')).toHaveLength(1);
  });

  it('603.2: a trigger inside the loop counts every iteration (Soul Warden: a life a token)', () => {
    const { p, exarch } = twinExarch(['Soul Warden']);
    // Two triggers at once each iteration (the token's own and Soul Warden's): the order is part of the loop.
    p.always('trigger_order', [1, 0]);
    p.submit({ ...twinLoop(exarch, 1000), steps: [...twinLoop(exarch, 1).steps, { type: 'resolve' }] });
    expect(p.life(0)).toBe(1020);
    expect(tokens(p.s)).toBe(1000);
    expect(p.events('shortcut')[0]).toMatchObject({ done: 1000, compacted: 998 });
  });

  it('a loop whose iterations differ is played through, every iteration', () => {
    const { p, exarch } = twinExarch();
    // A house rule that makes each iteration different: the nth token entering gains its controller n life.
    let made = 0;
    p.game.intercept({ on: 'zone_change', kind: 'react', filter: (e) => e.to === 'battlefield' && e.from === null, handler: (e) => [{ type: 'life', player: e.controller, amount: ++made }] });
    p.submit(twinLoop(exarch, 10));
    expect(p.events('shortcut')[0]).toMatchObject({ done: 10, compacted: 0 });
    expect(p.life(0)).toBe(20 + 55);
    expect(tokens(p.s)).toBe(10);
  });

  it('122.1: counters put on a permanent that was there count every iteration (Ajani\'s Pridemate), as when played', () => {
    const run = (split: boolean) => {
      const { p, exarch } = twinExarch(['Soul Warden', 'Ajani\'s Pridemate']);
      p.always('trigger_order', [1, 0]);
      const loop = twinLoop(exarch, 12);
      const steps = [...loop.steps, { type: 'resolve' as const }, { type: 'resolve' as const }];
      if (split) for (let i = 0; i < 12; i++) p.submit({ ...loop, steps, iterations: 1 });
      else p.submit({ ...loop, steps });
      return p;
    };
    const whole = run(false);
    expect(whole.events('shortcut')[0]).toMatchObject({ done: 12, compacted: 10 });
    expect(whole.obj('Ajani\'s Pridemate').counters).toEqual({ '+1/+1': 12 });
    expect(whole.life(0)).toBe(32);
    expect(comparable(whole.s)).toEqual(comparable(run(true).s));
  });

  it('Splinter Twin + Deceiver Exarch: a million hasty tokens through game.submit, each a permanent with its actor (707.2, 707.9b)', () => {
    const { p, exarch } = twinExarch();
    // The runtime's defaults: an actor per permanent, the whole log kept.
    expect(p.game.objects).not.toBeNull();
    const owned = p.s.players.map((pl) => Object.values(p.s.objects).filter((o) => o.owner === pl.id && !o.token).length);
    p.game.submit(twinLoop(exarch, 1_000_000));
    expect(p.events('shortcut')).toEqual([{ type: 'shortcut', player: 0, proposed: 1_000_000, accepted: 1_000_000, done: 1_000_000, compacted: 999_998 }]);
    const s = p.s;
    const ids = s.battlefield.filter((id) => s.objects[id]!.token);
    expect(ids).toHaveLength(1_000_000);
    // Each is an object of its own in the state, A's, untapped, a copy of the Exarch with haste; ids and timestamps ascend.
    let odd = 0;
    ids.forEach((id, i) => {
      const o = s.objects[id]!;
      const before = i ? s.objects[ids[i - 1]!]! : null;
      if (o.id !== id || o.zone !== 'battlefield' || o.owner !== 0 || o.controller !== 0 || o.tapped || o.card !== 'Deceiver Exarch' || o.copyOf !== 'Deceiver Exarch'
        || o.copyKeywords?.[0] !== 'haste' || (before && (before.id >= o.id || before.timestamp >= o.timestamp))) odd++;
    });
    expect(odd).toBe(0);
    expect(brokenInvariants(s, owned)).toEqual([]);
    // The rules see every one: its characteristics, and an actor of its own, started when first looked up.
    expect(battlefieldCharacteristics(p.core).size).toBe(s.battlefield.length);
    const last = ids[ids.length - 1]!;
    expect(p.chars(last)).toMatchObject({ id: last, name: 'Deceiver Exarch', power: 1, toughness: 4, controller: 0, types: ['Creature'], subtypes: ['Phyrexian', 'Cleric'] });
    expect(p.chars(last).keywords).toContain('haste');
    expect(p.game.objects!.live.size).toBe(s.battlefield.length);
    expect(p.game.objects!.live.get(last)!.getSnapshot().status).toBe('active');
    // 603.7: each iteration's delayed trigger, about its own token.
    expect(delayedCount(s)).toBe(1_000_000);
    const run = s.delayed.at(-1)!;
    expect(nthDelayed(run, run.run!.count - 1).objects).toEqual([last]);
    expect(p.obj(exarch).tapped).toBe(false);
    expect(s.pending).toEqual({ kind: 'priority', player: 0 });
  }, 600_000);

  it('122.1: a counter put on one token made at once is that token\'s alone; the empty record the others share stays empty', () => {
    const { p, exarch } = twinExarch();
    p.submit(twinLoop(exarch, 20));
    const made = p.ids('Deceiver Exarch', { zone: 'battlefield' }).filter((id) => id !== exarch);
    const [one, other] = [made[7]!, made[8]!];
    expect(p.obj(one).counters).toBe(NO_COUNTERS);
    emit(p.core, { type: 'counter', object: one, kind: '+1/+1', amount: 2 });
    expect(p.obj(one).counters).toEqual({ '+1/+1': 2 });
    expect(p.obj(other).counters).toEqual({});
    expect(NO_COUNTERS).toEqual({});
    expect(battlefieldCharacteristics(p.core).get(one)).toMatchObject({ power: 3, toughness: 6 });
    expect(battlefieldCharacteristics(p.core).get(other)).toMatchObject({ power: 1, toughness: 4 });
    emit(p.core, { type: 'counter', object: one, kind: '+1/+1', amount: -2 });
    expect(p.obj(one).counters).toEqual({});
    // 704.5q on a token made at once: its +1/+1 and -1/-1 counters annihilate, the others untouched.
    emit(p.core, { type: 'counter', object: other, kind: '-1/-1', amount: 1 });
    emit(p.core, { type: 'counter', object: other, kind: '+1/+1', amount: 1 });
    checkStateBasedActions(p.core);
    expect(p.obj(other).counters).toEqual({});
    expect(made.every((id) => Object.keys(p.obj(id).counters).length === 0)).toBe(true);
  });

  it('the tokens applied at once are permanents like the played ones: counted, attacking, sacrificed, and gone with their actors (508.1, 701.21, 603.7)', () => {
    const p = position({
      players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }, 'Mountain', 'Mountain'], hand: ['Fling'] }, { battlefield: ['Hill Giant'] }],
      turn: 3, step: 'precombat_main',
    });
    const exarch = p.id('Deceiver Exarch');
    p.submit(twinLoop(exarch, 20));
    expect(p.events('shortcut')[0]).toMatchObject({ done: 20, compacted: 18 });
    const made = p.ids('Deceiver Exarch', { zone: 'battlefield' }).filter((id) => id !== exarch);
    expect(made).toHaveLength(20);
    const live = () => [...p.game.objects!.live.keys()].sort((a, b) => a - b);
    expect(live()).toEqual([...p.s.battlefield].sort((a, b) => a - b));
    expect(staleCharacteristics(p.game)).toEqual([]);
    // 603.2: each registered its enters trigger, as its actor would.
    syncInterceptors(p.core);
    for (const id of made) expect(p.core.interceptors.source(id)?.interceptors.map((i) => i.on)).toEqual(['zone_change']);
    // A token made at once pays Fling's additional cost (701.21: sacrificed); another attacks with haste (702.10).
    const [sacrificed, attacker] = [made[5]!, made[19]!];
    p.cast(0, 'Fling', { targets: [P(1)], sacrifice: sacrificed }).resolveAll();
    expect(p.life(1)).toBe(19);
    expect(p.s.objects[sacrificed]).toBeUndefined();
    expect(p.game.objects!.live.has(sacrificed)).toBe(false);
    expect(p.core.interceptors.source(sacrificed)).toBeUndefined();
    p.attack([attacker]).toStep('end_of_combat');
    expect(p.life(1)).toBe(18);
    // 603.7: at the end step each remaining token is exiled by its own delayed trigger, and its actor stops.
    p.toStep('end');
    p.resolveAll();
    expect(p.ids('Deceiver Exarch', { zone: 'battlefield' })).toEqual([exarch]);
    expect(live()).toEqual([...p.s.battlefield].sort((a, b) => a - b));
    for (const id of made) expect(p.core.interceptors.source(id)).toBeUndefined();
  });
});
