/**
 * The trigger matcher (rules/magic/triggers/match.ts) against hand-made events, one trigger event a block (CR 603.2:
 * a triggered ability triggers when its trigger event occurs and matches its condition). Each case checks
 * the event type, the step or zone it needs, and who or what it names.
 */
import { describe, expect, it } from 'vitest';
import { triggerMatches, triggerSubject } from '../../../rules/magic/triggers/index.ts';
import type { TriggerSpec } from '../../../rules/cards/index.ts';
import type { GameEvent, ObjectId, PlayerId } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';

/** P0 controls Grizzly Bears (the trigger source) and Soul Warden; P1 controls Llanowar Elves and a Forest. */
function setup() {
  const p = position({
    players: [
      { battlefield: ['Grizzly Bears', 'Soul Warden', { card: 'Ornithopter', as: 'thopter' }], hand: ['Shock', 'Lightning Bolt'], pool: '{R}{R}' },
      { battlefield: ['Llanowar Elves', 'Forest'] },
    ],
  });
  const self = p.id('Grizzly Bears');
  const match = (spec: TriggerSpec, ev: GameEvent, controller: PlayerId = 0, selfIds: ObjectId[] = [self]) => triggerMatches(p.core, spec, ev, self, controller, selfIds);
  return { p, self, match };
}

const step = (s: string, active: PlayerId): GameEvent => ({ type: 'step', step: s, turn: 3, active });

describe('603.2: the subject of a trigger', () => {
  it('is read from subject, who, what, the event key or filter, in that order', () => {
    expect(triggerSubject({ event: 'upkeep', subject: 'you', who: 'opponent', upkeep: 'each' })).toBe('you');
    expect(triggerSubject({ event: 'upkeep', who: 'opponent', what: 'you', upkeep: 'each' })).toBe('opponent');
    expect(triggerSubject({ event: 'upkeep', what: 'you', upkeep: 'each', filter: 'x' })).toBe('you');
    expect(triggerSubject({ event: 'upkeep', upkeep: 'each', filter: 'x' })).toBe('each');
    expect(triggerSubject({ event: 'upkeep', filter: 'x' })).toBe('x');
    expect(triggerSubject({ event: 'upkeep' })).toBeUndefined();
  });
});

describe('503.1a, 504, 513.1: beginning-of-step triggers name whose step it is', () => {
  for (const [event, stepName] of [['upkeep', 'upkeep'], ['draw_step', 'draw'], ['end_step', 'end'], ['phase_end', 'end']] as const) {
    it(`${event}: the ${stepName} step of the player it names, and no other step`, () => {
      const { match } = setup();
      expect(match({ event, [event]: 'you' }, step(stepName, 0))).toBe(true);
      expect(match({ event, [event]: 'you' }, step(stepName, 1))).toBe(false);
      expect(match({ event, [event]: 'opponent' }, step(stepName, 1))).toBe(true);
      expect(match({ event, [event]: 'opponent' }, step(stepName, 0))).toBe(false);
      expect(match({ event, [event]: 'each_player' }, step(stepName, 1))).toBe(true);
      expect(match({ event }, step(stepName, 1))).toBe(true);
      for (const other of ['untap', 'upkeep', 'draw', 'precombat_main', 'end', 'cleanup'].filter((s) => s !== stepName)) {
        expect(match({ event, [event]: 'each_player' }, step(other, 0)), other).toBe(false);
      }
      expect(match({ event, [event]: 'each_player' }, { type: 'turn', turn: 3, active: 0 })).toBe(false);
    });
  }
});

