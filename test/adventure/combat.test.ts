/** Combat: declarations, who can attack and block, and how COMBAT_DAMAGE is dealt. */
import { describe, expect, it } from 'vitest';
import { A, B, position } from './helpers.ts';

const toBattle = (p: ReturnType<typeof position>) => { p.pass(A); };

describe('adventure-cards-engine.md: Phase 3 ATTACKERS (DECLARE_ATTACK)', () => {
  it('an attacker taps; a tapped creature, a creature that entered this turn, or the opponent\'s creature can\'t attack', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre', { card: 'Troll', tapped: true }, { card: 'Squire', sick: true }] }, B: { battlefield: ['Peasant'] } } });
    expect(p.refused(() => p.attack(A, 'Troll'))).toBe('action/attacker');
    expect(p.refused(() => p.attack(A, 'Squire'))).toBe('action/attacker');
    expect(p.refused(() => p.game.submit({ type: 'attack', player: A, attackers: [{ id: p.id('Peasant', B), target: { kind: 'player', id: B } }] }))).toBe('action/attacker');
    p.attack(A, 'Ogre');
    expect(p.s.objects[p.id('Ogre')]!.tapped).toBe(true);
    expect(p.refused(() => p.attack(A, 'Ogre'))).toBe('action/attacker');
  });

  it('a creature attacks the opponent, not its own controller', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre'] }, B: {} } });
    expect(p.refused(() => p.game.submit({ type: 'attack', player: A, attackers: [{ id: p.id('Ogre'), target: { kind: 'player', id: A } }] }))).toBe('action/attack_target');
  });
});

describe('adventure-cards-engine.md: Phase 4 BLOCKERS (DECLARE_BLOCK)', () => {
  it('a tapped creature can\'t block; a creature blocks only an attacker, and only once', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre', 'Squire'] }, B: { battlefield: [{ card: 'Troll', tapped: true }, 'Stone Wall'] } } });
    p.attack(A, 'Ogre');
    p.pass(A);
    expect(p.refused(() => p.block(B, 'Troll', 'Ogre'))).toBe('action/blocker');
    expect(p.refused(() => p.block(B, 'Stone Wall', 'Squire'))).toBe('action/block_target');
    p.block(B, 'Stone Wall', 'Ogre');
    expect(p.refused(() => p.block(B, 'Stone Wall', 'Ogre'))).toBe('action/blocker');
  });
});

describe('adventure-cards-engine.md: Phase 5 BATTLE (COMBAT_DAMAGE)', () => {
  it('an unblocked attacker damages the player; blocker and attacker damage each other at once', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Ogre', 'Troll'] }, B: { battlefield: ['Squire'] } } });
    p.attack(A, 'Ogre', 'Troll');
    p.pass(A);
    p.block(B, 'Squire', 'Ogre');
    p.pass(B);
    toBattle(p);
    const from = p.log.length;
    p.pass(B);
    expect(p.life()).toEqual([20, 17]);
    expect(p.zone('Squire')).toBe('graveyard');
    expect(p.zone('Ogre')).toBe('battlefield');
    expect(p.events(from, 'damage').filter((e) => e.type === 'damage' && e.targetName === 'Ogre').map((e) => e.type === 'damage' && e.amount)).toEqual([1]);
  });

  it('two blockers: the attacker deals lethal damage to the first, the rest to the next; both strike back', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Troll'] }, B: { battlefield: ['Squire', 'Ogre'] } } });
    p.attack(A, 'Troll');
    p.pass(A);
    p.block(B, 'Squire', 'Troll');
    p.block(B, 'Ogre', 'Troll');
    p.pass(B);
    const from = p.log.length;
    p.pass(A);
    p.pass(B);
    expect(p.events(from, 'damage').map((e) => (e.type === 'damage' ? `${e.sourceName}>${e.targetName}:${e.amount}` : ''))).toEqual(['Troll>Squire:1', 'Troll>Ogre:2', 'Squire>Troll:1', 'Ogre>Troll:2']);
    expect([p.zone('Squire'), p.zone('Ogre'), p.zone('Troll')]).toEqual(['graveyard', 'graveyard', 'graveyard']);
    expect(p.life()).toEqual([20, 20]);
  });

  it('an attacker whose blocker left before damage deals no damage; spells in BATTLE can change the outcome', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Troll'], hand: ['Lightning'], mana: { max: 1, available: 1 } }, B: { battlefield: ['Ogre'] } } });
    p.attack(A, 'Troll');
    p.pass(A);
    p.block(B, 'Ogre', 'Troll');
    p.pass(B);
    p.cast(A, 'Lightning', [p.target('Ogre')]);
    expect(p.zone('Ogre')).toBe('graveyard');
    expect(p.s.combat!.blocked).toEqual([p.id('Troll')]);
    const from = p.log.length;
    p.pass(B);
    p.pass(A);
    expect(p.events(from, 'damage')).toEqual([]);
    expect(p.life()).toEqual([20, 20]);
  });

  it('a player at 0 life is out at once: a death trigger queued behind the loss does not run (no draw)', () => {
    const p = position({ step: 'attackers', players: { A: { life: 2, battlefield: ['Troll', 'Ogre'] }, B: { life: 3, battlefield: ['Goblin Bomber'] } } });
    p.attack(A, 'Troll', 'Ogre');
    p.pass(A);
    p.block(B, 'Goblin Bomber', 'Ogre');
    p.pass(B);
    p.pass(A);
    p.pass(B);
    expect(p.s.result).toMatchObject({ winner: A, draw: false });
    expect(p.life()).toEqual([2, 0]);
    expect(p.log.some((e) => e.type === 'trigger')).toBe(false);
  });

  it('a player at 0 life loses, and the game is over', () => {
    const p = position({ step: 'attackers', players: { A: { battlefield: ['Colossus'] }, B: { life: 8 } } });
    p.attack(A, 'Colossus');
    p.pass(A);
    p.pass(B);
    p.pass(A);
    p.pass(B);
    expect(p.s.result).toMatchObject({ winner: A, draw: false });
    expect(p.s.pending).toBeNull();
  });
});
