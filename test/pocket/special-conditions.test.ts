/**
 * Special Conditions, one test a rule. Sources: gamewith.net/pokemon-tcg-pocket/48572 (the Special
 * Conditions page: Poisoned 10 at each Checkup; Burned 20 then a coin flip, heads recovers; Asleep: a coin
 * flip at Checkup, heads wakes, can't attack or retreat; Paralyzed: can't attack or retreat, recovers at
 * the end of its owner's next turn; Confused: flip to attack, tails the attack doesn't happen), issue 5
 * ("Asleep, Paralyzed and Confused exclude each other; Poisoned and Burned stack beside them"), and the
 * card texts quoted in each test.
 */
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { conditionsOf, specialConditionsMachine } from '../../machines/index.ts';
import { CONDITIONS, inflict, mon, recover } from '../../rules/pocket/index.ts';
import type { Condition } from '../../rules/pocket/index.ts';
import { position } from './helpers.ts';

const conds = (p: ReturnType<typeof position>, ref: string) => [...mon(p.core, p.id(ref)).conditions];

/** A's Grimer faces B's Tauros, which has `status`; it is A's turn 3. */
function facing(status: Condition[], extraB: object = {}) {
  return position({
    turn: 3, active: 'A', step: 'main',
    players: {
      A: { active: { card: 'Grimer', energy: ['Darkness'] }, bench: ['Rattata'], energy_zone: ['Darkness', 'Darkness', 'Darkness'] },
      B: { active: { card: 'Tauros', energy: ['Water', 'Water'], status }, bench: ['Pidgey'], energy_zone: ['Water', 'Water', 'Water'], ...extraB },
    },
  });
}

describe('Poisoned', () => {
  it('Grimer, Poison Gas: "Your opponent\'s Active Pokémon is now Poisoned."; then 10 damage at every Checkup', () => {
    const p = facing([]);
    p.act({ type: 'attack', player: 0, attack: 0 });   // turn 3 ends: Checkup
    expect(conds(p, 'Tauros')).toEqual(['Poisoned']);
    expect(p.core.obj(p.id('Tauros')).damage).toBe(10 + 10);
    p.act({ type: 'end_turn', player: 1 });              // turn 4 ends: another Checkup
    expect(p.core.obj(p.id('Tauros')).damage).toBe(30);
  });
});

describe('Burned', () => {
  it('20 damage at the Checkup, then a coin flip: heads recovers', () => {
    const p = facing(['Burned']);
    p.act({ type: 'end_turn', player: 0 }, [true]);
    expect(p.core.obj(p.id('Tauros')).damage).toBe(20);
    expect(conds(p, 'Tauros')).toEqual([]);
  });
  it('tails: still Burned, and 20 more at the next Checkup', () => {
    const p = facing(['Burned']);
    p.act({ type: 'end_turn', player: 0 }, [false]);
    expect(conds(p, 'Tauros')).toEqual(['Burned']);
    p.act({ type: 'end_turn', player: 1 }, [false]);
    expect(p.core.obj(p.id('Tauros')).damage).toBe(40);
  });
  it('Blacephalon ex, Singe: "Your opponent\'s Active Pokémon is now Burned."', () => {
    const p = position({
      turn: 3, active: 'A',
      players: { A: { active: { card: 'Blacephalon ex', energy: ['Fire'] } }, B: { active: 'Tauros' } },
    });
    p.act({ type: 'attack', player: 0, attack: 0 }, [false]);   // the Checkup flip: tails
    expect(conds(p, 'Tauros')).toEqual(['Burned']);
    expect(p.core.obj(p.id('Tauros')).damage).toBe(20);
  });
});

