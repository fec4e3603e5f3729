/**
 * Planeswalkers (CR 306, 606): loyalty on entering, loyalty abilities as costs, once per turn at sorcery
 * speed, damage removing loyalty, and the state-based action at 0 loyalty.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';

function refusedWith(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try { fn(); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect((err as IllegalActionError).code).toBe(code);
}

const libraries = { library: ['Forest', 'Island', 'Swamp'] };

describe('306.5b and 606: Jace Beleren', () => {
  it('306.5b: a planeswalker enters with its printed loyalty', () => {
    const p = position({ players: [{ hand: ['Jace Beleren'], pool: '{U}{U}{U}' }, {}] });
    p.cast(0, 'Jace Beleren').resolve();
    expect(p.obj('Jace Beleren').counters).toEqual({ loyalty: 3 });
  });

  it('122.6 and 614.1c: with Doubling Season, it enters with twice its loyalty', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season'], hand: ['Jace Beleren'], pool: '{U}{U}{U}' }, {}] });
    p.cast(0, 'Jace Beleren').resolve();
    expect(p.obj('Jace Beleren').counters).toEqual({ loyalty: 6 });
  });

  it('606.4: +2: adding loyalty is the cost, paid on activation; each player draws on resolution', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'], ...libraries }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 0);
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(5);
    expect(p.s.stack).toHaveLength(1);
    expect(p.s.players.map((x) => x.hand.length)).toEqual([0, 0]);
    p.resolve();
    expect(p.s.players.map((x) => x.hand.length)).toEqual([1, 1]);
  });

  it('606.4: −1: target player draws a card', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'], ...libraries }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 1, { targets: [P(1)] }).resolve();
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(2);
    expect(p.s.players.map((x) => x.hand.length)).toEqual([0, 1]);
  });

  it('606.6: a loyalty ability with a negative cost can\'t be activated with too little loyalty (−10 with 3)', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'] }, { ...libraries }] });
    const before = JSON.stringify(p.s);
    refusedWith(() => p.activate(0, 'Jace Beleren', 2, { targets: [P(1)] }), 'action/cannot_pay');
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('606.3: only one loyalty ability of a permanent per turn', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'], ...libraries }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 0).resolve();
    refusedWith(() => p.activate(0, 'Jace Beleren', 1, { targets: [P(1)] }), 'action/loyalty_used');
  });

  it('606.3: the limit resets on the controller\'s next turn', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'], ...libraries }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 0).resolve();
    p.toStep('precombat_main', p.s.turn + 2);
    p.activate(0, 'Jace Beleren', 1, { targets: [P(0)] });
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(4);
  });

  it('606.3: loyalty abilities only at sorcery speed: not with a spell on the stack, not in another step', () => {
    const p = position({ players: [{ battlefield: ['Jace Beleren'], hand: ['Shock'], pool: '{R}', ...libraries }, { ...libraries }] });
    p.cast(0, 'Shock', { targets: [P(1)] });
    refusedWith(() => p.activate(0, 'Jace Beleren', 0), 'action/sorcery_timing');
    const q = position({ step: 'upkeep', players: [{ battlefield: ['Jace Beleren'], ...libraries }, { ...libraries }] });
    refusedWith(() => q.activate(0, 'Jace Beleren', 0), 'action/sorcery_timing');
  });

  it('606.4 and 704.5i: −1 from 1 loyalty: Jace goes to the graveyard, and the ability still resolves', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 1 } }], ...libraries }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 1, { targets: [P(1)] });
    expect(p.zoneOf('Jace Beleren')).toBe('graveyard');
    p.resolve();
    expect(p.s.players[1]!.hand).toHaveLength(1);
  });

  it('120.3c and 306.8: damage dealt to a planeswalker removes that much loyalty (a spell may target it directly)', () => {
    const p = position({ players: [{ hand: ['Lava Axe'], pool: '{R}{R}{R}{R}{R}' }, { battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 6 } }] }] });
    p.cast(0, 'Lava Axe', { targets: [p.card('Jace Beleren')] }).resolve();
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(1);
    expect(p.life(1)).toBe(20);
  });

  it('606.4 and 701.13: −10: target player mills twenty cards (or all they have)', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 10 } }] }, { ...libraries }] });
    p.activate(0, 'Jace Beleren', 2, { targets: [P(1)] }).resolve();
    expect(p.s.players[1]!.library).toEqual([]);
    expect(p.s.players[1]!.graveyard).toHaveLength(3);
    expect(p.zoneOf('Jace Beleren')).toBe('graveyard');
  });
});
