/**
 * viewEvent and viewChoice: Magic events and in-action choices as one player sees them. Each rule with its CR
 * number; for moves, the checklist is every pair of zones a card can move between, seen by its owner and by
 * another player.
 */
import { describe, expect, it } from 'vitest';
import { viewChoice, viewEvent } from '../../rules/index.ts';
import type { EventOf, GameEvent, ZoneName } from '../../rules/index.ts';
import { A, B, table } from './helpers.ts';

const move = (from: ZoneName | null, to: ZoneName, cause = 'effect'): EventOf<'zone_change'> =>
  ({ type: 'zone_change', object: 50, oldId: 40, card: 'Shock', from, to, owner: A, controller: A, cause });

/** The state right after the move: the new object (50) in `to`. */
const after = (to: ZoneName) => {
  const { s } = table([]);
  s.nextId = 50;
  table([{ card: 'Shock', owner: A, zone: to }], s);
  return s;
};

const seen = (e: EventOf<'zone_change'>, viewer: number) => {
  const v = viewEvent(e, after(e.to), viewer) as { object: unknown; oldId: unknown; card: unknown };
  return { object: v.object, oldId: v.oldId, card: v.card };
};

describe('draws (CR 121.1, 402.3)', () => {
  it('the drawing player sees which card; the others see that a card was drawn', () => {
    const { s, id } = table([{ card: 'Shock', owner: A, zone: 'hand' }]);
    const e: GameEvent = { type: 'draw', player: A, object: id['Shock']! };
    expect(viewEvent(e, s, A)).toEqual(e);
    expect(viewEvent(e, s, B)).toEqual({ type: 'draw', player: A, object: null });
  });

  it('a draw from an empty library is public as it is', () => {
    const { s } = table([]);
    expect(viewEvent({ type: 'draw', player: A, object: null }, s, B)).toEqual({ type: 'draw', player: A, object: null });
  });

  it('returns a copy: changing it changes nothing in the game\'s event', () => {
    const { s } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield' }]);
    const e: GameEvent = { type: 'cast', player: A, object: 3, card: 'Shock', targets: [{ kind: 'object', id: 1 }] };
    const v = viewEvent(e, s, B) as EventOf<'cast'>;
    v.targets[0]!.id = 99;
    expect(e.targets[0]!.id).toBe(1);
  });
});

describe('zone changes (CR 400.2, 400.7)', () => {
  it('hand → battlefield, stack or graveyard: the card becomes public, its id in the hand stays the owner\'s (402.3)', () => {
    for (const to of ['battlefield', 'stack', 'graveyard'] as const) {
      expect(seen(move('hand', to), B), to).toEqual({ object: 50, oldId: null, card: 'Shock' });
      expect(seen(move('hand', to), A), to).toEqual({ object: 50, oldId: 40, card: 'Shock' });
    }
  });

  it('battlefield → hand (bounced): the card was public; the id it gets in the hand is the owner\'s', () => {
    expect(seen(move('battlefield', 'hand'), B)).toEqual({ object: null, oldId: 40, card: 'Shock' });
    expect(seen(move('battlefield', 'hand'), A)).toEqual({ object: 50, oldId: 40, card: 'Shock' });
  });

  it('battlefield or graveyard → library: the card was public; its id in the library is nobody\'s (401.2)', () => {
    for (const from of ['battlefield', 'graveyard'] as const) {
      for (const viewer of [A, B]) expect(seen(move(from, 'library'), viewer)).toEqual({ object: null, oldId: 40, card: 'Shock' });
    }
  });

  it('library → graveyard or exile (milled): public from then on; its library id is nobody\'s (401.2)', () => {
    for (const viewer of [A, B]) expect(seen(move('library', 'graveyard'), viewer)).toEqual({ object: 50, oldId: null, card: 'Shock' });
  });

  it('library → hand (searched for): only the owner learns the card and its id in the hand', () => {
    expect(seen(move('library', 'hand'), A)).toEqual({ object: 50, oldId: null, card: 'Shock' });
    expect(seen(move('library', 'hand'), B)).toEqual({ object: null, oldId: null, card: null });
  });

  it('hand → library: the owner knows the card; the others learn nothing but that a card moved', () => {
    expect(seen(move('hand', 'library'), A)).toEqual({ object: null, oldId: 40, card: 'Shock' });
    expect(seen(move('hand', 'library'), B)).toEqual({ object: null, oldId: null, card: null });
  });

  it('a card revealed on its way into a library is named to everyone (Blightsteel Colossus, `cause: shuffle`)', () => {
    expect(seen(move('hand', 'library', 'shuffle'), B)).toEqual({ object: null, oldId: null, card: 'Shock' });
  });

  it('a token created on the battlefield is public', () => {
    expect(seen(move(null, 'battlefield', 'token'), B)).toEqual({ object: 50, oldId: 40, card: 'Shock' });
  });

  it('a card that keeps its id (Adventure) is hidden under both ids when it goes into a hand', () => {
    const s = after('hand');
    const e: EventOf<'zone_change'> = { ...move('battlefield', 'hand'), object: 50, oldId: 50 };
    expect(viewEvent(e, s, B)).toMatchObject({ object: null, oldId: null, card: 'Shock' });
  });
});