describe('603.2 and 102.3: player words', () => {
  it('you, opponent, each_opponent, each, each_player, any and a fixed player number; an unknown word matches no one', () => {
    const { match } = setup();
    const gain = (player: PlayerId): GameEvent => ({ type: 'life', player, amount: 2 });
    const said = (w: unknown) => [0, 1].map((pl) => match({ event: 'gain_life', gain_life: w }, gain(pl)));
    expect(said('you')).toEqual([true, false]);
    expect(said('opponent')).toEqual([false, true]);
    expect(said('each_opponent')).toEqual([false, true]);
    expect(said('each')).toEqual([true, true]);
    expect(said('each_player')).toEqual([true, true]);
    expect(said('any')).toEqual([true, true]);
    expect(said(undefined)).toEqual([true, true]);
    expect(said(1)).toEqual([false, true]);
    expect(said(0)).toEqual([true, false]);
    expect(said('nobody')).toEqual([false, false]);
  });

  it('an opponent is relative to the controller of the source (P1 controlling it)', () => {
    const { match } = setup();
    expect(match({ event: 'gain_life', gain_life: 'opponent' }, { type: 'life', player: 0, amount: 1 }, 1)).toBe(true);
    expect(match({ event: 'gain_life', gain_life: 'you' }, { type: 'life', player: 1, amount: 1 }, 1)).toBe(true);
  });
});

describe('119.9, 119.10: life gain and life loss', () => {
  it('gain_life needs a gain (more than 0), lose_life a loss (less than 0)', () => {
    const { match } = setup();
    const life = (amount: number): GameEvent => ({ type: 'life', player: 0, amount });
    expect([1, 0, -1].map((a) => match({ event: 'gain_life', gain_life: 'you' }, life(a)))).toEqual([true, false, false]);
    expect([1, 0, -1].map((a) => match({ event: 'lose_life', lose_life: 'you' }, life(a)))).toEqual([false, false, true]);
    expect(match({ event: 'lose_life', lose_life: 'opponent' }, life(-1))).toBe(false);
    expect(match({ event: 'gain_life', gain_life: 'you' }, { type: 'poison', player: 0, amount: 1 })).toBe(false);
    expect(match({ event: 'lose_life', lose_life: 'you' }, { type: 'poison', player: 0, amount: -1 })).toBe(false);
  });
});

describe('120.3: damage triggers', () => {
  const dmg = (source: ObjectId, target: GameEvent extends never ? never : { kind: 'object' | 'player'; id: number }): GameEvent =>
    ({ type: 'damage', source, sourceName: 'x', target, amount: 2, combat: false });

  it('deals_damage: damage whose source is this object, to an object or a player', () => {
    const { p, self, match } = setup();
    const elves = p.id('Llanowar Elves');
    expect(match({ event: 'deals_damage', deals_damage: 'self' }, dmg(self, { kind: 'player', id: 1 }))).toBe(true);
    expect(match({ event: 'deals_damage', deals_damage: 'self' }, dmg(self, { kind: 'object', id: elves }))).toBe(true);
    expect(match({ event: 'deals_damage', deals_damage: 'self' }, dmg(elves, { kind: 'object', id: self }))).toBe(false);
    expect(match({ event: 'deals_damage', deals_damage: 'self' }, { type: 'life', player: 1, amount: -2 })).toBe(false);
  });

  it('dealt_damage: self, or a query against the object dealt damage; damage to a player is not it', () => {
    const { p, self, match } = setup();
    const elves = p.id('Llanowar Elves');
    const warden = p.id('Soul Warden');
    expect(match({ event: 'dealt_damage', dealt_damage: 'self' }, dmg(elves, { kind: 'object', id: self }))).toBe(true);
    expect(match({ event: 'dealt_damage' }, dmg(elves, { kind: 'object', id: self }))).toBe(true);
    expect(match({ event: 'dealt_damage', dealt_damage: 'self' }, dmg(self, { kind: 'object', id: elves }))).toBe(false);
    expect(match({ event: 'dealt_damage', dealt_damage: 'self' }, dmg(elves, { kind: 'player', id: 0 }))).toBe(false);
    const mine = { all: 'creature', controller: 'you' };
    expect(match({ event: 'dealt_damage', dealt_damage: mine }, dmg(elves, { kind: 'object', id: warden }))).toBe(true);
    expect(match({ event: 'dealt_damage', dealt_damage: mine }, dmg(self, { kind: 'object', id: elves }))).toBe(false);
    expect(match({ event: 'dealt_damage', dealt_damage: mine }, dmg(self, { kind: 'player', id: 0 }))).toBe(false);
    // An object no longer on the battlefield has no characteristics to match.
    expect(match({ event: 'dealt_damage', dealt_damage: mine }, dmg(self, { kind: 'object', id: 9999 }))).toBe(false);
    expect(match({ event: 'dealt_damage', dealt_damage: mine }, { type: 'life', player: 0, amount: -2 })).toBe(false);
  });
});

