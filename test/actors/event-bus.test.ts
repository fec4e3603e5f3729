/** The RxJS bus: every resolved event, in order, to every subscriber; per-type channels; completion. */
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../actors/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import { randomGame } from '../game/helpers.ts';

describe('event bus', () => {
  it('delivers every event of a game, in the order the rules recorded them', () => {
    const game = randomGame(4, { keepLog: true });
    const seen: GameEvent[] = [];
    const from = game.core.log.length;   // the opening shuffles and draws happened in newGame
    game.bus.events$.subscribe((e) => seen.push(e));
    game.start();
    game.run();
    expect(game.state.result).not.toBeNull();
    const logged = game.core.log.slice(from);
    expect(seen.length).toBe(logged.length);
    expect(seen.length).toBeGreaterThan(100);
    seen.forEach((e, i) => expect(e).toBe(logged[i]));
    expect(game.state.eventCount).toBe(game.core.log.length);
    game.dispose();
  });

  it('a channel carries exactly the events of its type, in order; two subscribers see the same', () => {
    const game = randomGame(6, { keepLog: true });
    const from = game.core.log.length;
    const all: GameEvent[] = [];
    const changes: GameEvent[] = [];
    const changes2: GameEvent[] = [];
    game.bus.events$.subscribe((e) => all.push(e));
    game.bus.channel('zone_change').subscribe((e) => changes.push(e));
    game.bus.channel('zone_change').subscribe((e) => changes2.push(e));
    game.start();
    game.run();
    expect(changes).toEqual(all.filter((e) => e.type === 'zone_change'));
    expect(changes2).toEqual(changes);
    expect(changes.length).toBeGreaterThan(0);
    expect(all).toEqual(game.core.log.slice(from));
    game.dispose();
  });

  it('empty, single, multiple; a late subscriber sees only later events; an unsubscribed one none; dispose completes', () => {
    const bus = new EventBus();
    const early: string[] = [];
    let completed = false;
    bus.events$.subscribe({ next: (e) => early.push(e.type), complete: () => { completed = true; } });
    const draws: string[] = [];
    let channelCompleted = false;
    bus.channel('draw').subscribe({ next: (e) => draws.push(e.type), complete: () => { channelCompleted = true; } });
    expect(early).toEqual([]);
    bus.publish({ type: 'life', player: 0, amount: 1 });
    expect(early).toEqual(['life']);
    const late: string[] = [];
    const sub = bus.events$.subscribe((e) => late.push(e.type));
    bus.publish({ type: 'draw', player: 1, object: null });
    bus.publish({ type: 'life', player: 1, amount: -2 });
    sub.unsubscribe();
    bus.publish({ type: 'draw', player: 0, object: null });
    expect(early).toEqual(['life', 'draw', 'life', 'draw']);
    expect(late).toEqual(['draw', 'life']);
    expect(draws).toEqual(['draw', 'draw']);
    bus.complete();
    expect(completed).toBe(true);
    expect(channelCompleted).toBe(true);
  });
});
