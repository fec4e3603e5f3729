/** Costs and effects as data, their items, and the handlers that carry them out. */
import { describe, expect, it } from 'vitest';
import { COSTS, EFFECTS, costItems, effectItems, runEffect } from '../../rules/adventure/index.ts';
import { A, B, player, position } from './helpers.ts';

describe('adventure-cards-engine.md: Costs & Effects (templates as data)', () => {
  it('the seed\'s sample costs: mana-1, tap, sacrifice-permanent-1', () => {
    expect(COSTS.get('mana-1')).toEqual({ name: 'mana-1', type: 'MANA', amount: 1, arguments: [] });
    expect(COSTS.get('tap')).toEqual({ name: 'tap', type: 'TAP', arguments: ['cardId'] });
    expect(COSTS.get('sacrifice-permanent-1')).toEqual({ name: 'sacrifice-permanent-1', type: 'SACRIFICE', target: 'PERMANENT', number: 1, arguments: ['cardId'] });
    expect(COSTS.get('pay-life-5')).toMatchObject({ type: 'PAY_LIFE', amount: 5 });
  });

  it('the seed\'s sample effects: damage-player-3, return-permanent-to-hand', () => {
    expect(EFFECTS.get('damage-player-3')).toEqual({ name: 'damage-player-3', type: 'DAMAGE', target: 'PLAYER', amount: 3, arguments: ['playerId'] });
    expect(EFFECTS.get('return-permanent-to-hand')).toEqual({ name: 'return-permanent-to-hand', type: 'RETURN_TO_HAND_OWNER', target: 'PERMANENT', arguments: ['cardId'] });
  });

  it('names outside the vocabulary are unknown, with the closest name offered', () => {
    expect(EFFECTS.get('damage-plyer-3')).toBeUndefined();
    expect(EFFECTS.closest('damage-plyer-3')).toBe('damage-player-3');
    expect(COSTS.closest('mana3')).toBe('mana-3');
  });
});

describe('adventure-cards-engine.md: CostItems and EffectItems', () => {
  it('an item is a template plus its arguments: a target from the action, or the controller, opponent or source', () => {
    const p = position({ players: { A: { battlefield: ['Ogre'] }, B: {} } });
    const core = p.game.core;
    const ogre = p.id('Ogre');
    expect(effectItems(core, ['damage-creature-2', 'gain-life-1', 'damage-opponent-1', 'counter-this-1'], { controller: A, source: 99, targets: [p.target('Ogre')] }))
      .toEqual([
        { effect: 'damage-creature-2', args: { cardId: ogre }, source: 99, controller: A },
        { effect: 'gain-life-1', args: { playerId: A }, source: 99, controller: A },
        { effect: 'damage-opponent-1', args: { playerId: B }, source: 99, controller: A },
        { effect: 'counter-this-1', args: { cardId: 99 }, source: 99, controller: A },
      ]);
    expect(costItems(['tap', 'mana-2'], { controller: A, source: ogre })).toEqual([
      { cost: 'tap', args: { cardId: ogre }, source: ogre, controller: A },
      { cost: 'mana-2', args: {}, source: ogre, controller: A },
    ]);
  });

  it('processing an item goes through the event pipeline: the handler changes the state and the event is logged', () => {
    const p = position({ players: { A: {}, B: {} } });
    const from = p.log.length;
    runEffect(p.game.core, { effect: 'damage-player-3', args: { playerId: B }, source: null, controller: A });
    expect(p.life()).toEqual([20, 17]);
    expect(p.events(from).map((e) => e.type)).toEqual(['damage', 'life']);
  });
});

