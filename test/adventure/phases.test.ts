/** The turn: phases in order, who has priority in each, and what the engine does in DRAW, BATTLE and END. */
import { describe, expect, it } from 'vitest';
import { A, B, position } from './helpers.ts';

describe('adventure-cards-engine.md: Turns, Phases, and the Core Rules', () => {
  it('Phases 1-6: DRAW, MAIN, ATTACKERS, BLOCKERS, BATTLE, END in order; DRAW and END give nobody priority', () => {
    const p = position({ players: { A: {}, B: {} } });
    const from = p.log.length;
    p.passUntil('main', 2);
    const steps = p.events(from, 'step').map((e) => (e.type === 'step' ? `${e.turn}:${e.step}` : ''));
    expect(steps).toEqual(['1:attackers', '1:blockers', '1:battle', '1:end', '2:draw', '2:main']);
    const asked = p.events(from).filter((e) => e.type === 'step' && (e.step === 'draw' || e.step === 'end'));
    expect(asked).toHaveLength(2);
  });

  it('Phase 1 DRAW: the active player untaps, adds 1 to the maximum mana, refills and draws — as the core rules\' trigger on PHASE_DRAW', () => {
    const p = position({ players: { A: { battlefield: [{ card: 'Ogre', tapped: true }] }, B: { battlefield: [{ card: 'Squire', tapped: true }], hand: [] } } });
    expect(p.mana(B)).toEqual({ max: 0, available: 0 });
    const from = p.log.length;
    p.passUntil('main', 2);
    expect(p.s.objects[p.id('Squire')]!.tapped).toBe(false);
    expect(p.s.objects[p.id('Ogre')]!.tapped).toBe(true);
    expect(p.mana(B)).toEqual({ max: 1, available: 1 });
    expect(p.s.players[B]!.hand).toHaveLength(1);
    const draw = p.log.slice(from).findIndex((e) => e.type === 'step' && e.step === 'draw');
    expect(p.log.slice(from + draw).map((e) => e.type).slice(0, 6)).toEqual(['step', 'untap', 'adv_mana_max', 'adv_mana_refill', 'draw', 'step']);
  });

  it('Phase 1 DRAW: "Add 1 mana to mana pool (up to ~8)": the maximum stops at 8 and the pool refills', () => {
    const p = position({ turn: 16, active: 'B', players: { A: { mana: { max: 8, available: 0 } }, B: {} } });
    p.passUntil('main', 17);
    expect(p.mana(A)).toEqual({ max: 8, available: 8 });
    const p2 = position({ turn: 2, active: 'B', players: { A: { mana: { max: 3, available: 0 } }, B: {} } });
    p2.passUntil('main', 3);
    expect(p2.mana(A)).toEqual({ max: 4, available: 4 });
  });

  it('Phase 2 MAIN: priority goes to the active player; two passes in succession end the phase', () => {
    const p = position({ players: { A: {}, B: {} } });
    expect(p.s.pending).toEqual({ kind: 'priority', player: A });
    p.pass(A);
    expect(p.s.pending).toEqual({ kind: 'priority', player: B });
    expect(p.s.step).toBe('main');
    p.pass(B);
    expect(p.s.step).toBe('attackers');
  });

  it('Phase 2 MAIN: when a player submits an action, priority passes to the other player, and passes count again from 0', () => {
    const p = position({ players: { A: { hand: ['Squire'] }, B: { hand: ['Spark'] } } });
    p.pass(A);
    p.cast(B, 'Spark', [{ kind: 'player', id: A }]);
    expect(p.s.pending).toEqual({ kind: 'priority', player: A });
    expect(p.s.passes).toBe(0);
    p.cast(A, 'Squire');
    expect(p.s.pending).toEqual({ kind: 'priority', player: B });
    p.pass(B);
    expect(p.s.step).toBe('main');
    p.pass(A);
    expect(p.s.step).toBe('attackers');
  });

  it('Phase 3 ATTACKERS: only the active player, only DECLARE_ATTACK; their pass ends the phase', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre', 'Squire'] }, B: {} } });
    expect(p.s.pending).toEqual({ kind: 'attackers', player: A });
    p.attack(A, 'Ogre');
    expect(p.s.pending).toEqual({ kind: 'attackers', player: A });
    p.attack(A, 'Squire');
    expect(p.s.combat!.attackers).toHaveLength(2);
    p.pass(A);
    expect(p.s.step).toBe('blockers');
  });

  it('Phase 4 BLOCKERS: priority to the inactive player, only DECLARE_BLOCK; their pass ends the phase', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre'] }, B: { battlefield: ['Stone Wall'] } } });
    p.attack(A, 'Ogre');
    p.pass(A);
    expect(p.s.pending).toEqual({ kind: 'blockers', player: B });
    p.block(B, 'Stone Wall', 'Ogre');
    expect(p.s.pending).toEqual({ kind: 'blockers', player: B });
    p.pass(B);
    expect(p.s.step).toBe('battle');
    expect(p.s.pending).toEqual({ kind: 'priority', player: A });
  });

  it('Phase 5 BATTLE: COMBAT_DAMAGE effects are processed only after both players pass in succession', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Troll'] }, B: {} } });
    p.attack(A, 'Troll');
    p.pass(A);
    p.pass(B);
    const from = p.log.length;
    p.pass(A);
    expect(p.events(from, 'damage')).toEqual([]);
    p.pass(B);
    expect(p.events(from, 'damage')).toMatchObject([{ amount: 3, combat: true, target: { kind: 'player', id: B } }]);
    expect(p.life()).toEqual([20, 17]);
  });

  it('Phase 6 END: PHASE_END triggers run and nobody gets priority; damage and pumps wear off', () => {
    const p = position({ players: { A: { battlefield: ['Shrine Keeper', 'Stone Wall'], hand: ['Battle Cry', 'Lightning'], mana: { max: 2, available: 2 } }, B: {} } });
    p.cast(A, 'Lightning', [p.target('Stone Wall')]);
    p.pass(B);
    p.cast(A, 'Battle Cry', [p.target('Stone Wall')]);
    expect(p.s.objects[p.id('Stone Wall')]!.damage).toBe(2);
    expect(p.s.adventure.pumps).toHaveLength(1);
    p.passUntil('main', 2);
    expect(p.life()).toEqual([21, 20]);
    expect(p.s.objects[p.id('Stone Wall')]!.damage).toBe(0);
    expect(p.s.adventure.pumps).toEqual([]);
    expect(p.s.combat).toBeNull();
  });
});