describe('what stays public', () => {
  it('shuffles, mulligans, life, mana, casts, attacks and the turn are public as they are (CR 400.2)', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield' }, { card: 'Shock', owner: A, zone: 'stack' }]);
    const events: GameEvent[] = [
      { type: 'shuffle', player: A }, { type: 'mulligan', player: A, count: 1 }, { type: 'life', player: B, amount: -2 },
      { type: 'mana', player: A, mana: 'R' }, { type: 'cast', player: A, object: id['Shock']!, card: 'Shock', targets: [{ kind: 'player', id: B }] },
      { type: 'attack', attacker: id['Grizzly Bears']!, target: { kind: 'player', id: B } }, { type: 'turn', turn: 2, active: B },
      { type: 'resolve', object: 999, card: 'Shock' },
    ];
    for (const e of events) expect(viewEvent(e, s, B), e.type).toEqual(e);
  });
});

describe('face-down spells and permanents (CR 708)', () => {
  it('casting a face-down spell: its controller sees the card, the others a nameless spell (708.5, 708.6)', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'stack', faceDown: true }]);
    const e: GameEvent = { type: 'cast', player: A, object: id['Grizzly Bears']!, card: 'Grizzly Bears', targets: [] };
    expect(viewEvent(e, s, A)).toEqual(e);
    expect(viewEvent(e, s, B)).toEqual({ ...e, card: null });
  });

  it('damage from a face-down permanent names no source to the others', () => {
    const { s, id } = table([{ card: 'Grizzly Bears', owner: A, zone: 'battlefield', faceDown: true }]);
    const e: GameEvent = { type: 'damage', source: id['Grizzly Bears']!, sourceName: 'Grizzly Bears', target: { kind: 'player', id: B }, amount: 2, combat: true };
    expect(viewEvent(e, s, B)).toMatchObject({ source: id['Grizzly Bears'], sourceName: '' });
    expect(viewEvent(e, s, A)).toEqual(e);
  });
});

describe('in-action choices', () => {
  it('a choice is shown to its own player only: a mulligan lists the hand, a scry the top of the library (CR 402.3, 701.22)', () => {
    const mulligan = { kind: 'mulligan' as const, player: A, hand: [3, 9, 14] };
    const scry = { kind: 'cards' as const, player: B, reason: 'scry 2: choose cards to put on the bottom', options: [61, 62], min: 0, max: 2 };
    expect(viewChoice(mulligan, A)).toBe(mulligan);
    expect(viewChoice(mulligan, B)).toBeNull();
    expect(viewChoice(scry, B)).toBe(scry);
    expect(viewChoice(scry, A)).toBeNull();
  });
});
