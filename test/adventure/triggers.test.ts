/** Triggers: the engine's core rules and the cards' triggers, on the effect types they list. */
import { describe, expect, it } from 'vitest';
import { CORE_TRIGGERS, triggerKeys } from '../../rules/adventure/index.ts';
import { A, B, player, position } from './helpers.ts';

describe('adventure-cards-engine.md: Actions & Triggers — the core rules are triggers', () => {
  it('"on: [PHASE_START] → untap, draw": the draw phase is a trigger registered by the engine, with no card', () => {
    const draw = CORE_TRIGGERS.find((t) => t.on.includes('PHASE_DRAW'))!;
    expect(draw.effects).toEqual(['untap-all-permanents', 'add-max-mana-1', 'refill-mana', 'draw-card']);
  });

  it('events answer to effect-type keys', () => {
    expect(triggerKeys({ type: 'step', step: 'end', turn: 1, active: 0 })).toEqual(['PHASE_END']);
    expect(triggerKeys({ type: 'life', player: 0, amount: 2 })).toEqual(['GAIN_LIFE']);
    expect(triggerKeys({ type: 'damage', source: 1, sourceName: 'Ogre', target: { kind: 'player', id: 1 }, amount: 2, combat: true })).toEqual(['DAMAGE', 'COMBAT_DAMAGE']);
  });

  it('drawing from an empty library loses the game (at the next DRAW phase)', () => {
    const p = position({ players: { A: {}, B: { library: [] } } });
    p.passUntil('main', 1);
    for (let i = 0; i < 20 && !p.game.over; i++) p.pass();
    expect(p.s.result).toMatchObject({ winner: A });
    expect(p.log.some((e) => e.type === 'lose' && e.player === B && e.reason === 'drew from an empty library')).toBe(true);
  });
});

describe('adventure-cards-engine.md: Triggers of cards (TriggerAbilities)', () => {
  it('"You gain 1 life at the beginning of each end phase" (Shrine Keeper, on: [PHASE_END]) triggers in both players\' END phases', () => {
    const p = position({ players: { A: { battlefield: ['Shrine Keeper'] }, B: {} } });
    const from = p.log.length;
    p.passUntil('main', 3);
    expect(p.life()).toEqual([22, 20]);
    expect(p.events(from, 'trigger')).toHaveLength(2);
  });

  it('if: your_turn — Paladin grows only in its controller\'s END phase; Watchtower gains life only in its controller\'s DRAW', () => {
    const p = position({ players: { A: { battlefield: ['Paladin', 'Watchtower'] }, B: {} } });
    p.passUntil('main', 3);
    expect(p.s.objects[p.id('Paladin')]!.counters['+1/+1']).toBe(1);
    expect(p.life()).toEqual([21, 20]);
  });

  it('if: self with ENTER — Herald draws when it enters; Leech drains 1; Dragon hits only the opponent\'s creatures', () => {
    const p = position({ players: { A: { hand: ['Herald', 'Leech', 'Dragon'], battlefield: ['Squire'], mana: { max: 8, available: 8 } }, B: { battlefield: ['Ogre', 'Troll'] } } });
    p.cast(A, 'Herald');
    expect(p.s.players[A]!.hand).toHaveLength(3);
    p.pass(B);
    p.cast(A, 'Leech');
    expect(p.life()).toEqual([21, 19]);
    const q = position({ players: { A: { hand: ['Dragon'], battlefield: ['Squire'], mana: { max: 7, available: 7 } }, B: { battlefield: ['Ogre', 'Troll'] } } });
    q.cast(A, 'Dragon');
    expect(q.zone('Ogre')).toBe('graveyard');
    expect(q.s.objects[q.id('Troll')]!.damage).toBe(2);
    expect(q.zone('Squire')).toBe('battlefield');
  });

  it('if: self with DIES — a creature that just left the battlefield still sees its own death (Goblin Bomber, Wisp)', () => {
    const p = position({ players: { A: { hand: ['Lightning'], mana: { max: 1, available: 1 } }, B: { battlefield: ['Goblin Bomber', 'Wisp'], hand: ['Spark'] } } });
    p.cast(A, 'Lightning', [p.target('Goblin Bomber')]);
    expect(p.life()).toEqual([18, 20]);
    expect(p.log.some((e) => e.type === 'trigger' && e.card === 'Goblin Bomber')).toBe(true);
    expect(p.log.some((e) => e.type === 'trigger' && e.card === 'Wisp')).toBe(false);
  });

  it('if: you — Cleric grows whenever its controller gains life, not when the opponent does', () => {
    const p = position({ players: { A: { battlefield: ['Cleric', 'Sprite'] }, B: { battlefield: ['Sprite'] } } });
    p.activate(A, 'Sprite');
    p.activate(B, 'Sprite');
    expect(p.s.objects[p.id('Cleric')]!.counters['+1/+1']).toBe(1);
  });

  it('triggers fired during an action are processed after its effects, before anyone gets priority again', () => {
    const p = position({ players: { A: { hand: ['Spark'] }, B: { battlefield: ['Cleric'], hand: [] } } });
    p.cast(A, 'Spark', [player(B)]);
    expect(p.s.adventure.queue).toEqual([]);
    expect(p.s.pending).toEqual({ kind: 'priority', player: B });
  });
});