describe('603.6a, 603.10a: zone-change triggers', () => {
  it('enters: the object as it is on the battlefield; self, a query, "another", "or self"; not a move elsewhere', () => {
    const { p, self, match } = setup();
    const warden = p.id('Soul Warden');
    const enter = (object: ObjectId, to: 'battlefield' | 'graveyard' = 'battlefield'): GameEvent =>
      ({ type: 'zone_change', object, oldId: null, card: 'x', from: 'hand', to, owner: 0, controller: 0 });
    expect(match({ event: 'enters', enters: 'self' }, enter(self))).toBe(true);
    expect(match({ event: 'enters' }, enter(self))).toBe(true);
    expect(match({ event: 'enters', enters: 'self' }, enter(warden))).toBe(false);
    expect(match({ event: 'enters', enters: 'self' }, enter(self, 'graveyard'))).toBe(false);
    expect(match({ event: 'enters', enters: { all: 'creature' } }, enter(warden))).toBe(true);
    expect(match({ event: 'enters', enters: { all: 'creature' } }, enter(self))).toBe(true);
    expect(match({ event: 'enters', enters: { all: 'creature', another: true } }, enter(self))).toBe(false);
    expect(match({ event: 'enters', enters: { all: 'creature', another: true } }, enter(warden))).toBe(true);
    expect(match({ event: 'enters', enters: { all: 'land', or_self: true } }, enter(self))).toBe(true);
    expect(match({ event: 'enters', enters: { all: 'land', or_self: true } }, enter(warden))).toBe(false);
    expect(match({ event: 'enters', enters: { all: 'land' } }, enter(p.id('Forest')))).toBe(true);
    expect(match({ event: 'enters', enters: 'you' }, enter(self))).toBe(false);   // a player word names no object
    expect(match({ event: 'enters', filter: null }, enter(self))).toBe(false);   // a null subject names nothing
    expect(match({ event: 'enters', enters: 'self' }, enter(9999))).toBe(false);
    expect(match({ event: 'enters', enters: 'self' }, step('upkeep', 0))).toBe(false);
  });

  it('dies: a creature going from the battlefield to a graveyard, matched as it last existed (LKI); leaves: any destination', () => {
    const { p, self, match } = setup();
    const m = p.mark();
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Ornithopter')] }).resolve();
    const moves = p.since(m).filter((e): e is Extract<GameEvent, { type: 'zone_change' }> => e.type === 'zone_change' && e.from === 'battlefield');
    const [bears, thopter] = moves;
    expect(bears!.oldId).toBe(self);
    expect(match({ event: 'dies', dies: 'self' }, bears!)).toBe(true);
    expect(match({ event: 'leaves', leaves: 'self' }, bears!)).toBe(true);
    expect(match({ event: 'dies', dies: { all: 'creature', controller: 'you' } }, bears!)).toBe(true);
    expect(match({ event: 'dies', dies: { all: 'creature', controller: 'opponent' } }, bears!)).toBe(false);
    expect(match({ event: 'dies', dies: { all: 'creature', another: true } }, bears!)).toBe(false);
    expect(match({ event: 'dies', dies: { all: 'creature', another: true } }, thopter!)).toBe(true);
    expect(match({ event: 'dies', dies: { all: 'artifact' } }, thopter!)).toBe(true);
    expect(match({ event: 'dies', dies: { all: 'artifact' } }, bears!)).toBe(false);
    // The same move to exile is leaving, not dying; from the hand it is neither.
    const exiled = { ...bears!, to: 'exile' as const };
    expect(match({ event: 'dies', dies: 'self' }, exiled)).toBe(false);
    expect(match({ event: 'leaves', leaves: 'self' }, exiled)).toBe(true);
    const fromHand = { ...bears!, from: 'hand' as const };
    expect(match({ event: 'leaves', leaves: 'self' }, fromHand)).toBe(false);
    expect(match({ event: 'dies', dies: 'self' }, fromHand)).toBe(false);
    // With no last known information of the object, nothing matches.
    const unknown = { ...bears!, oldId: 123456 };
    expect(match({ event: 'leaves', leaves: 'self' }, unknown, 0, [123456])).toBe(false);
    const noOld = { ...bears!, oldId: null };
    expect(match({ event: 'leaves', leaves: { all: 'creature' } }, noOld)).toBe(false);
    expect(match({ event: 'dies', dies: 'self' }, step('end', 0))).toBe(false);
  });

  it('700.4: dies needs a creature: a noncreature permanent put into a graveyard does not die', () => {
    const { p, match } = setup();
    const m = p.mark();
    const forest = p.id('Forest');
    p.core.s.lki[forest] = { ...(p.core.s.lki[forest] ?? {}), card: 'Forest', name: 'Forest', types: ['Land'], colors: [], power: null, toughness: null, controller: 1, owner: 1, counters: {} } as never;
    const ev: GameEvent = { type: 'zone_change', object: 5000, oldId: forest, card: 'Forest', from: 'battlefield', to: 'graveyard', owner: 1, controller: 1 };
    expect(match({ event: 'dies', dies: { all: 'permanent' } }, ev)).toBe(false);
    expect(match({ event: 'leaves', leaves: { all: 'land' } }, ev)).toBe(true);
    expect(p.since(m)).toEqual([]);
  });
});

