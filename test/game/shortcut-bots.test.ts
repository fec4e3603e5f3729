/**
 * Bots and loop shortcuts (CR 732.2a): the legal actions offer a loop the player's activations make (an activation
 * and its resolutions that leave the game as it was but for new tokens, delayed triggers, life and counters), and
 * the random bot takes it; an activation that doesn't come back to where it began is no loop.
 */
import { describe, expect, it } from 'vitest';
import { Game, randomPolicy } from '../../actors/index.ts';
import { BOT_LOOP_ITERATIONS, clonePlain, emit, legalActions } from '../../rules/index.ts';
import { O, cards, position } from '../helpers/position.ts';

const loopIn = (p: ReturnType<typeof position>) => legalActions(p.core, 0).find((a) => a.type === 'shortcut');

describe('732.2a: a loop a bot can find', () => {
  it('Splinter Twin on Deceiver Exarch: tap for a copy, its trigger untaps the Exarch', () => {
    const p = position({ players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }] }, { battlefield: ['Hill Giant'] }], turn: 3 });
    const exarch = p.id('Deceiver Exarch');
    expect(loopIn(p)).toEqual({
      type: 'shortcut', player: 0, iterations: BOT_LOOP_ITERATIONS,
      steps: [{ type: 'act', action: { type: 'activate', player: 0, source: exarch, ability: 0, targets: [] } }, { type: 'resolve' }, { type: 'resolve' }],
      answers: [{ kind: 'mode', value: 0 }, { kind: 'target', value: [O(exarch)] }],
    });
    // Finding it changed nothing in the game.
    expect(p.s.battlefield).toHaveLength(3);
  });

  it('Kiki-Jiki and Pestermite: the copy\'s trigger must untap, the second of its choices', () => {
    const p = position({ players: [{ battlefield: ['Kiki-Jiki, Mirror Breaker', 'Pestermite'] }, {}], turn: 3 });
    const kiki = p.id('Kiki-Jiki, Mirror Breaker');
    const loop = loopIn(p);
    expect(loop).toMatchObject({ steps: [{ type: 'act', action: { source: kiki, targets: [O(p.id('Pestermite'))] } }, { type: 'resolve' }, { type: 'resolve' }] });
    expect(loop?.type === 'shortcut' && loop.answers).toEqual([{ kind: 'target', value: [O(kiki)] }, { kind: 'yes_no', value: true }, { kind: 'mode', value: 1 }]);
  });

  it('a loop found is not offered again once its activation is not legal (its source tapped, CR 732.2a, 602.2b)', () => {
    // Kiora's Follower's activation stays legal, so the listing still looks for a loop after the Exarch is tapped.
    const p = position({ players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }, "Kiora's Follower"] }, { battlefield: ['Hill Giant'] }], turn: 3 });
    const exarch = p.id('Deceiver Exarch');
    expect(loopIn(p)).toBeDefined();
    // Tapping changes no characteristic: the listing after it is of the same layer version as the one that found the loop.
    emit(p.core, { type: 'tap', object: exarch });
    const legal = legalActions(p.core, 0);
    expect(legal.some((a) => a.type === 'activate' && a.source === exarch)).toBe(false);
    expect(legal.some((a) => a.type === 'activate' && a.source === p.id("Kiora's Follower"))).toBe(true);
    expect(legal.find((a) => a.type === 'shortcut')).toBeUndefined();
  });

  it('an activation that leaves its source tapped is no loop (Presence of Gond beside Pestermite)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Presence of Gond', attachedTo: 'Grizzly Bears' }, 'Pestermite'] }, {}], turn: 3 });
    expect(legalActions(p.core, 0).some((a) => a.type === 'activate')).toBe(true);
    expect(loopIn(p)).toBeUndefined();
  });
});

describe('the random bot', () => {
  it('takes a loop it is offered, once a turn, and the opponent bot accepts or shortens it', () => {
    const p = position({ players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }], library: ['Island', 'Island', 'Island'] }, { library: ['Island', 'Island', 'Island'] }], turn: 3 });
    const game = new Game(clonePlain(p.s), { cards: cards(), policies: [randomPolicy(7), randomPolicy(8)] });
    game.resume();
    game.run(40);
    const taken = game.log.filter((e) => e.type === 'shortcut');
    expect(taken.length).toBeGreaterThanOrEqual(1);
    const first = taken[0]!;
    expect(first).toMatchObject({ player: 0, proposed: BOT_LOOP_ITERATIONS });
    if (first.type === 'shortcut') expect(first.done).toBe(first.accepted);
    expect(new Set(taken.map((e) => game.log.indexOf(e))).size).toBe(taken.length);
  });
});