describe('Asleep', () => {
  it('an Asleep Pokémon can\'t attack or retreat', () => {
    const q = position({ turn: 4, active: 'B', players: { A: { active: 'Grimer' }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'], status: ['Asleep'] }, bench: ['Pidgey'] } } });
    expect(() => q.act({ type: 'attack', player: 1, attack: 0 })).toThrow(/Asleep and can't attack/);
    expect(() => q.act({ type: 'retreat', player: 1, to: q.id('Pidgey') })).toThrow(/Asleep/);
  });
  it('Jigglypuff, Sing: "Your opponent\'s Active Pokémon is now Asleep."; at the Checkup heads wakes it', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Jigglypuff', energy: ['Water'] } }, B: { active: 'Tauros' } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(conds(p, 'Tauros')).toEqual(['Asleep']);
    p.act({ type: 'end_turn', player: 1 }, [true]);
    expect(conds(p, 'Tauros')).toEqual([]);
  });
});

describe('Paralyzed', () => {
  it('Pincurchin, Thunder Shock: "Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed."', () => {
    const heads = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pincurchin', energy: ['Lightning', 'Lightning'] } }, B: { active: 'Tauros' } } });
    heads.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(conds(heads, 'Tauros')).toEqual(['Paralyzed']);
    const tails = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pincurchin', energy: ['Lightning', 'Lightning'] } }, B: { active: 'Tauros' } } });
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(conds(tails, 'Tauros')).toEqual([]);
  });
  it('can\'t attack or retreat during its owner\'s turn, and recovers at the end of that turn', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pincurchin', energy: ['Lightning', 'Lightning'] } }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'] }, bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);   // Checkup after A's turn: still Paralyzed
    expect(conds(p, 'Tauros')).toEqual(['Paralyzed']);
    expect(() => p.act({ type: 'attack', player: 1, attack: 0 })).toThrow(/Paralyzed/);
    expect(() => p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') })).toThrow(/Paralyzed/);
    p.act({ type: 'end_turn', player: 1 });
    expect(conds(p, 'Tauros')).toEqual([]);
  });
});

describe('Confused', () => {
  it('Chatot, Tone-Deaf: "Your opponent\'s Active Pokémon is now Confused."; a Confused Pokémon may still retreat', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Chatot', energy: ['Water'] } }, B: { active: { card: 'Tauros', energy: ['Water', 'Water', 'Water'] }, bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(conds(p, 'Tauros')).toEqual(['Confused']);
    p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') });
    expect(conds(p, 'Tauros')).toEqual([]);
  });
  it('attacking while Confused: tails, the attack doesn\'t happen (and the turn ends); heads, it does', () => {
    const setup = () => position({ turn: 4, active: 'B', players: { A: { active: 'Rattata' }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'], status: ['Confused'] } } } });
    const tails = setup();
    tails.act({ type: 'attack', player: 1, attack: 0 }, [false]);
    expect(tails.events.some((e) => e.type === 'pocket_attack_failed')).toBe(true);
    expect(tails.core.obj(tails.id('Rattata')).damage).toBe(0);
    expect(tails.core.s.turn).toBe(5);
    const heads = setup();
    heads.act({ type: 'attack', player: 1, attack: 0 }, [true]);
    expect(heads.core.obj(heads.id('Rattata (A)')).zone).toBe('graveyard');
  });
});

describe('which conditions exclude each other', () => {
  it('Asleep, Paralyzed and Confused replace each other; Poisoned and Burned stay beside them', () => {
    expect(inflict(['Asleep', 'Poisoned'], 'Paralyzed')).toEqual(['Paralyzed', 'Poisoned']);
    expect(inflict(['Paralyzed', 'Burned'], 'Confused')).toEqual(['Confused', 'Burned']);
    expect(inflict(['Poisoned'], 'Burned')).toEqual(['Poisoned', 'Burned']);
    expect(inflict(['Confused', 'Poisoned', 'Burned'], 'Asleep')).toEqual(['Asleep', 'Poisoned', 'Burned']);
    expect(recover(['Asleep', 'Burned'], 'Burned')).toEqual(['Asleep']);
  });
  it('in a game: Sing on a Poisoned, Confused Pokémon leaves it Asleep and Poisoned', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Jigglypuff', energy: ['Water'] } }, B: { active: { card: 'Tauros', status: ['Confused', 'Poisoned'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(conds(p, 'Tauros')).toEqual(['Asleep', 'Poisoned']);
  });
  it('evolving ends all Special Conditions; damage and Energy stay', () => {
    const p = position({ turn: 4, active: 'B', players: { A: { active: 'Rattata' }, B: { active: { card: 'Bulbasaur', energy: ['Grass'], damage: 20, status: ['Poisoned', 'Asleep'] }, hand: ['Ivysaur'] } } });
    p.act({ type: 'evolve', player: 1, card: p.id('Ivysaur'), to: p.id('Bulbasaur') });
    const ivy = p.id('Ivysaur');
    expect(conds(p, 'Ivysaur')).toEqual([]);
    expect(p.core.obj(ivy).damage).toBe(20);
    expect(mon(p.core, ivy).energy).toEqual(['Grass']);
  });
  it('a Special Condition only begins on an Active Pokémon', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Weezing' } }, B: { active: 'Tauros', bench: ['Pidgey'] } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Weezing'), ability: 0 });
    expect(conds(p, 'Tauros')).toEqual(['Poisoned']);
    expect(conds(p, 'Pidgey')).toEqual([]);
  });
});

