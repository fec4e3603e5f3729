/**
 * viewOf: the Magic state as one player may see it. Each rule with its Comprehensive Rules number; the checklist
 * for each hidden part: nothing there, one card, several, the owner's view and another player's.
 */
import { describe, expect, it } from 'vitest';
import { viewOf } from '../../rules/index.ts';
import type { GameEvent, PendingTrigger } from '../../rules/index.ts';
import { A, B, table } from './helpers.ts';

describe('hidden zones (CR 400.2)', () => {
  it('another player\'s hand is a count: no ids and no objects (CR 402.3)', () => {
    const { s, id } = table([{ card: 'Forest', owner: A, zone: 'hand' }, { card: 'Shock', owner: A, zone: 'hand' }]);
    const v = viewOf(s, B);
    expect(v.players[A]).toMatchObject({ hand: null, handSize: 2 });
    expect(v.objects[id['Forest']!]).toBeUndefined();
    expect(v.objects[id['Shock']!]).toBeUndefined();
  });

  it('a player sees their own hand in full, in order, with each card (CR 402.3)', () => {
    const { s, id } = table([{ card: 'Forest', owner: A, zone: 'hand' }, { card: 'Shock', owner: A, zone: 'hand' }]);
    const v = viewOf(s, A);
    expect(v.players[A]!.hand).toEqual([id['Forest'], id['Shock']]);
    expect(v.objects[id['Shock']!]!.card).toBe('Shock');
  });

  it('an empty hand is an empty list for its owner and a count of 0 for the others', () => {
    const { s } = table([]);
    expect(viewOf(s, A).players[A]).toMatchObject({ hand: [], handSize: 0 });
    expect(viewOf(s, B).players[A]).toMatchObject({ hand: null, handSize: 0 });
  });

  it('every library is a count, for its owner too: not its cards, not their order (CR 401.2)', () => {
    const { s, id } = table([{ card: 'Forest', owner: A, zone: 'library' }, { card: 'Mountain', owner: A, zone: 'library' }, { card: 'Island', owner: B, zone: 'library' }]);
    for (const viewer of [A, B]) {
      const v = viewOf(s, viewer);
      expect(v.players.map((p) => p.librarySize)).toEqual([2, 1]);
      expect(Object.keys(v.objects)).toEqual([]);
      expect(JSON.stringify(v)).not.toMatch(/Forest|Mountain|Island/);
      for (const x of Object.values(id)) expect(v.objects[x]).toBeUndefined();
    }
  });

  it('the battlefield, graveyards, exile and the stack are public, with their objects\' status (CR 400.2)', () => {
    const { s, id } = table([
      { card: 'Grizzly Bears', owner: A, zone: 'battlefield' }, { card: 'Shock', owner: A, zone: 'graveyard' },
      { card: 'Island', owner: A, zone: 'exile' }, { card: 'Lightning Bolt', owner: A, zone: 'stack' },
    ]);
    s.objects[id['Grizzly Bears']!]!.damage = 1;
    s.objects[id['Grizzly Bears']!]!.counters['+1/+1'] = 2;
    const v = viewOf(s, B);
    expect(v.battlefield).toEqual([id['Grizzly Bears']]);
    expect(v.objects[id['Grizzly Bears']!]).toMatchObject({ card: 'Grizzly Bears', damage: 1, counters: { '+1/+1': 2 } });
    expect(v.players[A]).toMatchObject({ graveyard: [id['Shock']], exile: [id['Island']] });
    expect(v.stack.map((i) => i.sourceName)).toEqual(['Lightning Bolt']);
    expect(v.objects[id['Lightning Bolt']!]!.zone).toBe('stack');
  });

  it('life, poison, mana pools, the turn, the step, priority and the decision waited for are public', () => {
    const { s } = table([]);
    s.players[A]!.life = 13; s.players[B]!.poison = 2; s.players[A]!.pool.R = 2;
    s.turn = 4; s.step = 'declare_blockers'; s.priority = B; s.pending = { kind: 'blockers', player: B };
    const v = viewOf(s, B);
    expect(v).toMatchObject({ turn: 4, step: 'declare_blockers', priority: B, pending: { kind: 'blockers', player: B } });
    expect(v.players[A]).toMatchObject({ life: 13, pool: { R: 2 } });
    expect(v.players[B]!.poison).toBe(2);
  });
});

