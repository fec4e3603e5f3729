/**
 * cloneState: the copy forks and backups make of a game state. It must be the same state (every field, in the same
 * order) and share nothing that can change with the original.
 */
import { describe, expect, it } from 'vitest';
import { NO_COUNTERS, cloneState, ownCounters } from '../../rules/index.ts';
import type { GameState } from '../../rules/index.ts';
import { midGameState } from '../helpers/mid-game.ts';

describe('cloneState', () => {
  it('copies every field of every part, in the same order', () => {
    for (const seed of [1, 2, 3]) {
      const s = midGameState(seed, 150);
      expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
    }
  });

  it('shares nothing that changes: objects, counters, lists and players are the copy\'s own', () => {
    const s = midGameState(4, 120);
    const c = cloneState(s);
    const id = s.battlefield[0] ?? s.players[0]!.hand[0]!;
    expect(c.objects[id]).not.toBe(s.objects[id]);
    c.objects[id]!.tapped = !s.objects[id]!.tapped;
    ownCounters(c.objects[id]!)['+1/+1'] = 3;
    c.players[0]!.hand.push(999);
    c.players[0]!.life -= 5;
    expect(s.objects[id]!.tapped).not.toBe(c.objects[id]!.tapped);
    expect(s.objects[id]!.counters['+1/+1']).toBeUndefined();
    expect(s.players[0]!.hand).not.toContain(999);
    expect(s.players[0]!.life).toBe(c.players[0]!.life + 5);
  });

  it('keeps sharing the frozen empty counters record (CR 122: a counter put on the copy gives it its own)', () => {
    const s = midGameState(5, 10);
    const libraryCard = s.objects[s.players[1]!.library[0]!]!;
    expect(libraryCard.counters).toBe(NO_COUNTERS);
    const c = cloneState(s);
    const copy = c.objects[libraryCard.id]!;
    expect(copy.counters).toBe(NO_COUNTERS);
    ownCounters(copy)['charge'] = 1;
    expect(libraryCard.counters).toBe(NO_COUNTERS);
    expect(NO_COUNTERS).toEqual({});
  });

  it('copies the fields only some objects have (a flashback spell, a copy\'s keywords), as their own', () => {
    const s = midGameState(6, 30);
    const o = s.objects[s.players[0]!.library[0]!]!;
    Object.assign(o, { flashback: true, copyKeywords: ['Haste'] });
    const c = cloneState(s);
    expect(JSON.stringify(c.objects[o.id])).toBe(JSON.stringify(o));
    c.objects[o.id]!.copyKeywords!.push('Flying');
    expect(o.copyKeywords).toEqual(['Haste']);
  });
});
