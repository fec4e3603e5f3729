/**
 * Game-object actors live exactly as long as their permanents are on the battlefield, and a triggered
 * ability stops triggering once its source has left (CR 603.2, 603.10).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import type { GameEvent, PlayerAction } from '../../rules/index.ts';
import { position } from '../game/helpers.ts';

/** Submit an action, then pass priority back and forth until the stack is empty. */
function doAndResolve(game: Game, action: PlayerAction): void {
  game.submit(action);
  for (let i = 0; i < 50 && game.state.stack.length; i++) {
    const p = game.pending()!;
    expect(p.kind).toBe('priority');
    game.submit({ type: 'pass', player: p.player });
  }
  expect(game.state.stack).toEqual([]);
}

describe('game-object actors', () => {
  it("Soul Warden gains life while on the battlefield; after it dies, no more, and its actor is stopped", () => {
    const { game, ids } = position({
      step: 'precombat_main',
      objectActors: true,
      players: [
        { hand: ['Grizzly Bears', 'Shock', 'Grizzly Bears'], battlefield: ['Soul Warden', 'Mountain', 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest'] },
        {},
      ],
    });
    const events: GameEvent[] = [];
    game.bus.events$.subscribe((e) => events.push(e));
    const [bears1, shock, bears2] = ids[0]!.hand;
    const warden = ids[0]!.battlefield[0]!;
    const actor = game.objects!.live.get(warden)!;
    expect(actor).toBeDefined();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.channels).toEqual(['zone_change']);

    doAndResolve(game, { type: 'cast', player: 0, card: bears1!, targets: [] });
    expect(game.state.players[0]!.life).toBe(21);
    expect(events.filter((e) => e.type === 'life')).toHaveLength(1);
    expect(actor.getSnapshot().context.heard).toBeGreaterThan(0);
    const bearsOnField = game.state.battlefield.find((id) => game.state.objects[id]!.card === 'Grizzly Bears')!;
    expect(game.objects!.live.has(bearsOnField)).toBe(true);

    doAndResolve(game, { type: 'cast', player: 0, card: shock!, targets: [{ kind: 'object', id: warden }] });
    expect(game.state.objects[warden]).toBeUndefined();
    expect(game.state.players[0]!.graveyard.map((id) => game.state.objects[id]!.card)).toContain('Soul Warden');
    expect(game.objects!.live.has(warden)).toBe(false);
    expect(actor.getSnapshot().status).toBe('stopped');
    const heard = actor.getSnapshot().context.heard;

    doAndResolve(game, { type: 'cast', player: 0, card: bears2!, targets: [] });
    expect(game.state.battlefield.filter((id) => game.state.objects[id]!.card === 'Grizzly Bears')).toHaveLength(2);
    expect(game.state.players[0]!.life).toBe(21);
    expect(events.filter((e) => e.type === 'life')).toHaveLength(1);
    expect(actor.getSnapshot().context.heard).toBe(heard);
    expect([...game.objects!.live.keys()].sort((a, b) => a - b)).toEqual([...game.state.battlefield].sort((a, b) => a - b));
    game.dispose();
    expect(game.objects!.live.size).toBe(0);
  });

  it('one live actor per permanent, throughout a random game', async () => {
    const { randomGame } = await import('../game/helpers.ts');
    const game = randomGame(9);
    game.start();
    let checked = 0;
    while (game.step()) {
      expect([...game.objects!.live.keys()].sort((a, b) => a - b)).toEqual([...game.state.battlefield].sort((a, b) => a - b));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    game.dispose();
  });

  it('no actors at all when objectActors is false', () => {
    const { game } = position({ step: 'precombat_main', objectActors: false, players: [{ battlefield: ['Soul Warden'] }, {}] });
    expect(game.objects).toBeNull();
  });
});
