/**
 * State-based actions (CR 704) at their limits: the rule each check performs, a check that keeps finding something
 * to do (bounded), an Aura on a player who has left the game (CR 800.4a), a player who has lost (no second loss),
 * and counters that annihilate only in pairs (704.5q). An app's transform interceptor sees every event the checks
 * send, before it happens, so the tests can read exactly which events a check made.
 */
import { describe, expect, it } from 'vitest';
import { STATE_BASED_ACTIONS, checkStateBasedActions } from '../../../rules/index.ts';
import type { GameEvent } from '../../../rules/index.ts';
import { P, position } from '../../helpers/position.ts';

describe('704.5: the state-based actions performed', () => {
  it('each check names the rule of CR 704.5 it performs, in the order they are checked', () => {
    // 704.5p before 704.5m-n: an Aura that 704.5p unattaches (one that became a creature) is then attached to nothing,
    // and 704.5m puts it into the graveyard in the same check, as a second round of checks would.
    expect(STATE_BASED_ACTIONS.map((s) => s.rule)).toEqual(['704.5a-c', '704.5d', '704.5f-h', '704.5i', '704.5j', '704.5p', '704.5m-n', '704.5q']);
  });
});

describe('704.3: the check repeats while it performs actions', () => {
  it('an app rule that turns a dying creature into a life gain keeps the check busy: it stops after 1,000 rounds, then again', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'zone_change', kind: 'transform', filter: (e) => e.card === 'Grizzly Bears' && e.from === 'battlefield', handler: () => ({ type: 'life', player: 0, amount: 1 }) });
    p.obj('Grizzly Bears').counters = { '-1/-1': 2 };
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.life(0)).toBe(1020);
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    expect(p.s.result).toBeNull();
  });
});

describe('800.4a and 704.5m: players who have left the game', () => {
  it('a Curse on a player who concedes is put into its owner\'s graveyard by a state-based action', () => {
    const p = position({ players: [{ hand: ['Curse of the Pierced Heart'], pool: '{R}{R}' }, {}, {}] });
    p.cast(0, 'Curse of the Pierced Heart', { targets: [P(2)] }).resolve();
    expect(p.zoneOf('Curse of the Pierced Heart')).toBe('battlefield');
    expect(p.obj('Curse of the Pierced Heart').enchantedPlayer).toBe(2);
    const mark = p.mark();
    p.submit({ type: 'concede', player: 2 });
    expect(p.s.result).toBeNull();
    checkStateBasedActions(p.core);
    expect(p.zoneOf('Curse of the Pierced Heart')).toBe('graveyard');
    expect(p.events('zone_change', mark).map((e) => [e.card, e.to, e.cause])).toEqual([['Curse of the Pierced Heart', 'graveyard', 'sba']]);
  });

  it('704.5a: a player who has lost at 0 life does not lose again at the next check', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}, { life: 0 }] });
    expect(p.s.players[2]!.lost).toBe(true);
    const seen: GameEvent[] = [];
    p.game.intercept({ on: 'lose', kind: 'transform', handler: (e) => { seen.push(e); return e; } });
    p.obj('Grizzly Bears').damage = 2;
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(seen).toEqual([]);
  });
});

describe('704.5q: +1/+1 and -1/-1 counters', () => {
  it('a permanent with counters of one kind only has none removed: the check sends no counter event', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 2 } }, { card: 'Hill Giant', counters: { '-1/-1': 1 } }] }, {}] });
    const seen: GameEvent[] = [];
    p.game.intercept({ on: 'counter', kind: 'transform', handler: (e) => { seen.push(e); return e; } });
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(false);
    expect(seen).toEqual([]);
    p.obj('Hill Giant').counters['+1/+1'] = 3;
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(seen.map((e) => e.type === 'counter' && [e.kind, e.amount])).toEqual([['+1/+1', -1], ['-1/-1', -1]]);
    expect(p.obj('Hill Giant').counters).toMatchObject({ '+1/+1': 2 });
  });
});

describe('704.5d: a token outside the battlefield ceases to exist', () => {
  it('a state put back with core.restore is looked at afresh: its token in a graveyard ceases to exist', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Soldier Token', token: true }] }, {}] });
    const token = p.id('Soldier Token');
    expect(checkStateBasedActions(p.core)).toBe(false);
    const saved = structuredClone(p.s);
    saved.battlefield = saved.battlefield.filter((id) => id !== token);
    saved.players[0]!.graveyard.push(token);
    saved.objects[token]!.zone = 'graveyard';
    p.core.restore(saved);
    checkStateBasedActions(p.core);
    expect(p.s.objects[token]).toBeUndefined();
    expect(p.s.players[0]!.graveyard).toEqual([]);
  });
});