describe('face-down objects (CR 708)', () => {
  it('a face-down permanent is an object everyone sees, but nameless to all but its controller (CR 708.2, 708.5)', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield', faceDown: true }]);
    expect(viewOf(s, B).objects[id['Grizzly Bears']!]).toMatchObject({ id: id['Grizzly Bears'], card: null, faceDown: true });
    expect(viewOf(s, A).objects[id['Grizzly Bears']!]!.card).toBe('Grizzly Bears');
  });

  it('a face-down spell on the stack: its controller may look at it, the others see a nameless spell (CR 708.5, 708.6)', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'stack', faceDown: true }]);
    expect(viewOf(s, B).stack[0]!.sourceName).toBeNull();
    expect(viewOf(s, B).objects[id['Grizzly Bears']!]!.card).toBeNull();
    expect(viewOf(s, A).stack[0]!.sourceName).toBe('Grizzly Bears');
  });

  it('a face-down card in exile is nameless to every player, its owner too (CR 406.3)', () => {
    const { s, id } = table([{ card: 'Shock', owner: A, zone: 'exile', faceDown: true }]);
    for (const viewer of [A, B]) expect(viewOf(s, viewer).objects[id['Shock']!]!.card).toBeNull();
    expect(viewOf(s, B).players[A]!.exile).toEqual([id['Shock']]);
  });
});

describe('what else the state holds', () => {
  it('leaves out the random generator, the seed, the id counters and the loop fingerprints: they would predict shuffles', () => {
    const { s } = table([]);
    s.stateHistory = ['["fingerprint"]'];
    const v = viewOf(s, A) as unknown as Record<string, unknown>;
    for (const k of ['rng', 'seed', 'nextId', 'nextTimestamp', 'stateHistory', 'eventCount']) expect(v[k], k).toBeUndefined();
    expect(JSON.stringify(v)).not.toContain(String(s.rng[0]));
  });

  it('last known information is public (CR 608.2h), but not the id a card got in a hidden zone', () => {
    const { s, id } = table([{ card: 'Forest', owner: A, zone: 'hand' }]);
    const base = { owner: A, controller: A, zone: 'battlefield' as const, power: 2, toughness: 2, counters: {}, types: ['Creature'], colors: ['green'] };
    s.lki[900] = { ...base, card: 'Grizzly Bears', newId: id['Forest']! };   // bounced: its new object is in A's hand
    s.lki[901] = { ...base, card: 'Llanowar Elves', newId: 950 };             // that new object is gone too, from a hand
    expect(viewOf(s, B).lki[900]).toMatchObject({ card: 'Grizzly Bears', newId: null });
    expect(viewOf(s, B).lki[901]!.newId).toBeNull();
    expect(viewOf(s, A).lki[900]!.newId).toBe(id['Forest']);
  });

  it('a triggered ability remembers its event as the viewer sees it: an opponent\'s draw (Underworld Dreams) names no card (CR 402.3)', () => {
    const { s, id } = table([{ card: 'Shock', owner: A, zone: 'hand' }, { card: 'Underworld Dreams', owner: B, zone: 'battlefield' }]);
    const draw: GameEvent = { type: 'draw', player: A, object: id['Shock']! };
    const t: PendingTrigger = { source: id['Underworld Dreams']!, controller: B, abilityIndex: 0, sourceName: 'Underworld Dreams', context: { event: { ...draw }, sourceSnapshot: null } };
    s.pendingTriggers.push(t);
    s.stack.push({ id: 999, kind: 'triggered', source: t.source, controller: B, abilityIndex: 0, mode: [], targets: [], divide: null, x: 0, kicked: false, paid: {}, trigger: t.context, sourceName: 'Underworld Dreams' });
    const v = viewOf(s, B);
    expect(v.pendingTriggers[0]!.context.event).toEqual({ type: 'draw', player: A, object: null });
    expect(v.stack[0]!.trigger!.event).toEqual({ type: 'draw', player: A, object: null });
    expect(viewOf(s, A).stack[0]!.trigger!.event).toEqual(draw);
  });

  it('an effect or a delayed trigger keeps to the objects the viewer may see', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield' }, { card: 'Shock', owner: A, zone: 'hand' }]);
    s.effects.push({ id: 1, timestamp: 1, source: id['Grizzly Bears']!, controller: A, affected: [id['Grizzly Bears']!, id['Shock']!], mod: {}, duration: 'end_of_turn' });
    s.delayed.push({ id: 2, on: 'end_step', controller: A, source: id['Grizzly Bears']!, effects: [], objects: [id['Shock']!], sourceName: 'Grizzly Bears' });
    const v = viewOf(s, B);
    expect(v.effects[0]!.affected).toEqual([id['Grizzly Bears']]);
    expect(v.delayed[0]!.objects).toEqual([]);
  });

  it('is a copy: changing the view changes nothing in the game', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield' }, { card: 'Forest', owner: A, zone: 'hand' }]);
    const before = JSON.stringify(s);
    const v = viewOf(s, A);
    v.objects[id['Grizzly Bears']!]!.counters['+1/+1'] = 5;
    v.players[A]!.hand!.pop();
    v.players[A]!.pool.G = 9;
    v.battlefield.pop();
    expect(JSON.stringify(s)).toBe(before);
  });

  it('says which players there are when asked for one that is not', () => {
    const { s } = table([]);
    expect(() => viewOf(s, 2)).toThrow('viewOf: there is no player 2; players are numbered 0 to 1');
  });
});
