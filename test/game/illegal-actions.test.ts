/**
 * Illegal actions are refused with a typed error code and change nothing: the state serialises to the same
 * bytes before and after, no event is recorded, and the same player is still asked.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import { IllegalActionError, isSummoningSick } from '../../rules/index.ts';
import type { PlayerAction } from '../../rules/index.ts';
import { position, randomGame } from './helpers.ts';

/** Submit an action that must be refused; return its error code after checking that nothing changed. */
function refused(game: Game, action: PlayerAction): string {
  const before = JSON.stringify(game.state);
  const events = game.core.log.length;
  const priority = JSON.stringify(game.priority.getSnapshot().context);
  let error: unknown = null;
  try {
    game.submit(action);
  } catch (e) {
    error = e;
  }
  expect(error, `${action.type} should have been refused`).toBeInstanceOf(IllegalActionError);
  expect(JSON.stringify(game.state)).toBe(before);
  expect(game.core.log.length).toBe(events);
  expect(JSON.stringify(game.priority.getSnapshot().context)).toBe(priority);
  return (error as IllegalActionError).code;
}

describe('illegal actions from built positions', () => {
  it('casting a spell without the mana for it (CR 601.2h)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Grizzly Bears', 'Lightning Bolt'], battlefield: ['Forest', { card: 'Mountain', tapped: true }] }, {}] });
    expect(game.pending()).toEqual({ kind: 'priority', player: 0 });
    expect(refused(game, { type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [] })).toBe('action/cannot_pay');
    expect(refused(game, { type: 'cast', player: 0, card: ids[0]!.hand[1]!, targets: [{ kind: 'player', id: 1 }] })).toBe('action/cannot_pay');
  });

  it('attacking with a summoning-sick creature (CR 302.6)', () => {
    const { game, ids } = position({ step: 'declare_attackers', players: [{ battlefield: [{ card: 'Grizzly Bears', sick: true }, 'Hill Giant'] }, {}] });
    expect(game.pending()).toEqual({ kind: 'attackers', player: 0 });
    const [bears, giant] = ids[0]!.battlefield;
    const t = { kind: 'player' as const, id: 1 };
    expect(refused(game, { type: 'attack', player: 0, attackers: [{ id: bears!, target: t }] })).toBe('action/illegal_attacker');
    // One bad attacker spoils the whole declaration; the creature that could attack has not been tapped either.
    expect(refused(game, { type: 'attack', player: 0, attackers: [{ id: giant!, target: t }, { id: bears!, target: t }] })).toBe('action/illegal_attacker');
    game.submit({ type: 'attack', player: 0, attackers: [{ id: giant!, target: t }] });
    expect(game.state.combat?.attackers.map((a) => a.id)).toEqual([giant]);
  });

  it('acting without priority (CR 117.1)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Forest'] }, { hand: ['Lightning Bolt'], battlefield: ['Mountain'] }] });
    expect(game.pending()).toEqual({ kind: 'priority', player: 0 });
    expect(refused(game, { type: 'cast', player: 1, card: ids[1]!.hand[0]!, targets: [{ kind: 'player', id: 0 }] })).toBe('action/not_your_decision');
    expect(refused(game, { type: 'pass', player: 1 })).toBe('action/not_your_decision');
    expect(refused(game, { type: 'play_land', player: 1, card: ids[0]!.hand[0]! })).toBe('action/not_your_decision');
  });

  it('playing a second land in a turn (CR 305.2)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Forest', 'Mountain'] }, {}] });
    game.submit({ type: 'play_land', player: 0, card: ids[0]!.hand[0]! });
    expect(game.state.battlefield).toHaveLength(1);
    expect(game.pending()).toEqual({ kind: 'priority', player: 0 });
    expect(refused(game, { type: 'play_land', player: 0, card: ids[0]!.hand[1]! })).toBe('action/land_limit');
  });

  it('the wrong kind of action for the decision, and actions after the game is over', () => {
    const { game, ids } = position({ step: 'declare_attackers', players: [{ hand: ['Forest'], battlefield: ['Hill Giant'] }, {}] });
    expect(refused(game, { type: 'play_land', player: 0, card: ids[0]!.hand[0]! })).toBe('action/wrong_decision');
    game.submit({ type: 'concede', player: 1 });
    expect(game.state.result?.winner).toBe(0);
    expect(refused(game, { type: 'pass', player: 0 })).toBe('action/game_over');
  });
});

describe('illegal actions in a started random game', () => {
  /** Play seed 3 until the active player is to act in a main phase with the stack empty. */
  function atMain(seed: number, turn: number): Game {
    const g = randomGame(seed);
    g.start();
    while (!(g.state.turn === turn && g.state.step === 'precombat_main' && g.pending()?.player === g.state.active && !g.state.stack.length)) {
      if (!g.step()) throw new Error(`seed ${seed} ended before turn ${turn}`);
    }
    return g;
  }

  it('turn 1: a spell cast with no lands in play is refused; the other player may not act', () => {
    const g = atMain(3, 1);
    const me = g.state.active;
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.controller === me)).toEqual([]);
    const spell = g.state.players[me]!.hand.find((id) => !g.core.def(g.core.obj(id)).types.includes('Land'))!;
    expect(refused(g, { type: 'cast', player: me, card: spell, targets: [] })).toBe('action/cannot_pay');
    expect(refused(g, { type: 'pass', player: 1 - me })).toBe('action/not_your_decision');
    g.dispose();
  });

  it('a second land in the same turn', () => {
    const g = atMain(3, 1);
    const me = g.state.active;
    const lands = g.state.players[me]!.hand.filter((id) => g.core.def(g.core.obj(id)).types.includes('Land'));
    expect(lands.length).toBeGreaterThanOrEqual(2);
    g.submit({ type: 'play_land', player: me, card: lands[0]! });
    expect(refused(g, { type: 'play_land', player: me, card: lands[1]! })).toBe('action/land_limit');
    g.dispose();
  });

  it("attacking with a creature that came under its controller's control this turn", () => {
    let found = false;
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const g = randomGame(seed);
      g.start();
      while (g.step()) {
        const p = g.pending();
        if (p?.kind !== 'attackers') continue;
        const sick = g.state.battlefield.find((id) => g.state.objects[id]!.controller === p.player && g.core.def(g.core.obj(id)).types.includes('Creature') && isSummoningSick(g.core, id));
        if (sick === undefined) continue;
        expect(refused(g, { type: 'attack', player: p.player, attackers: [{ id: sick, target: { kind: 'player', id: 1 - p.player } }] })).toBe('action/illegal_attacker');
        found = true;
        break;
      }
      g.dispose();
    }
    expect(found, 'no random game in seeds 1–40 reached a declaration with a summoning-sick creature').toBe(true);
  });
});