describe('508.1m, 509.1i, 509.3: combat triggers', () => {
  it('attacks, attacks_unblocked and blocks match the attacker or the blocker, as it is now', () => {
    const { p, self, match } = setup();
    const elves = p.id('Llanowar Elves');
    expect(match({ event: 'attacks', attacks: 'self' }, { type: 'attack', attacker: self, target: { kind: 'player', id: 1 } })).toBe(true);
    expect(match({ event: 'attacks' }, { type: 'attack', attacker: self, target: { kind: 'player', id: 1 } })).toBe(true);
    expect(match({ event: 'attacks', attacks: 'self' }, { type: 'attack', attacker: elves, target: { kind: 'player', id: 0 } })).toBe(false);
    expect(match({ event: 'attacks', attacks: { all: 'creature', controller: 'you' } }, { type: 'attack', attacker: p.id('Soul Warden'), target: { kind: 'player', id: 1 } })).toBe(true);
    expect(match({ event: 'attacks', attacks: { all: 'creature', controller: 'you' } }, { type: 'attack', attacker: elves, target: { kind: 'player', id: 0 } })).toBe(false);
    expect(match({ event: 'attacks', attacks: { all: 'creature' } }, { type: 'attack', attacker: 9999, target: { kind: 'player', id: 0 } })).toBe(false);
    expect(match({ event: 'attacks', attacks: 'self' }, { type: 'unblocked', attacker: self })).toBe(false);
    expect(match({ event: 'attacks_unblocked', attacks_unblocked: 'self' }, { type: 'unblocked', attacker: self })).toBe(true);
    expect(match({ event: 'attacks_unblocked', attacks_unblocked: 'self' }, { type: 'unblocked', attacker: elves })).toBe(false);
    expect(match({ event: 'attacks_unblocked', attacks_unblocked: 'self' }, { type: 'attack', attacker: self, target: { kind: 'player', id: 1 } })).toBe(false);
    expect(match({ event: 'blocks', blocks: 'self' }, { type: 'block', blocker: self, attacker: elves })).toBe(true);
    expect(match({ event: 'blocks', blocks: 'self' }, { type: 'block', blocker: elves, attacker: self })).toBe(false);
    expect(match({ event: 'blocks', blocks: 'self' }, { type: 'attack', attacker: self, target: { kind: 'player', id: 1 } })).toBe(false);
  });
});

