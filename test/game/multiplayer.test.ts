/**
 * Free-for-all games of three and four players (CR 800, 806): turn order, priority around every player, attacks at
 * different opponents, each defending player blocking the creatures attacking them, a player who loses leaving the
 * game with everything they own, and the last player standing winning.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import { IllegalActionError, legalActions } from '../../rules/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import { position } from './helpers.ts';

const A = 0, B = 1, C = 2, D = 3;
const library = (card: string) => Array.from({ length: 10 }, () => card);

/** Whoever must decide passes, attacks with nothing or blocks with nothing. */
function passOnce(game: Game): void {
  const p = game.pending()!;
  if (p.kind === 'priority') game.submit({ type: 'pass', player: p.player });
  else if (p.kind === 'attackers') game.submit({ type: 'attack', player: p.player, attackers: [] });
  else game.submit({ type: 'block', player: p.player, blockers: [] });
}

function eventsOf<T extends GameEvent['type']>(game: Game, type: T, from = 0): Extract<GameEvent, { type: T }>[] {
  return game.log.slice(from).filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

describe('CR 101.4, 500.1: turn order in a free-for-all', () => {
  it('turns pass A, B, C, D and back to A', () => {
    const { game } = position({ step: 'end', active: A, players: [{ library: library('Mountain') }, { library: library('Island') }, { library: library('Forest') }, { library: library('Plains') }] });
    const start = game.log.length;
    for (let i = 0; i < 400 && eventsOf(game, 'turn', start).length < 5; i++) passOnce(game);
    expect(eventsOf(game, 'turn', start).map((e) => e.active)).toEqual([B, C, D, A, B]);
  });

  it('CR 117.4: priority passes around every player before the top of the stack resolves', () => {
    const { game, ids } = position({
      step: 'precombat_main', active: A,
      players: [{ hand: ['Lightning Bolt'], battlefield: ['Mountain'] }, {}, {}, {}],
    });
    game.submit({ type: 'cast', player: A, card: ids[A]!.hand[0]!, targets: [{ kind: 'player', id: C }] });
    const holders: number[] = [];
    for (let i = 0; i < 4 && game.state.stack.length; i++) { holders.push(game.pending()!.player); passOnce(game); }
    expect(holders).toEqual([A, B, C, D]);
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20, 17, 20]);
  });
});

describe('CR 506.2, 508.1b, 509.1: attacks at different opponents, blocks by each defender', () => {
  const combat = () => position({
    step: 'declare_attackers', active: A,
    players: [
      { battlefield: ['Grizzly Bears', 'Hill Giant'], library: library('Mountain') },
      { battlefield: ['Grizzly Bears'], library: library('Island') },
      { battlefield: ['Grizzly Bears'], library: library('Forest') },
    ],
  });

  it('the active player attacks two opponents; each declares blockers only for the creatures attacking them', () => {
    const { game, ids } = combat();
    const [bears, giant] = ids[A]!.battlefield;
    game.submit({ type: 'attack', player: A, attackers: [{ id: bears!, target: { kind: 'player', id: B } }, { id: giant!, target: { kind: 'player', id: C } }] });
    for (let i = 0; i < 3 && game.pending()?.kind === 'priority'; i++) passOnce(game);
    expect(game.pending()).toEqual({ kind: 'blockers', player: B });
    // B's creature can't block the giant attacking C (CR 509.1a).
    expect(() => game.submit({ type: 'block', player: B, blockers: [{ id: ids[B]!.battlefield[0]!, blocks: giant! }] })).toThrow(IllegalActionError);
    game.submit({ type: 'block', player: B, blockers: [{ id: ids[B]!.battlefield[0]!, blocks: bears! }] });
    expect(game.pending()).toEqual({ kind: 'blockers', player: C });
    expect(() => game.submit({ type: 'block', player: C, blockers: [{ id: ids[C]!.battlefield[0]!, blocks: bears! }] })).toThrow(IllegalActionError);
    game.submit({ type: 'block', player: C, blockers: [] });
    expect(game.pending()?.kind).toBe('priority');
    for (let i = 0; i < 20 && game.state.step !== 'end_of_combat'; i++) passOnce(game);
    // The giant was unblocked: 3 damage to C; the bears traded with B's bears.
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20, 17]);
    expect(game.state.battlefield.map((id) => game.core.obj(id).card).sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
  });

  it('an attack at a player not in the game, or at oneself, is refused', () => {
    const { game, ids } = combat();
    const bears = ids[A]!.battlefield[0]!;
    expect(() => game.submit({ type: 'attack', player: A, attackers: [{ id: bears, target: { kind: 'player', id: A } }] })).toThrow(IllegalActionError);
    expect(() => game.submit({ type: 'attack', player: A, attackers: [{ id: bears, target: { kind: 'player', id: 7 } }] })).toThrow(IllegalActionError);
  });

  it('legal actions offer attacks at every opponent (what the random bots choose from)', () => {
    const { game } = combat();
    const attacks = legalActions(game.core, A).flatMap((a) => (a.type === 'attack' ? a.attackers : []));
    expect(new Set(attacks.map((x) => x.target.id))).toEqual(new Set([B, C]));
  });
});

