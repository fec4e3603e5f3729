/**
 * The public interceptor API (seed 003, "Interceptors"): an app adds transform (replacement, CR 614), prevent
 * (prevention, CR 615), react and query interceptors to a running game, with a duration and a use count, and
 * removes them by unsubscribing. They sit in the same pipeline as the cards' own abilities.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import { scriptedPolicy } from '../../actors/index.ts';
import { characteristics } from '../../rules/index.ts';
import type { GameEvent, PlayerAction } from '../../rules/index.ts';
import { position } from '../game/helpers.ts';
import { randomAdventureGame } from '../adventure/helpers.ts';
import { randomPocketGame } from '../../scripts/lib/index.ts';

function doAndResolve(game: Game, action: PlayerAction): void {
  game.submit(action);
  for (let i = 0; i < 50 && game.state.stack.length; i++) game.submit({ type: 'pass', player: game.pending()!.player });
  expect(game.state.stack).toEqual([]);
}

const shockPlayer = (card: number): PlayerAction => ({ type: 'cast', player: 0, card, targets: [{ kind: 'player', id: 1 }] });

describe('game.intercept', () => {
  it('transform: a house rule halves damage to players until it is unsubscribed (CR 614.1a)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] }, {}] });
    const rule = game.intercept({ on: 'damage', kind: 'transform', filter: (e) => e.target.kind === 'player', handler: (e) => ({ ...e, amount: Math.floor(e.amount / 2) }) });
    doAndResolve(game, shockPlayer(ids[0]!.hand[0]!));
    expect(game.state.players[1]!.life).toBe(19);
    rule.unsubscribe();
    expect(game.core.interceptors.size).toBe(0);
    doAndResolve(game, shockPlayer(ids[0]!.hand[1]!));
    expect(game.state.players[1]!.life).toBe(17);
  });

  it('prevent with uses: 1 prevents only the first damage, then is gone (CR 615.1)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] }, {}] });
    game.intercept({ on: 'damage', kind: 'prevent', uses: 1, handler: () => null });
    doAndResolve(game, shockPlayer(ids[0]!.hand[0]!));
    expect(game.state.players[1]!.life).toBe(20);
    expect(game.core.interceptors.size).toBe(0);
    doAndResolve(game, shockPlayer(ids[0]!.hand[1]!));
    expect(game.state.players[1]!.life).toBe(18);
  });

  it('with a card replacement too, the affected player chooses the order (CR 616.1): double then halve, or halve then double', () => {
    const run = (order: number) => {
      const { game, ids } = position({
        step: 'precombat_main',
        players: [{ hand: ['Shock'], battlefield: ['Furnace of Rath', 'Mountain', 'Mountain'] }, {}],
        policies: [scriptedPolicy({}), scriptedPolicy({ answers: { replacement_order: [order, 0] } })],
      });
      game.intercept({ on: 'damage', kind: 'transform', description: 'minus one', handler: (e) => ({ ...e, amount: e.amount - 1 }) });
      doAndResolve(game, shockPlayer(ids[0]!.hand[0]!));
      return 20 - game.state.players[1]!.life;
    };
    expect(run(0)).toBe(3);   // Furnace first: 2 -> 4 -> 3
    expect(run(1)).toBe(2);   // minus one first: 2 -> 1 -> 2
  });

  it("duration 'turn' ends in the cleanup step (CR 514.2)", () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] }, { hand: [] }] });
    game.intercept({ on: 'damage', kind: 'prevent', duration: 'turn', handler: () => null });
    expect(game.core.interceptors.size).toBe(1);
    const turn = game.state.turn;
    for (let i = 0; i < 200 && game.state.turn === turn; i++) game.step();
    expect(game.state.turn).toBe(turn + 1);
    expect(game.core.interceptors.size).toBe(0);
    expect(ids[0]!.hand).toHaveLength(1);
  });

  it("duration 'source' ends when its source leaves the battlefield", () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Shock', 'Shock'], battlefield: ['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] }, {}] });
    const bears = ids[0]!.battlefield[0]!;
    game.intercept({ on: 'damage', kind: 'transform', source: bears, duration: 'source', filter: (e) => e.target.kind === 'player', handler: (e) => ({ ...e, amount: e.amount + 10 }) });
    doAndResolve(game, { type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [{ kind: 'object', id: bears }] });
    expect(game.state.objects[bears]).toBeUndefined();
    expect(game.core.interceptors.size).toBe(0);
    doAndResolve(game, shockPlayer(ids[0]!.hand[1]!));
    expect(game.state.players[1]!.life).toBe(18);
  });

  it('react: the events it returns happen right after the one it watched', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] }, {}] });
    const seen: GameEvent[] = [];
    game.bus.events$.subscribe((e) => seen.push(e));
    game.intercept({ on: 'cast', kind: 'react', handler: (e) => [{ type: 'life', player: e.player, amount: 1 }] });
    game.submit(shockPlayer(ids[0]!.hand[0]!));
    const cast = seen.findIndex((e) => e.type === 'cast');
    expect(seen[cast + 1]).toEqual({ type: 'life', player: 0, amount: 1 });
    expect(game.state.players[0]!.life).toBe(21);
  });

  it('query: a value read after the layers, changed while registered (CR 613 then the app)', () => {
    const { game, ids } = position({ step: 'precombat_main', players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Grizzly Bears'] }] });
    const [mine, theirs] = [ids[0]!.battlefield[0]!, ids[1]!.battlefield[0]!];
    const q = game.intercept({ on: 'power', kind: 'query', filter: (c) => c.controller === 0, handler: (v) => v + 3 });
    expect(characteristics(game.core, mine)!.power).toBe(5);
    expect(characteristics(game.core, theirs)!.power).toBe(2);
    q.unsubscribe();
    expect(characteristics(game.core, mine)!.power).toBe(2);
  });

  it('refuses a malformed interceptor with a message that names what is wrong, and registers nothing', () => {
    const { game } = position({ step: 'precombat_main', players: [{}, {}] });
    const bad = (spec: unknown) => () => game.intercept(spec as never);
    expect(bad({ on: 'damage', kind: 'replace', handler: () => null })).toThrow(/"kind" must be one of transform, prevent, react, query; got "replace"/);
    expect(bad({ on: 'damage', kind: 'prevent' })).toThrow(/"handler" must be a function/);
    expect(bad({ on: 'damage', kind: 'prevent', handler: () => null, uses: 0 })).toThrow(/"uses" must be a positive integer; got 0/);
    expect(bad({ on: 'colour', kind: 'query', handler: (v: number) => v })).toThrow(/query interceptor watches one of power, toughness/);
    expect(bad({ on: 'damage', kind: 'prevent', handler: () => null, duration: 'source' })).toThrow(/needs a "source"/);
    expect(bad(null)).toThrow(/expected an object/);
    expect(game.core.interceptors.size).toBe(0);
  });

  it('works in Adventure and Pocket too: the same pipeline (seed 003)', () => {
    const playerDamage = (log: GameEvent[]) => log.filter((e) => e.type === 'damage' && e.target.kind === 'player').length;
    const adventure = (rule: boolean) => {
      const g = randomAdventureGame(3, { keepLog: true });
      let reactions = 0;
      const drawsBefore = g.log.filter((e) => e.type === 'draw').length;   // the opening hands
      if (rule) {
        g.intercept({ on: 'damage', kind: 'prevent', filter: (e) => e.target.kind === 'player', handler: () => null });
        g.intercept({ on: 'draw', kind: 'react', handler: () => { reactions++; } });
      }
      g.start();
      g.run(3000);
      const out = { damage: playerDamage(g.log), draws: g.log.filter((e) => e.type === 'draw').length - drawsBefore, reactions };
      g.dispose();
      return out;
    };
    expect(adventure(false).damage).toBeGreaterThan(0);
    const ruled = adventure(true);
    expect(ruled.damage).toBe(0);
    expect(ruled.reactions).toBe(ruled.draws);
    const pocket = (rule: boolean) => {
      const g = randomPocketGame(3, { keepLog: true });
      if (rule) g.intercept({ on: 'damage', kind: 'prevent', handler: () => null });
      g.start();
      g.run(3000);
      const n = g.log.filter((e) => e.type === 'damage').length;
      g.dispose();
      return n;
    };
    expect(pocket(false)).toBeGreaterThan(0);
    expect(pocket(true)).toBe(0);
  });
});