describe('605.1a, 106.11: tapped_for_mana', () => {
  it('a mana ability with {T} in its cost, of a matching permanent', () => {
    const { p, match } = setup();
    const forest = p.id('Forest');
    const elves = p.id('Llanowar Elves');
    const land = { event: 'tapped_for_mana', tapped_for_mana: { all: 'land' } };
    expect(match(land, { type: 'mana', player: 1, mana: 'G', source: forest, tapped: true })).toBe(true);
    expect(match(land, { type: 'mana', player: 1, mana: 'G', source: forest, tapped: false })).toBe(false);
    expect(match(land, { type: 'mana', player: 1, mana: 'G', source: forest })).toBe(false);
    expect(match(land, { type: 'mana', player: 1, mana: 'G', tapped: true })).toBe(false);
    expect(match(land, { type: 'mana', player: 1, mana: 'G', source: elves, tapped: true })).toBe(false);
    expect(match(land, { type: 'tap', object: forest })).toBe(false);
  });
});

describe('601.2i: cast triggers', () => {
  it('the caster, then the spell\'s characteristics when the trigger names a spell', () => {
    const { p, match } = setup();
    const shock = p.id('Shock');
    const bolt = p.id('Lightning Bolt');
    const cast = (player: PlayerId, object: ObjectId): GameEvent => ({ type: 'cast', player, object, card: 'x', targets: [] });
    expect(match({ event: 'cast', cast: 'you' }, cast(0, shock))).toBe(true);
    expect(match({ event: 'cast', cast: 'you' }, cast(1, shock))).toBe(false);
    expect(match({ event: 'cast', cast: 'opponent' }, cast(1, shock))).toBe(true);
    expect(match({ event: 'cast', cast: 'you', spell: { all: 'instant' } }, cast(0, bolt))).toBe(true);
    expect(match({ event: 'cast', cast: 'you', spell: { all: 'creature' } }, cast(0, bolt))).toBe(false);
    expect(match({ event: 'cast', cast: 'you', spell: { all: 'instant' } }, cast(0, 9999))).toBe(false);
    expect(match({ event: 'cast', cast: 'you' }, { type: 'activate', player: 0, source: shock, card: 'x' })).toBe(false);
  });
});

describe('712, 115.9c, 121.2, 701.9a: transform, targeting, drawing and discarding', () => {
  it('transforms_into: this object transformed', () => {
    const { p, self, match } = setup();
    expect(match({ event: 'transforms_into' }, { type: 'transform', object: self, card: 'x', back: true })).toBe(true);
    expect(match({ event: 'transforms_into' }, { type: 'transform', object: p.id('Soul Warden'), card: 'x', back: true })).toBe(false);
    expect(match({ event: 'transforms_into' }, { type: 'tap', object: self })).toBe(false);
  });

  it('becomes_target: an object (not a player) targeted by a spell or ability of the player named by `by`', () => {
    const { p, self, match } = setup();
    const target = (t: { kind: 'object' | 'player'; id: number }, player: PlayerId): GameEvent => ({ type: 'becomes_target', target: t, spell: 1, player, card: 'x' });
    const ward = { event: 'becomes_target', becomes_target: 'self', by: 'opponent' };
    expect(match(ward, target({ kind: 'object', id: self }, 1))).toBe(true);
    expect(match(ward, target({ kind: 'object', id: self }, 0))).toBe(false);
    expect(match(ward, target({ kind: 'object', id: p.id('Soul Warden') }, 1))).toBe(false);
    expect(match(ward, target({ kind: 'player', id: self }, 1))).toBe(false);
    expect(match({ event: 'becomes_target', becomes_target: 'self' }, target({ kind: 'object', id: self }, 0))).toBe(true);
    expect(match(ward, { type: 'cast', player: 1, object: self, card: 'x', targets: [] })).toBe(false);
  });

  it('draws: a card drawn (not an empty-library draw) by the player named', () => {
    const { match } = setup();
    expect(match({ event: 'draws', draws: 'opponent' }, { type: 'draw', player: 1, object: 7 })).toBe(true);
    expect(match({ event: 'draws', draws: 'opponent' }, { type: 'draw', player: 0, object: 7 })).toBe(false);
    expect(match({ event: 'draws', draws: 'opponent' }, { type: 'draw', player: 1, object: null })).toBe(false);
    expect(match({ event: 'draws', draws: 'opponent' }, { type: 'life', player: 1, amount: 1 })).toBe(false);
  });

  it('discards: a card from its owner\'s hand by a discard, of the player named', () => {
    const { match } = setup();
    const move = (over: Partial<Extract<GameEvent, { type: 'zone_change' }>>): GameEvent =>
      ({ type: 'zone_change', object: 7, oldId: 6, card: 'x', from: 'hand', to: 'graveyard', owner: 1, controller: 1, cause: 'discard', ...over });
    const spec = { event: 'discards', discards: 'opponent' };
    expect(match(spec, move({}))).toBe(true);
    expect(match(spec, move({ to: 'exile' }))).toBe(true);
    expect(match(spec, move({ owner: 0 }))).toBe(false);
    expect(match(spec, move({ from: 'library' }))).toBe(false);
    expect(match(spec, move({ cause: 'mill' }))).toBe(false);
    expect(match(spec, move({ cause: undefined }))).toBe(false);
  });

  it('an event the vocabulary does not know never matches', () => {
    const { match } = setup();
    expect(match({ event: 'phases_out' }, step('upkeep', 0))).toBe(false);
  });
});