describe('the Special Conditions statechart (machines/special-conditions.ts)', () => {
  const EVENTS = [
    ...CONDITIONS.map((condition) => ({ type: 'INFLICT' as const, condition })),
    ...CONDITIONS.map((condition) => ({ type: 'RECOVER' as const, condition })),
    { type: 'RECOVER_ALL' as const },
  ];
  it('agrees with the rules on every sequence of 3 events', () => {
    let checked = 0;
    const walk = (seq: typeof EVENTS) => {
      const a = createActor(specialConditionsMachine).start();
      let rules: Condition[] = [];
      for (const e of seq) {
        a.send(e);
        rules = e.type === 'INFLICT' ? inflict(rules, e.condition) : e.type === 'RECOVER' ? recover(rules, e.condition) : [];
        expect(conditionsOf(a.getSnapshot())).toEqual(rules);
      }
      a.stop();
      checked++;
    };
    for (const x of EVENTS) for (const y of EVENTS) for (const z of EVENTS) walk([x, y, z]);
    expect(checked).toBe(EVENTS.length ** 3);
  });
  it('@xstate/graph: 16 reachable states (4 exclusive × Poisoned or not × Burned or not), each reached by a shortest path the rules agree with', () => {
    const paths = getShortestPaths(specialConditionsMachine, { events: EVENTS });
    expect(paths).toHaveLength(16);
    for (const path of paths) {
      let rules: Condition[] = [];
      for (const step of path.steps) {
        const e = step.event as (typeof EVENTS)[number];
        rules = e.type === 'INFLICT' ? inflict(rules, e.condition) : e.type === 'RECOVER' ? recover(rules, e.condition) : e.type === 'RECOVER_ALL' ? [] : rules;
      }
      expect(conditionsOf(path.state)).toEqual(rules);
    }
    const sets = paths.map((p) => conditionsOf(p.state).join('+') || 'none').sort();
    expect(sets).toContain('Confused+Poisoned+Burned');
    expect(sets.some((x) => /Asleep.*Paralyzed|Paralyzed.*Asleep/.test(x))).toBe(false);
  });
  it('tags what the conditions stop: Asleep and Paralyzed can\'t attack or retreat; Confused needs heads', () => {
    const a = createActor(specialConditionsMachine).start();
    a.send({ type: 'INFLICT', condition: 'Paralyzed' });
    expect(a.getSnapshot().hasTag('cantAttack') && a.getSnapshot().hasTag('cantRetreat')).toBe(true);
    a.send({ type: 'INFLICT', condition: 'Confused' });
    expect(a.getSnapshot().hasTag('cantAttack')).toBe(false);
    expect(a.getSnapshot().hasTag('attackNeedsHeads')).toBe(true);
  });
  it('the game\'s Special Conditions actors follow the rules through a game', () => {
    const p = facing([]);
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(p.game.conditions!.conditions(p.id('Tauros'))).toEqual(['Poisoned']);
    p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') });
    expect(p.game.conditions!.conditions(p.id('Tauros'))).toEqual([]);
    expect(p.game.conditions!.mismatches(p.core)).toEqual([]);
  });
});
