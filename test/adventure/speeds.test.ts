/** Speeds and timing: what each player may submit in each phase. */
import { describe, expect, it } from 'vitest';
import { performAdventureAction } from '../../rules/adventure/index.ts';
import { A, B, player, position } from './helpers.ts';

const both = { A: { battlefield: ['Watchman', 'Sprite', 'Ogre'], hand: ['Gnome', 'Spark'], mana: { max: 3, available: 3 } }, B: { battlefield: ['Watchman', 'Sprite', 'Ogre'], hand: ['Gnome', 'Spark'] } };

describe('adventure-cards-engine.md: Phase 2 MAIN (speeds)', () => {
  it('the active player may cast every card type and use NORMAL and FAST abilities', () => {
    const p = position({ players: both });
    p.cast(A, 'Gnome');
    p.pass(B);
    p.activate(A, 'Watchman');
    p.pass(B);
    p.activate(A, 'Sprite');
    p.pass(B);
    p.cast(A, 'Spark', [player(B)]);
    expect(p.zone('Gnome', A)).toBe('battlefield');
    expect(p.life()).toEqual([22, 19]);
  });

  it('the inactive player may cast only spells and use only FAST abilities', () => {
    const p = position({ players: both });
    p.pass(A);
    expect(p.refused(() => p.cast(B, 'Gnome'))).toBe('action/timing');
    expect(p.refused(() => p.activate(B, 'Watchman'))).toBe('action/timing');
    p.activate(B, 'Sprite');
    p.pass(A);
    p.cast(B, 'Spark', [player(A)]);
    expect(p.life()).toEqual([19, 21]);
  });

  it('a player without priority may not act, and passing for another player is refused', () => {
    const p = position({ players: both });
    expect(p.refused(() => p.cast(B, 'Spark', [player(A)]))).toBe('action/not_your_decision');
    expect(p.refused(() => p.pass(B))).toBe('action/not_your_decision');
  });
});

describe('adventure-cards-engine.md: Phase 5 BATTLE (speeds)', () => {
  it('both players may cast spells and use FAST abilities; nobody may cast a creature or use a NORMAL ability', () => {
    const p = position({ step: 'battle', players: both });
    expect(p.refused(() => p.cast(A, 'Gnome'))).toBe('action/timing');
    expect(p.refused(() => p.activate(A, 'Watchman'))).toBe('action/timing');
    p.activate(A, 'Sprite');
    expect(p.s.pending).toEqual({ kind: 'priority', player: B });
    p.cast(B, 'Spark', [player(A)]);
    expect(p.s.pending).toEqual({ kind: 'priority', player: A });
    expect(p.life()).toEqual([20, 20]);
  });
});

describe('adventure-cards-engine.md: Phases 3 and 4 (declarations only)', () => {
  it('ATTACKERS takes only the active player\'s attacks: no spells, no abilities, no blocks', () => {
    const p = position({ step: 'attackers', players: both });
    expect(p.refused(() => p.cast(A, 'Spark', [player(B)]))).toBe('action/wrong_decision');
    expect(p.refused(() => p.activate(A, 'Sprite'))).toBe('action/wrong_decision');
    expect(p.refused(() => p.block(B, 'Ogre', 'Ogre'))).toBe('action/not_your_decision');
  });

  it('BLOCKERS takes only the inactive player\'s blocks: no spells, no attacks', () => {
    const p = position({ step: 'attackers', players: both });
    p.attack(A, 'Ogre');
    p.pass(A);
    expect(p.refused(() => p.cast(B, 'Spark', [player(A)]))).toBe('action/wrong_decision');
    expect(p.refused(() => p.attack(A, 'Sprite'))).toBe('action/not_your_decision');
    p.block(B, 'Ogre', 'Ogre');
    expect(p.s.combat!.blocked).toEqual([p.id('Ogre', A)]);
  });

  it('a declaration outside its phase is refused by the rules too, not only by the runtime\'s priority window', () => {
    const p = position({ players: both });
    const attack = { type: 'attack' as const, player: A, attackers: [{ id: p.id('Ogre', A), target: player(B) }] };
    expect(p.refused(() => performAdventureAction(p.game.core, attack))).toBe('action/timing');
    const block = { type: 'block' as const, player: B, blockers: [{ id: p.id('Ogre', B), blocks: p.id('Ogre', A) }] };
    expect(p.refused(() => performAdventureAction(p.game.core, block))).toBe('action/timing');
  });
});