describe('303.4 and 603.2: enchanted_player (a Curse)', () => {
  it('is the player the source Aura enchants; when it enchants no player, no one', () => {
    const { p, self, match } = setup();
    const upkeep = { event: 'upkeep', upkeep: 'enchanted_player' };
    expect(match(upkeep, step('upkeep', 0))).toBe(false);
    expect(match(upkeep, step('upkeep', 1))).toBe(false);
    p.obj(self).enchantedPlayer = 1;
    expect(match(upkeep, step('upkeep', 1))).toBe(true);
    expect(match(upkeep, step('upkeep', 0))).toBe(false);
  });
});

describe('603.10a and 120.3: a source that has left, ids and events that only look alike', () => {
  it('"self" matches by the ids the source has had, even when no object has that id any more', () => {
    const { p, match } = setup();
    const gone = 99999;
    const elves = p.id('Llanowar Elves');
    expect(match({ event: 'attacks', attacks: 'self' }, { type: 'attack', attacker: gone, target: { kind: 'player', id: 1 } }, 0, [gone])).toBe(true);
    expect(match({ event: 'dealt_damage', dealt_damage: 'self' }, { type: 'damage', source: elves, sourceName: 'x', target: { kind: 'object', id: gone }, amount: 1, combat: false }, 0, [gone])).toBe(true);
  });

  it('dealt_damage to a player whose number equals the source\'s id is not damage to the source', () => {
    const { p, match } = setup();
    const elves = p.id('Llanowar Elves');
    expect(match({ event: 'dealt_damage', dealt_damage: 'self' }, { type: 'damage', source: elves, sourceName: 'x', target: { kind: 'player', id: 1 }, amount: 1, combat: false }, 0, [1])).toBe(false);
  });

  it('deals_damage needs a damage event: a prevention of the source\'s damage or its trigger is not one', () => {
    const { self, match } = setup();
    expect(match({ event: 'deals_damage' }, { type: 'prevented', source: self, target: { kind: 'player', id: 1 }, amount: 2 })).toBe(false);
    expect(match({ event: 'deals_damage' }, { type: 'trigger', source: self, card: 'x', controller: 0 })).toBe(false);
  });

  it('a leaving object with no old id is not looked up as another object\'s last known information', () => {
    const { p, match } = setup();
    for (const id of [0, 1, 2, 3]) p.core.s.lki[id] ??= { card: 'Grizzly Bears', name: 'Grizzly Bears', types: ['Creature'], colors: [], power: 2, toughness: 2, controller: 0, owner: 0, counters: {} } as never;
    const ev: GameEvent = { type: 'zone_change', object: 5000, oldId: null, card: 'x', from: 'battlefield', to: 'graveyard', owner: 0, controller: 0 };
    expect(match({ event: 'dies', dies: { all: 'creature' } }, ev)).toBe(false);
  });

  it('enchanted_player of a source that is no longer an object is no one', () => {
    const { p } = setup();
    expect(triggerMatches(p.core, { event: 'upkeep', upkeep: 'enchanted_player' }, step('upkeep', 1), 99999, 0, [99999])).toBe(false);
  });
});
