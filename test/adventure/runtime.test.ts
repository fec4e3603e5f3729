/** The Adventure runtime: the turn and priority machines, player and object actors, the event bus. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AdventureGame, adventureTurnMachine, newAdventureGame } from '../../actors/adventure/index.ts';
import { scriptedPolicy } from '../../actors/index.ts';
import { adventureSteps } from '../../machines/index.ts';
import { OPENING_HAND, createAdventureState, runEffect } from '../../rules/adventure/index.ts';
import { decks, pool, randomAdventureGame } from './helpers.ts';

describe('adventure runtime', () => {
  it('the turn machine is createTurnMachine(adventureSteps) with no jumps: END leads to the next turn\'s DRAW, the other player active', () => {
    const turn = createActor(adventureTurnMachine(), { input: { players: 2, active: 0 } }).start();
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) { const s = turn.getSnapshot(); seen.push(`${s.context.turn}/${s.context.active}:${String(s.value)}`); turn.send({ type: 'NEXT' }); }
    expect(seen).toEqual(['1/0:draw', '1/0:main', '1/0:attackers', '1/0:blockers', '1/0:battle', '1/0:end', '2/1:draw']);
    expect(adventureSteps.filter((s) => s.priority).map((s) => s.name)).toEqual(['main', 'attackers', 'blockers', 'battle']);
    turn.stop();
  });

  it('a new game: shuffled libraries, a random first player, opening hands, then turn 1\'s DRAW for the first player', () => {
    const g = randomAdventureGame(8, { keepLog: true });
    expect(g.state.players.map((p) => p.hand.length)).toEqual([OPENING_HAND, OPENING_HAND]);
    g.start();
    const first = g.state.active;
    expect(g.state.turn).toBe(1);
    expect(g.state.step).toBe('main');
    expect(g.state.players[first]!.hand).toHaveLength(OPENING_HAND + 1);
    expect(g.state.adventure.mana[first]).toEqual({ max: 1, available: 1 });
    expect(g.state.pending).toEqual({ kind: 'priority', player: first });
    g.dispose();
  });

  it('every event goes out on the RxJS bus, in the order of the log', () => {
    const g = randomAdventureGame(4, { keepLog: true });
    const heard: string[] = [];
    const sub = g.bus.events$.subscribe((e) => heard.push(e.type));
    const damage: number[] = [];
    g.bus.channel('damage').subscribe((e) => damage.push(e.amount));
    g.start();
    g.run();
    sub.unsubscribe();
    expect(heard.length).toBeGreaterThan(100);
    expect(heard.slice(-5)).toEqual(g.log.slice(-5).map((e) => e.type));
    expect(damage.length).toBe(g.log.filter((e) => e.type === 'damage').length);
    g.dispose();
  });

  it("a permanent with triggers gets an object actor that registers them as interceptors while it is on the battlefield (seed: Triggers)", () => {
    const state = createAdventureState({ seed: 1, players: [{ name: 'A', deck: ['Shrine Keeper', ...Array(10).fill('Peasant')] }, { name: 'B', deck: Array(10).fill('Peasant') }] });
    state.step = 'draw';
    const g = new AdventureGame(state, { cards: pool, policies: [scriptedPolicy({}), scriptedPolicy({})] });
    g.start();
    const keeper = state.players[0]!.hand[0]!;
    g.state.adventure.mana[0] = { max: 2, available: 2 };
    g.submit({ type: 'cast', player: 0, card: keeper });
    const actor = g.objects!.live.get(keeper)!;
    expect(g.core.interceptors.source(keeper)!.interceptors.map((i) => `${i.kind} ${i.on}`)).toEqual(['react step']);
    expect(g.core.interceptors.list('step').map((i) => i.source)).toEqual([keeper]);
    g.submit({ type: 'pass', player: 1 });
    g.submit({ type: 'pass', player: 0 });
    runEffect(g.core, { effect: 'destroy-creature', args: { cardId: keeper }, source: null, controller: 1 });
    expect(g.state.objects[keeper]!.zone).toBe('graveyard');
    expect(g.objects!.live.has(keeper)).toBe(false);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(g.core.interceptors.source(keeper)).toBeUndefined();
    expect(g.core.interceptors.list('step')).toEqual([]);
    g.dispose();
  });

  it('the turn limit ends the game in a draw', () => {
    const g = newAdventureGame({ seed: 2, decks, cards: pool, policies: [scriptedPolicy({}), scriptedPolicy({})], maxTurns: 3, objectActors: false });
    g.start();
    g.run();
    expect(g.state.result).toMatchObject({ draw: true, reason: 'turn limit (3)' });
    expect(g.state.turn).toBe(3);
    g.dispose();
  });

  it('an illegal action from a policy is replaced by a pass; the game goes on', () => {
    const cheat = { name: 'cheat', act: () => ({ type: 'cast' as const, player: 0, card: 9999 }), choose: () => [] };
    const g = newAdventureGame({ seed: 3, decks, cards: pool, policies: [cheat, scriptedPolicy({})], maxTurns: 4, objectActors: false });
    g.start();
    g.run();
    expect(g.state.result).toMatchObject({ draw: true });
    g.dispose();
  });
});
