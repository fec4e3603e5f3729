/**
 * One runtime for the rulesets (issue #10, "One runtime for three rulesets"): Pocket, whose turn has no priority,
 * runs on `RulesetGame` through its own turn flow (actors/pocket/flow.ts), as Adventure runs on it through priority
 * windows (actors/priority-flow.ts) and Magic through its flow of priority, stack and combat (actors/magic-flow.ts). Seed 004: the active player acts in the main step until they attack or end the
 * turn; a player whose Active Pokémon was Knocked Out promotes a Benched one first.
 */
import { describe, expect, it } from 'vitest';
import { Game, MagicFlow, PriorityFlow, RulesetGame } from '../../actors/index.ts';
import { AdventureGame } from '../../actors/adventure/index.ts';
import { pocketRuleset, randomPocketPolicy } from '../../actors/pocket/index.ts';
import { IllegalActionError, clonePlain } from '../../rules/index.ts';
import { createPocketState, setupPocketGame } from '../../rules/pocket/index.ts';
import { builtInPocket, randomPocketGame } from '../../scripts/lib/pocket.ts';
import { rulesetNamed } from '../../scripts/lib/rulesets.ts';

/** A Pocket game on the bare runtime: the same state, setup and bots as newPocketGame's for this seed. */
function bareRuntimePocket(seed: number) {
  const { pool, decks } = builtInPocket();
  const state = createPocketState({ seed, players: decks.map((d) => ({ name: d.name, deck: d.cards, energy: d.energy })) });
  const game = new RulesetGame(pocketRuleset, state, { cards: pool, policies: [randomPocketPolicy(seed * 2 + 1), randomPocketPolicy(seed * 2 + 2)] });
  game.inTransaction(() => { game.core.s.active = setupPocketGame(game.core); });
  return game;
}

describe('Pocket on the shared runtime', () => {
  it('PocketGame is the shared runtime, and so are an Adventure game and a Magic game', () => {
    const g = randomPocketGame(1);
    expect(g).toBeInstanceOf(RulesetGame);
    const m = rulesetNamed('magic').randomGame(1, { objectActors: false, keepLog: false });
    expect(m).toBeInstanceOf(Game);
    expect(m).toBeInstanceOf(RulesetGame);
    expect((m as unknown as { flow: unknown }).flow).toBeInstanceOf(MagicFlow);
    m.dispose();
    const a = rulesetNamed('adventure').randomGame(1, { objectActors: false, keepLog: false });
    expect(a).toBeInstanceOf(AdventureGame);
    expect(a).toBeInstanceOf(RulesetGame);
    g.dispose();
    a.dispose();
  });

  it('new RulesetGame(pocketRuleset, …) plays the same game as newPocketGame for the same seed', () => {
    for (const seed of [1, 2, 3]) {
      const bare = bareRuntimePocket(seed);
      bare.start(); bare.run();
      const pocket = randomPocketGame(seed);
      pocket.start(); pocket.run();
      expect(bare.state.result).not.toBeNull();
      expect(bare.log).toEqual(pocket.log);
      expect(bare.state).toEqual(pocket.state);
      bare.dispose(); pocket.dispose();
    }
  });

  it('the decision is the flow\'s: the active player\'s main-step action, and an action out of turn is refused with nothing changed', () => {
    const g = bareRuntimePocket(4);
    g.start();
    const p = g.pending()!;
    expect(p).toEqual({ kind: 'main', player: g.state.active });
    const before = clonePlain(g.state);
    const other = 1 - p.player;
    expect(() => g.submit({ type: 'end_turn', player: other })).toThrow(IllegalActionError);
    try { g.submit({ type: 'end_turn', player: other }); } catch (e) { expect((e as IllegalActionError).code).toBe('pocket/not_your_decision'); }
    expect(g.state).toEqual(before);
    // Ending the turn gives the other player the main-step decision of the next turn.
    g.submit({ type: 'end_turn', player: p.player });
    expect(g.pending()).toEqual({ kind: 'main', player: other });
    expect(g.state.turn).toBe(before.turn + 1);
    g.dispose();
  });

  it('the turn actor is the flow\'s: spawned when the game starts, at the step the state is in', () => {
    const g = bareRuntimePocket(5);
    expect(() => g.turn.getSnapshot()).toThrow();   // no turn actor before start(): Pocket's flow spawns it then
    g.start();
    expect(String(g.turn.getSnapshot().value)).toBe(g.state.step);
    expect(g.actor.root!.getSnapshot().children['turn']).toBe(g.turn);
    g.dispose();
  });

  it('rulesets with priority windows get the priority flow', () => {
    const a = rulesetNamed('adventure').randomGame(2, { objectActors: false, keepLog: false }) as AdventureGame;
    expect((a as unknown as { flow: unknown }).flow).toBeInstanceOf(PriorityFlow);
    expect((randomPocketGame(2) as unknown as { flow: unknown }).flow).not.toBeInstanceOf(PriorityFlow);
    a.dispose();
  });
});
