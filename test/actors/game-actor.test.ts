/**
 * One game actor drives the game: it spawns, by the keys its logic is registered under, the turn, priority, stack
 * and combat actors, each player's actor and each permanent's actor (DESIGN.md, "Actors"); the inspection stream shows them
 * under it, each child can be found by its system id, and stopping the game actor stops them all.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { newGame, randomPolicy } from '../../actors/index.ts';
import { syncInterceptors } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/index.ts';
import { position } from '../game/helpers.ts';

function play(seed: number, inspect?: (e: InspectionEvent) => void) {
  const { pool, decks } = builtInMagic();
  return newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], ...(inspect ? { inspect } : {}) });
}

describe('the game actor', () => {
  it('spawns the turn, priority, stack, combat, player and object actors as its children, found by system id (objects: when inspected)', () => {
    const game = play(4, () => {});
    game.start();
    for (let i = 0; i < 150 && game.step(); i++);
    const children = game.actor.root!.getSnapshot().children as Record<string, AnyActorRef>;
    const objects = game.state.battlefield.map((id) => `object-${id}`);
    expect(objects.length).toBeGreaterThan(2);
    expect(Object.keys(children).sort()).toEqual(['combat', 'player-0', 'player-1', 'priority', 'stack', 'turn', ...objects].sort());
    expect(children['stack']).toBe(game.machines.stack);
    expect(children['combat']).toBe(game.machines.combat);
    expect(children['turn']).toBe(game.turn);
    expect(children['priority']).toBe(game.priority);
    expect(game.actor.root!.system.get('player-1')).toBe(game.players[1]);
    expect(game.actor.root!.system.get(objects[0]!)).toBe(game.objects!.live.get(game.state.battlefield[0]!));
    game.dispose();
  });

  it('the inspection stream shows every actor under the game actor', () => {
    const parents = new Map<string, string | undefined>();
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.actor') parents.set((e.actorRef as AnyActorRef).id, (e.actorRef as unknown as { _parent?: AnyActorRef })._parent?.id);
    };
    const game = play(5, inspect);
    game.start();
    for (let i = 0; i < 100 && game.step(); i++);
    expect(parents.get('game')).toBeUndefined();
    for (const id of ['turn', 'priority', 'stack', 'combat', 'player-0', 'player-1']) expect(parents.get(id)).toBe('game');
    const objects = [...parents.keys()].filter((id) => id.startsWith('object-'));
    expect(objects.length).toBeGreaterThan(0);
    for (const id of objects) expect(parents.get(id)).toBe('game');
    game.dispose();
  });

  it("its persisted snapshot names each child's registered logic, and stopping it stops them all", () => {
    const { game } = position({ step: 'precombat_main', objectActors: true, inspect: () => {}, players: [{ battlefield: ['Soul Warden', 'Furnace of Rath', 'Forest'] }, {}] });
    syncInterceptors(game.core);
    const persisted = game.actor.root!.getPersistedSnapshot() as unknown as { children: Record<string, { src: string }> };
    const sources = new Set(Object.values(persisted.children).map((c) => c.src));
    expect([...sources].sort()).toEqual(['combat', 'object', 'player', 'priority', 'stack', 'turn']);
    const { turn, priority } = game;
    expect(game.core.interceptors.sourceCount).toBe(2);
    game.actor.root!.stop();
    expect([turn.getSnapshot().status, priority.getSnapshot().status]).toEqual(['stopped', 'stopped']);
    // The objects' actors ran their clean-up: nothing they registered is left.
    expect(game.core.interceptors.sourceCount).toBe(0);
  });

  it('without an inspector, objects\' actors are actors of their own (cheaper), and the games are the same', () => {
    const plain = play(8);
    const inspected = play(8, () => {});
    for (const g of [plain, inspected]) { g.start(); g.run(); }
    expect(Object.keys(plain.actor.root!.getSnapshot().children).filter((k) => k.startsWith('object-'))).toEqual([]);
    expect(plain.log).toEqual(inspected.log);
    plain.dispose();
    inspected.dispose();
  });

  it('a game restarted from its state mid-game spawns the turn actor at that step', () => {
    const game = play(7);
    game.start();
    for (let i = 0; i < 60 && game.step(); i++);
    expect(game.turn.getSnapshot().value).toBe(game.state.step);
    expect(game.turn.getSnapshot().context.turn).toBe(game.state.turn);
    game.dispose();
  });
});