describe('CR 800.4a: a player who loses leaves the game with everything they own', () => {
  it('C loses: their permanents and cards are gone, the game goes on, and C takes no more turns', () => {
    const { game, ids } = position({
      step: 'precombat_main', active: A,
      players: [
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'], library: library('Mountain') },
        { battlefield: ['Grizzly Bears'], library: library('Island') },
        { life: 3, battlefield: ['Hill Giant', 'Forest'], hand: ['Giant Growth'], graveyard: ['Shock'], library: library('Forest') },
      ],
    });
    // C controls B's bears (a control-changing effect giving C control ends when C leaves).
    const bearsOfB = ids[B]!.battlefield[0]!;
    game.state.effects.push({ id: 999, timestamp: 999, source: bearsOfB, controller: C, affected: [bearsOfB], mod: { gain_control: C }, duration: 'permanent' });
    game.core.touch();
    game.submit({ type: 'cast', player: A, card: ids[A]!.hand[0]!, targets: [{ kind: 'player', id: C }] });
    for (let i = 0; i < 3 && game.state.stack.length; i++) passOnce(game);
    expect(game.state.players[C]!.lost).toBe(true);
    expect(game.state.result).toBeNull();
    expect(Object.values(game.state.objects).filter((o) => o.owner === C)).toEqual([]);
    expect(game.state.battlefield.map((id) => game.core.obj(id).card)).toEqual(['Mountain', 'Grizzly Bears']);
    expect(game.core.obj(bearsOfB).controller).toBe(B);
    expect(game.state.effects.filter((e) => e.mod['gain_control'] === C)).toEqual([]);
    const start = game.log.length;
    for (let i = 0; i < 200 && eventsOf(game, 'turn', start).length < 3; i++) passOnce(game);
    expect(eventsOf(game, 'turn', start).map((e) => e.active)).toEqual([B, A, B]);
  });

  it('a player who concedes with a spell on the stack: the spell ceases to exist, priority goes on without them', () => {
    const { game, ids } = position({
      step: 'precombat_main', active: A,
      players: [
        { battlefield: ['Grizzly Bears'], library: library('Mountain') },
        { library: library('Island') },
        { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'], library: library('Forest') },
      ],
    });
    passOnce(game); passOnce(game);   // A and B pass; C holds priority
    game.submit({ type: 'cast', player: C, card: ids[C]!.hand[0]!, targets: [{ kind: 'object', id: ids[C]!.battlefield[1]! }] });
    expect(game.state.stack.length).toBe(1);
    game.submit({ type: 'concede', player: C });
    expect(game.state.stack).toEqual([]);
    expect(game.state.result).toBeNull();
    expect(game.state.players[C]!.lost).toBe(true);
    expect(game.pending()?.kind).toBe('priority');
    expect(game.pending()?.player).not.toBe(C);
  });
});

describe('CR 800.4a: the active player leaves during their turn', () => {
  it('the turn goes on without them: the others get priority, and the next turn is the next player\'s', () => {
    const { game } = position({
      step: 'precombat_main', active: A,
      players: [{ battlefield: ['Grizzly Bears'], library: library('Mountain') }, { library: library('Island') }, { library: library('Forest') }],
    });
    game.submit({ type: 'concede', player: A });
    expect(game.state.result).toBeNull();
    expect(game.pending()).toEqual({ kind: 'priority', player: B });
    const start = game.log.length;
    for (let i = 0; i < 100 && eventsOf(game, 'turn', start).length < 3; i++) passOnce(game);
    expect(eventsOf(game, 'turn', start).map((e) => e.active)).toEqual([B, C, B]);
    expect(game.state.battlefield).toEqual([]);
  });
});

describe('CR 104.2a: the last player standing wins', () => {
  it('two opponents lose at once to Flame Rift: the caster wins', () => {
    const { game, ids } = position({
      step: 'precombat_main', active: A,
      players: [
        { hand: ['Flame Rift'], battlefield: ['Mountain', 'Mountain'] },
        { life: 4 }, { life: 3 }, { life: 10 },
      ],
    });
    game.submit({ type: 'cast', player: A, card: ids[A]!.hand[0]!, targets: [] });
    for (let i = 0; i < 4 && game.state.stack.length; i++) passOnce(game);
    expect(game.state.result).toBeNull();
    expect(game.state.players.map((p) => p.lost)).toEqual([false, true, true, false]);
    game.submit({ type: 'concede', player: D });
    expect(game.state.result).toMatchObject({ winner: A, draw: false });
  });
});

describe('CR 101.4, 603.3b: APNAP order around every player', () => {
  it('triggers of several players go on the stack in turn order from the active player, wrapping around', () => {
    const { game } = position({
      step: 'postcombat_main', active: C,
      players: [
        { library: library('Mountain') },
        { battlefield: ['Pestilence'], library: library('Island') },
        { battlefield: ['Pestilence'], library: library('Forest') },
        { battlefield: ['Pestilence'], library: library('Plains') },
      ],
    });
    for (let i = 0; i < 10 && game.state.step !== 'end'; i++) passOnce(game);
    // Active player's first (bottom of the stack), then D, then (after A, who has none) B on top.
    expect(game.state.stack.map((it) => it.controller)).toEqual([C, D, B]);
  });

  it('a player who left the game is skipped in APNAP order', () => {
    const { game } = position({ step: 'precombat_main', active: B, players: [{}, {}, {}, {}] });
    game.state.players[C]!.lost = true;
    expect(game.core.apnap()).toEqual([B, D, A]);
  });
});
