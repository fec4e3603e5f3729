/** A scripted policy drives a game: its actions in order, its answers to in-action choices, then passes. */
import { describe, expect, it } from 'vitest';
import { scriptedPolicy } from '../../actors/index.ts';
import { position } from '../game/helpers.ts';

describe('scripted policy', () => {
  it('plays a land and a Shock whose target it names when asked, then passes to the end of the game', () => {
    const { game } = position({
      step: 'precombat_main',
      players: [{ hand: ['Mountain', 'Shock'], library: ['Forest', 'Forest'] }, { library: ['Island', 'Island'] }],
      policies: (ids) => {
        const [mountain, shock] = ids[0]!.hand;
        return [
          scriptedPolicy({
            actions: [{ type: 'play_land', player: 0, card: mountain! }, { type: 'cast', player: 0, card: shock! }],
            answers: { target: [[{ kind: 'player', id: 1 }]] },
          }),
          scriptedPolicy({}),
        ];
      },
    });
    const life: number[] = [];
    game.bus.channel('life').subscribe((e) => life.push(e.amount));
    game.run(1000);
    // B has two cards to draw (turns 4 and 6); drawing from the empty library on turn 8 loses (CR 704.5b).
    expect(game.state.result).toEqual({ winner: 0, draw: false, reason: expect.any(String) });
    expect(game.state.turn).toBe(8);
    expect(game.state.players[1]!.life).toBe(18);
    expect(life).toEqual([-2]);
    expect(game.state.players[0]!.graveyard.map((id) => game.state.objects[id]!.card)).toEqual(['Shock']);
    expect(game.state.battlefield.map((id) => game.state.objects[id]!.card)).toEqual(['Mountain']);
    expect(game.players[0]!.getSnapshot().context.decisions).toBeGreaterThan(2);
    game.dispose();
  });

  it('a script that runs out passes, declares no attackers and no blockers, and takes default answers', () => {
    const { game } = position({
      step: 'precombat_main',
      players: [{ battlefield: ['Hill Giant'], library: ['Forest'] }, { battlefield: ['Grizzly Bears'], library: ['Island'] }],
    });
    game.run(1000);
    expect(game.state.players.map((p) => p.life)).toEqual([20, 20]);
    expect(game.state.result?.winner).toBe(0);   // B draws from an empty library first (turn 6)
  });
});