describe('adventure-cards-engine.md: Actions (costs paid, then effects)', () => {
  it('MANA: a card costs its number in mana; an unaffordable card is refused and nothing changes', () => {
    const p = position({ players: { A: { hand: ['Troll', 'Ogre'], mana: { max: 2, available: 2 } }, B: {} } });
    expect(p.refused(() => p.cast(A, 'Troll'))).toBe('action/cost');
    p.cast(A, 'Ogre');
    expect(p.mana(A)).toEqual({ max: 2, available: 0 });
  });

  it('TAP: a tapped permanent can\'t pay it; a creature that came under its controller\'s control this turn can\'t either', () => {
    const p = position({ players: { A: { battlefield: [{ card: 'Watchman', tapped: true }, { card: 'Healer', sick: true }] }, B: {} } });
    expect(p.refused(() => p.activate(A, 'Watchman'))).toBe('action/cost');
    expect(p.refused(() => p.activate(A, 'Healer'))).toBe('action/cost');
  });

  it('SACRIFICE this permanent: Cultist goes to the graveyard and its effect happens', () => {
    const p = position({ players: { A: { battlefield: ['Cultist'] }, B: {} } });
    p.activate(A, 'Cultist');
    expect(p.zone('Cultist')).toBe('graveyard');
    expect(p.life()).toEqual([20, 18]);
  });

  it('SACRIFICE a creature: its controller chooses which (a cards choice); with none to sacrifice the ability is refused', () => {
    const empty = position({ players: { A: { battlefield: ['Sacrificial Altar'], mana: { max: 1, available: 1 } }, B: {} } });
    expect(empty.refused(() => empty.activate(A, 'Sacrificial Altar'))).toBe('action/cost');
    const p = position({ players: { A: { battlefield: ['Sacrificial Altar', 'Squire', 'Ogre'], mana: { max: 1, available: 1 } }, B: {} } });
    p.answers.push([p.id('Ogre')]);
    p.activate(A, 'Sacrificial Altar');
    expect(p.zone('Ogre')).toBe('graveyard');
    expect(p.zone('Squire')).toBe('battlefield');
    expect(p.s.players[A]!.hand).toHaveLength(2);
  });

  it('PAY_LIFE: Zealot pays 2 life for +2/+0 until end of turn; more life than you have can\'t be paid', () => {
    const p = position({ players: { A: { battlefield: ['Zealot'] }, B: {} } });
    p.activate(A, 'Zealot');
    expect(p.life()).toEqual([18, 20]);
    const poor = position({ players: { A: { life: 1, battlefield: ['Zealot'] }, B: {} } });
    expect(poor.refused(() => poor.activate(A, 'Zealot'))).toBe('action/cost');
  });

  it('several costs at once: Smuggler pays 2 mana and taps to return a creature to its owner\'s hand', () => {
    const p = position({ players: { A: { battlefield: ['Smuggler'], mana: { max: 2, available: 2 } }, B: { battlefield: ['Troll'] } } });
    p.activate(A, 'Smuggler', [p.target('Troll')]);
    expect(p.mana(A).available).toBe(0);
    expect(p.s.objects[p.id('Smuggler')]!.tapped).toBe(true);
    expect(p.zone('Troll')).toBe('hand');
    expect(p.s.players[B]!.hand).toContain(p.id('Troll'));
  });
});

