/**
 * `game.view(player)` and `game.view$(player)` on the three runtimes. The stream's checklist (as RxJS's operators
 * have theirs): nothing before an event, one, many, an error for a player who isn't there, open until the game is
 * disposed, and a subscriber who leaves early.
 */
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy } from '../../actors/index.ts';
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import type { EventOf, ViewEvent } from '../../rules/index.ts';
import { builtInAdventure, builtInMagic, randomPocketGame } from '../../scripts/lib/index.ts';

const magic = (seed: number) => {
  const { pool, decks } = builtInMagic();
  return newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], objectActors: false });
};
const adventure = (seed: number) => {
  const { pool, decks } = builtInAdventure();
  return newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], objectActors: false });
};
const pocket = (seed: number) => randomPocketGame(seed, { conditionActors: false });

const runtimes = [['Magic', magic], ['Adventure', adventure], ['Pocket', pocket]] as const;

const draws = (events: ViewEvent[]) => events.filter((e): e is Extract<ViewEvent, { type: 'draw' }> => e.type === 'draw');

describe.each(runtimes)('%s', (_name, make) => {
  it('view(player): their own hand in full, with its cards; the opponent\'s hand and both libraries as counts', () => {
    const g = make(4);
    g.start();
    for (let i = 0; i < 30; i++) g.step();
    for (const p of [0, 1]) {
      const v = g.view(p);
      const me = g.state.players[p]!;
      expect(v.players[p]!.hand).toEqual(me.hand);
      for (const id of me.hand) expect(v.objects[id]!.card).toBe(g.state.objects[id]!.card);
      expect(v.players[1 - p]).toMatchObject({ hand: null, handSize: g.state.players[1 - p]!.hand.length });
      for (const id of [...g.state.players[1 - p]!.hand, ...me.library]) expect(v.objects[id]).toBeUndefined();
    }
    g.dispose();
  });

  it('view$(player): the opponent\'s draws name no card, their own do', () => {
    const g = make(6);
    const raw: EventOf<'draw'>[] = [];
    g.bus.channel('draw').subscribe((e) => raw.push(e));
    const seen: ViewEvent[][] = [[], []];
    const subs = [0, 1].map((p) => g.view$(p).subscribe((e) => seen[p]!.push(e)));
    g.start();
    for (let i = 0; i < 60 && !g.over; i++) g.step();
    expect(new Set(raw.filter((e) => e.object !== null).map((e) => e.player))).toEqual(new Set([0, 1]));
    for (const p of [0, 1]) {
      const d = draws(seen[p]!);
      expect(d.length).toBe(raw.length);
      d.forEach((e, i) => expect(e.object, `player ${p}, draw ${i} by player ${e.player}`).toBe(e.player === p ? raw[i]!.object : null));
    }
    subs.forEach((s) => s.unsubscribe());
    g.dispose();
  });

  it('view$: nothing before an event; one redacted copy per event after; the same types as the bus, in order', () => {
    const g = make(8);
    const seen: ViewEvent[] = [];
    const all: string[] = [];
    g.bus.events$.subscribe((e) => all.push(e.type));
    g.view$(1).subscribe((e) => seen.push(e));
    expect(seen).toEqual([]);
    g.start();
    g.step();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.map((e) => e.type)).toEqual(all);
    g.dispose();
  });

  it('view$ of a player who is not in the game is an error, said when asked', () => {
    const g = make(1);
    expect(() => g.view$(2)).toThrow('view$: there is no player 2; players are numbered 0 to 1');
    expect(() => g.view(2)).toThrow(/there is no player 2/);
    g.dispose();
  });

  it('view$ stays open until the game is disposed, then completes; a subscriber who leaves early hears no more', () => {
    const g = make(2);
    let completed = false;
    let early = 0;
    let late = 0;
    g.view$(0).subscribe({ next: () => { late++; }, complete: () => { completed = true; } });
    const sub = g.view$(0).subscribe(() => { early++; });
    g.start();
    sub.unsubscribe();
    const atLeave = early;
    for (let i = 0; i < 20; i++) g.step();
    expect(early).toBe(atLeave);
    expect(late).toBeGreaterThan(atLeave);
    expect(completed).toBe(false);
    g.dispose();
    expect(completed).toBe(true);
  });
});
