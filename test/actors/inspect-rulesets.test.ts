import { describe, expect, it } from 'vitest';
import type { InspectionEvent, SnapshotFrom } from 'xstate';
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import { conditionsOf, type SpecialConditionsMachine } from '../../machines/index.ts';
import { mon, pocket } from '../../rules/pocket/index.ts';
import { builtInAdventure } from '../../scripts/lib/decks.ts';
import { randomPocketGame } from '../../scripts/lib/pocket.ts';

/* The `inspect` option of the Adventure and Pocket games (the Magic game's: game-actor.test.ts, stack-combat-actors.test.ts). */

const logicId = (e: InspectionEvent) => String((e.actorRef as { logic?: { id?: string } }).logic?.id ?? 'player');

/** An inspect observer that records which machines reported and the last snapshot of each actor. */
function recorder() {
  const machines = new Set<string>();
  const last = new Map<unknown, unknown>();
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.actor') machines.add(logicId(e));
    if (e.type === '@xstate.snapshot') last.set(e.actorRef, e.snapshot);
  };
  return { inspect, machines, last };
}

const { pool, decks } = builtInAdventure();
const adventure = (seed: number, extra: object = {}) =>
  newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], ...extra });

describe('AdventureGame: inspect', () => {
  it('the game actor, and under it the turn, the priority windows and the players, report to it; the turn reported is the phase the game is in', () => {
    const r = recorder();
    const g = adventure(7, { inspect: r.inspect });
    g.start();
    for (let i = 0; i < 60 && g.step(); i++) {
      expect((r.last.get(g.turn) as { value: string }).value).toBe(g.state.step);
    }
    expect([...r.machines].sort()).toEqual(['game', 'player', 'priority', 'turn']);
    const children = Object.keys(g.actor.root!.getSnapshot().children).filter((id) => !id.startsWith('object-')).sort();
    expect(children).toEqual(['player-0', 'player-1', 'priority-1', 'priority-2', 'turn']);
    g.dispose();
  });

  it('changes nothing in the game: the same seed gives the same events', () => {
    const plain = adventure(3);
    const inspected = adventure(3, { inspect: () => {} });
    for (const g of [plain, inspected]) { g.start(); g.run(); }
    expect(JSON.stringify(inspected.log)).toBe(JSON.stringify(plain.log));
    plain.dispose();
    inspected.dispose();
  });
});

describe('PocketGame: inspect', () => {
  it("the game actor, the turn and the players under it, and each Pokémon's Special Conditions actor report to it, agreeing with the rules", () => {
    const r = recorder();
    const g = randomPocketGame(6, { inspect: r.inspect });
    g.start();
    let afflicted = 0;
    for (let i = 0; i < 500 && g.step(); i++) {
      expect((r.last.get(g.turn) as { value: string }).value).toBe(g.state.step);
      for (const id of Object.keys(pocket(g.core).pokemon).map(Number)) {
        const reported = r.last.get(g.conditions!.actor(id)) as SnapshotFrom<SpecialConditionsMachine>;
        expect(conditionsOf(reported)).toEqual(mon(g.core, id).conditions);
        if (mon(g.core, id).conditions.length) afflicted++;
      }
    }
    expect(afflicted).toBeGreaterThan(0);
    expect([...r.machines].sort()).toEqual(['game', 'player', 'specialConditions', 'turn']);
    expect(Object.keys(g.actor.root!.getSnapshot().children).sort()).toEqual(['player-0', 'player-1', 'turn']);
    g.dispose();
  });

  it('changes nothing in the game: the same seed gives the same events', () => {
    const plain = randomPocketGame(5);
    const inspected = randomPocketGame(5, { inspect: () => {} });
    for (const g of [plain, inspected]) { g.start(); g.run(); }
    expect(JSON.stringify(inspected.log)).toBe(JSON.stringify(plain.log));
    plain.dispose();
    inspected.dispose();
  });
});
