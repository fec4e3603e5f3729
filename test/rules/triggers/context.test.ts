/**
 * What a pending triggered ability records when it triggers (CR 603.3, 603.10a): its event, and its source as it
 * was — the permanent as it is then, or, for a source that has left the battlefield, its last known information
 * (608.2h). The record is part of the game state (the players' views and saves show it).
 */
import { describe, expect, it } from 'vitest';
import { detectTriggers } from '../../../rules/magic/triggers/index.ts';
import { O, position } from '../../helpers/position.ts';

describe('603.3 and 608.2h: the source as the trigger records it', () => {
  it('a permanent still on the battlefield: its counters, controller, owner and card as they are', () => {
    const p = position({ players: [{}, { battlefield: [{ card: 'Mana Vault', tapped: true, counters: { charge: 2 }, controller: 0 }] }] });
    detectTriggers(p.core, { type: 'step', step: 'draw', turn: 3, active: 0 });
    expect(p.s.pendingTriggers).toHaveLength(1);
    expect(p.s.pendingTriggers[0]!.context).toEqual({
      event: { type: 'step', step: 'draw', turn: 3, active: 0 },
      sourceSnapshot: { power: 0, toughness: 0, counters: { charge: 2 }, controller: 0, owner: 1, card: 'Mana Vault' },
    });
  });

  it('a creature that died: its last known power, toughness, counters, controller and owner', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, { battlefield: [{ card: 'Doomed Traveler', counters: { '+1/+1': 1 }, controller: 0 }] }] });
    p.cast(0, 'Shock', { targets: [O(p.id('Doomed Traveler'))] }).resolve();
    expect(p.zoneOf('Doomed Traveler')).toBe('graveyard');
    const item = p.s.stack.find((i) => i.kind === 'triggered');
    expect(item?.sourceName).toBe('Doomed Traveler');
    expect(item!.trigger!.sourceSnapshot).toEqual({ power: 2, toughness: 2, counters: { '+1/+1': 1 }, controller: 0, owner: 1, card: 'Doomed Traveler' });
    // Its event is the zone change as it happened; only a discard names "that player" (the owner) besides.
    expect(item!.trigger!.event).toMatchObject({ type: 'zone_change', card: 'Doomed Traveler', from: 'battlefield', to: 'graveyard', owner: 1 });
    expect(item!.trigger!.event).not.toHaveProperty('player');
  });
});

describe('603.7: a delayed triggered ability "at the beginning of the next end step"', () => {
  it('triggers at the end step only, once, recording the step; it has no ability index of its own (-1) and no snapshot', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const bears = p.id('Grizzly Bears');
    const delayed = { id: 900, on: 'next_end_step', controller: 1, source: bears, effects: [], objects: [], sourceName: 'Flickerwisp' };
    p.s.delayed.push(delayed);
    detectTriggers(p.core, { type: 'step', step: 'upkeep', turn: 3, active: 0 });
    detectTriggers(p.core, { type: 'life', player: 0, amount: 1 });
    expect(p.s.pendingTriggers).toEqual([]);
    expect(p.s.delayed).toEqual([delayed]);
    detectTriggers(p.core, { type: 'step', step: 'end', turn: 3, active: 0 });
    expect(p.s.pendingTriggers).toEqual([{
      source: bears, controller: 1, abilityIndex: -1, sourceName: 'Flickerwisp',
      context: { event: { type: 'step', step: 'end', turn: 3, active: 0 }, sourceSnapshot: null }, delayed,
    }]);
    expect(p.s.delayed).toEqual([]);
  });

  it('a delayed trigger waiting for something else is neither triggered nor dropped by the end step', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const other = { id: 901, on: 'next_upkeep', controller: 0, source: p.id('Grizzly Bears'), effects: [], objects: [], sourceName: 'Grizzly Bears' };
    p.s.delayed.push(other);
    detectTriggers(p.core, { type: 'step', step: 'end', turn: 3, active: 0 });
    expect(p.s.pendingTriggers).toEqual([]);
    expect(p.s.delayed).toEqual([other]);
  });
});
