/**
 * Turn structure (CR 500-514) and playing lands (CR 305). Checklist per step: its turn-based action, who
 * it applies to, and what carries over to the next turn.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../rules/index.ts';
import { position } from '../helpers/position.ts';

function refusedWith(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try { fn(); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect((err as IllegalActionError).code).toBe(code);
}

describe('500: the steps of a turn', () => {
  it('500.1: a turn goes untap, upkeep, draw, main, combat, main, end, cleanup; combat without attackers skips blockers and damage (508.8)', () => {
    const p = position({ step: 'end', active: 1, players: [{ library: ['Forest'] }, { library: ['Forest'] }] });
    p.toStep('end');
    expect(p.events('step').map((e) => e.step)).toEqual([
      'cleanup', 'untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers',
      'end_of_combat', 'postcombat_main', 'end',
    ]);
    expect(p.events('turn')).toEqual([{ type: 'turn', turn: 4, active: 0 }]);
  });

  it('500.1: with attackers, combat has declare blockers and combat damage steps', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.attack(['Grizzly Bears']).toStep('postcombat_main');
    expect(p.events('step').map((e) => e.step)).toEqual([
      'beginning_of_combat', 'declare_attackers', 'declare_blockers', 'combat_damage', 'end_of_combat', 'postcombat_main',
    ]);
  });
});

describe('502-504: beginning phase', () => {
  it('502.3: the active player untaps their permanents; the other player\'s stay tapped', () => {
    const p = position({ step: 'end', active: 1, players: [{ battlefield: [{ card: 'Forest', tapped: true }], library: ['Forest'] }, { battlefield: [{ card: 'Island', tapped: true }] }] });
    p.toStep('upkeep');
    expect(p.obj('Forest').tapped).toBe(false);
    expect(p.obj('Island').tapped).toBe(true);
  });

  it('502.3 and 614.1: Intruder Alarm: creatures don\'t untap during untap steps; lands do', () => {
    const p = position({ step: 'end', active: 1, players: [{ battlefield: ['Intruder Alarm', { card: 'Grizzly Bears', tapped: true }, { card: 'Forest', tapped: true }], library: ['Forest'] }, {}] });
    p.toStep('upkeep');
    expect(p.obj('Grizzly Bears').tapped).toBe(true);
    expect(p.obj('Forest').tapped).toBe(false);
  });

  it('504.1: the active player draws a card in the draw step', () => {
    const p = position({ step: 'upkeep', players: [{ library: ['Forest', 'Island'] }, {}] });
    p.toStep('draw');
    expect(p.s.players[0]!.hand.map((id) => p.core.obj(id).card)).toEqual(['Forest']);
    expect(p.s.players[0]!.library).toHaveLength(1);
  });

  it('103.8a: the player who plays first skips the draw of their first turn', () => {
    const p = position({ turn: 1, step: 'upkeep', players: [{ library: ['Forest'] }, { library: ['Forest'] }] });
    p.toStep('precombat_main');
    expect(p.s.players[0]!.hand).toEqual([]);
    expect(p.events('draw')).toEqual([]);
  });

  it('302.6: a creature is no longer summoning sick on its controller\'s next turn', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}', library: ['Forest'] }, { library: ['Forest'] }] });
    p.cast(0, 'Grizzly Bears').resolve();
    p.toAttackers();
    expect(() => p.attack(['Grizzly Bears'])).toThrow(IllegalActionError);
    p.attack([]).toStep('declare_attackers', p.s.turn + 2);
    p.attack(['Grizzly Bears']);
    expect(p.s.combat!.attackers).toHaveLength(1);
  });
});

describe('305: playing lands', () => {
  it('305.2: a player may play one land per turn', () => {
    const p = position({ players: [{ hand: ['Forest', 'Island'] }, {}] });
    p.playLand(0, 'Forest');
    const before = JSON.stringify(p.s);
    refusedWith(() => p.playLand(0, 'Island'), 'action/land_limit');
    expect(JSON.stringify(p.s)).toBe(before);
    expect(p.zoneOf('Island')).toBe('hand');
  });

  it('305.2: the land play comes back the next turn', () => {
    const p = position({ players: [{ hand: ['Forest', 'Island'], library: ['Swamp'] }, { library: ['Swamp'] }] });
    p.playLand(0, 'Forest');
    p.toStep('precombat_main', p.s.turn + 2);
    p.playLand(0, 'Island');
    expect(p.zoneOf('Island')).toBe('battlefield');
  });

  it('305.1 and 505.6b: a land is played only in its owner\'s main phase with an empty stack, and not cast', () => {
    const p = position({ step: 'upkeep', players: [{ hand: ['Forest', 'Shock'], pool: '{R}', library: ['Swamp'] }, {}] });
    refusedWith(() => p.playLand(0, 'Forest'), 'action/sorcery_timing');
    refusedWith(() => p.submit({ type: 'cast', player: 0, card: p.id('Forest') }), 'action/land_not_cast');
  });

  it('305.2: playing a land doesn\'t use the stack, and the player keeps priority', () => {
    const p = position({ players: [{ hand: ['Forest'] }, {}] });
    p.playLand(0, 'Forest');
    expect(p.s.stack).toEqual([]);
    expect(p.s.pending).toEqual({ kind: 'priority', player: 0 });
  });
});

describe('514: cleanup', () => {
  it('514.1: the active player discards down to seven cards', () => {
    const hand = ['Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island', 'Swamp', 'Swamp', 'Mountain'];
    const p = position({ step: 'end', players: [{ hand, library: [] }, { library: ['Forest'] }] });
    p.answer('cards', (c) => c.options.filter((id) => p.core.obj(id).card === 'Swamp'));
    p.pass().pass();
    expect(p.askedOf('cards')[0]).toMatchObject({ player: 0, min: 2, max: 2 });
    expect(p.s.players[0]!.hand).toHaveLength(7);
    expect(p.s.players[0]!.graveyard.map((id) => p.core.obj(id).card).sort()).toEqual(['Swamp', 'Swamp']);
  });

  it('514.2: damage wears off in the cleanup step', () => {
    const p = position({ step: 'end', players: [{ battlefield: [{ card: 'Hill Giant', damage: 2 }] }, { battlefield: [{ card: 'Grizzly Bears', damage: 1 }], library: ['Forest'] }] });
    p.pass().pass();
    expect(p.obj('Hill Giant').damage).toBe(0);
    expect(p.obj('Grizzly Bears').damage).toBe(0);
  });
});