describe('adventure-cards-engine.md: effects of the built-in cards', () => {
  it('DAMAGE to any target, to a creature (lethal damage destroys it), to each creature at once', () => {
    const p = position({ players: { A: { hand: ['Fireball', 'Lightning', 'Firestorm'], battlefield: ['Ogre'], mana: { max: 8, available: 8 } }, B: { battlefield: ['Troll', 'Squire', 'Stone Wall'] } } });
    p.cast(A, 'Fireball', [player(B)]);
    p.pass(B);
    p.cast(A, 'Lightning', [p.target('Squire')]);
    expect(p.zone('Squire')).toBe('graveyard');
    p.pass(B);
    p.cast(A, 'Firestorm');
    expect(p.life()).toEqual([20, 17]);
    expect(p.zone('Ogre')).toBe('graveyard');
    expect(p.zone('Troll')).toBe('battlefield');
    expect(p.s.objects[p.id('Troll')]!.damage).toBe(2);
    expect(p.s.objects[p.id('Stone Wall')]!.damage).toBe(2);
  });

  it('a spell with two targeted effects takes one target for each, in order (Frost Bolt)', () => {
    const p = position({ players: { A: { hand: ['Frost Bolt'], mana: { max: 2, available: 2 } }, B: { battlefield: ['Troll', 'Ogre'] } } });
    expect(p.refused(() => p.cast(A, 'Frost Bolt', [p.target('Troll')]))).toBe('action/targets');
    expect(p.refused(() => p.cast(A, 'Frost Bolt', [player(B), p.target('Ogre')]))).toBe('action/illegal_target');
    p.cast(A, 'Frost Bolt', [p.target('Troll'), p.target('Ogre')]);
    expect(p.s.objects[p.id('Troll')]!.damage).toBe(1);
    expect(p.s.objects[p.id('Ogre')]!.tapped).toBe(true);
  });

  it('RETURN_TO_HAND_OWNER, DESTROY, GAIN_LIFE, LOSE_LIFE', () => {
    const p = position({ players: { A: { hand: ['Gust of Wind', 'Assassinate', 'Drain Life'], mana: { max: 8, available: 8 } }, B: { battlefield: ['Troll', 'Ogre'] } } });
    p.cast(A, 'Gust of Wind', [p.target('Troll')]);
    p.pass(B);
    p.cast(A, 'Assassinate', [p.target('Ogre')]);
    p.pass(B);
    p.cast(A, 'Drain Life');
    expect(p.zone('Troll')).toBe('hand');
    expect(p.zone('Ogre')).toBe('graveyard');
    expect(p.life()).toEqual([22, 18]);
    expect(p.zone('Drain Life')).toBe('graveyard');
  });

  it('PUMP until end of turn (a -2/-2 kills a 2/2 at once) and COUNTER for good', () => {
    const p = position({ players: { A: { hand: ['Weaken', 'Blessing', 'Battle Cry'], battlefield: ['Squire'], mana: { max: 8, available: 8 } }, B: { battlefield: ['Ogre'] } } });
    p.cast(A, 'Weaken', [p.target('Ogre')]);
    expect(p.zone('Ogre')).toBe('graveyard');
    p.pass(B);
    p.cast(A, 'Blessing', [p.target('Squire')]);
    p.pass(B);
    p.cast(A, 'Battle Cry', [p.target('Squire')]);
    const squire = p.id('Squire');
    expect(p.s.objects[squire]!.counters).toEqual({ '+1/+1': 2 });
    p.passUntil('main', 2);
    expect(p.s.objects[squire]!.counters).toEqual({ '+1/+1': 2 });
    expect(p.s.adventure.pumps).toEqual([]);
  });

  it('DISCARD at random uses the game\'s seeded generator: the same seed discards the same cards', () => {
    const discarded = () => {
      const p = position({ players: { A: { hand: ['Mind Rot'], mana: { max: 2, available: 2 } }, B: { hand: ['Troll', 'Ogre', 'Squire', 'Titan'] } } });
      p.cast(A, 'Mind Rot');
      return p.s.players[B]!.graveyard.map((id) => p.s.objects[id]!.card);
    };
    const first = discarded();
    expect(first).toHaveLength(2);
    expect(discarded()).toEqual(first);
  });

  it('DRAW: Scholar\'s Insight draws two; GAIN_LIFE: Healing Potion gains 4', () => {
    const p = position({ players: { A: { hand: ["Scholar's Insight", 'Healing Potion'], mana: { max: 3, available: 3 } }, B: {} } });
    p.cast(A, "Scholar's Insight");
    expect(p.s.players[A]!.hand).toHaveLength(3);
    p.pass(B);
    p.cast(A, 'Healing Potion');
    expect(p.life()).toEqual([24, 20]);
  });
});
