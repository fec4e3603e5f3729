/**
 * Priority (CR 117) and timing permissions (CR 307.1, 305.2 for lands). Checklist: who receives priority
 * when, the player who acts keeps it, all players passing in succession resolves the top object or ends the
 * step, and actions without priority or at the wrong time are refused with a typed error and change nothing.
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

describe('117: priority', () => {
  it('117.3a: the active player receives priority at the beginning of a step', () => {
    const p = position({ step: 'upkeep', players: [{ library: ['Forest'] }, {}] });
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
    p.pass().pass();
    expect(p.s.step).toBe('draw');
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.3c: a player who casts a spell receives priority again', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] });
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
    expect(p.s.stack).toHaveLength(1);
  });

  it('117.3c: the acting player may hold priority and respond to their own spell', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Shock', 'Giant Growth'], pool: '{R}{G}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] });
    p.resolveAll();
    expect(p.pt('Grizzly Bears')).toBe('5/5');
    expect(p.obj('Grizzly Bears').damage).toBe(2);
  });

  it('117.3d: a player who passes gives priority to the next player', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] }).pass();
    expect(p.s.pending).toEqual({ kind: 'priority', player: 1 });
    expect(p.s.stack).toHaveLength(1);
  });

  it('117.4 and 117.3b: all players passing in succession resolve the top object; then the active player receives priority', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] }).pass().pass();
    expect(p.s.stack).toEqual([]);
    expect(p.life(1)).toBe(18);
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.4: after a response, both players must pass again before anything resolves, and only the top object does', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, { hand: ['Shock'], pool: '{R}' }] });
    p.cast(0, 'Shock', { targets: [P(1)] }).pass();
    p.cast(1, 'Shock', { targets: [P(0)] });
    p.pass();
    expect(p.s.stack).toHaveLength(2);
    p.pass();
    expect(p.s.stack).toHaveLength(1);
    expect(p.life(0)).toBe(18);
    expect(p.life(1)).toBe(20);
  });

  it('117.4 and 500.2: all players passing with an empty stack ends the step', () => {
    const p = position({ players: [{}, {}] });
    p.pass().pass();
    expect(p.s.step).toBe('beginning_of_combat');
  });

  it('117.1: a player without priority can\'t act; the state is unchanged', () => {
    const p = position({ players: [{}, { hand: ['Shock'], pool: '{R}' }] });
    const before = JSON.stringify(p.s);
    refusedWith(() => p.cast(1, 'Shock', { targets: [P(0)] }), 'action/not_your_decision');
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('605.3a: a mana ability doesn\'t use the stack and doesn\'t change who has priority', () => {
    const p = position({ players: [{ battlefield: ['Forest'] }, {}] });
    p.activate(0, 'Forest', 0);
    expect(p.s.stack).toEqual([]);
    expect(p.s.players[0]!.pool.G).toBe(1);
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
  });

  it('106.6 and 605: a mana ability with a choice of colour adds the colour chosen (Coastal Tower)', () => {
    const p = position({ players: [{ battlefield: ['Coastal Tower'] }, {}] });
    p.answer('mana_color', (c) => c.options.indexOf('U'));
    p.activate(0, 'Coastal Tower', 0);
    expect(p.s.players[0]!.pool).toMatchObject({ W: 0, U: 1 });
  });

  it('305.6: a land with a basic land type added can pay with that type\'s mana (Yavimaya makes a Swamp tap for {G})', () => {
    const p = position({ players: [{ battlefield: ['Swamp', 'Yavimaya, Cradle of Growth'], hand: ['Grizzly Bears'] }, {}] });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('500.4: mana empties from pools when a step ends', () => {
    const p = position({ players: [{ battlefield: ['Forest'] }, {}] });
    p.activate(0, 'Forest', 0);
    p.pass().pass();
    expect(p.s.players[0]!.pool.G).toBe(0);
  });
});

describe('307.1: timing of spells', () => {
  it('307.1: a sorcery can\'t be cast while the stack is not empty', () => {
    const p = position({ players: [{ hand: ['Shock', 'Lava Axe'], pool: '{R}{R}{R}{R}{R}{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] });
    refusedWith(() => p.cast(0, 'Lava Axe', { targets: [P(1)] }), 'action/sorcery_timing');
  });

  it('307.1: a sorcery can\'t be cast outside its controller\'s main phase; an instant can', () => {
    const p = position({ step: 'upkeep', players: [{ hand: ['Lava Axe', 'Shock'], pool: '{R}{R}{R}{R}{R}{R}', library: ['Forest'] }, {}] });
    refusedWith(() => p.cast(0, 'Lava Axe', { targets: [P(1)] }), 'action/sorcery_timing');
    p.cast(0, 'Shock', { targets: [P(1)] });
  });

  it('307.1: a creature spell (no flash) can\'t be cast in the opponent\'s turn', () => {
    const p = position({ active: 1, players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, {}] });
    p.pass();
    refusedWith(() => p.cast(0, 'Grizzly Bears'), 'action/sorcery_timing');
  });

  it('702.8a: flash: it can be cast any time its controller could cast an instant', () => {
    const p = position({ active: 1, players: [{ hand: ['Dictate of the Twin Gods'], pool: '{R}{R}{R}{R}{R}' }, {}] });
    p.pass();
    p.cast(0, 'Dictate of the Twin Gods').resolve();
    expect(p.zoneOf('Dictate of the Twin Gods')).toBe('battlefield');
  });
});
