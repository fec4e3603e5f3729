/**
 * legalLandPlays lists exactly the land plays legalActions lists, in the same order (CR 305.1-2: in the
 * player's own main phase with an empty stack, one land a turn), so a policy that plays a land first may ask
 * for them alone. Checked at every decision of random games, built-in decks and the full pool.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, legalLandPlays } from '../../rules/index.ts';
import { position, randomGame } from './helpers.ts';

describe('CR 305.1-2: legalLandPlays', () => {
  it('equals the land plays among legalActions at every decision of 10 games (built-in decks and full pool)', () => {
    let offered = 0;
    for (const fullPool of [false, true]) {
      for (let seed = 1; seed <= 5; seed++) {
        const g = randomGame(seed, { objectActors: false, keepLog: false, fullPool });
        g.start();
        for (let i = 0; i < 2000 && g.pending(); i++) {
          const p = g.pending()!;
          for (const player of [0, 1]) {
            const lands = legalLandPlays(g.core, player);
            expect(lands, `seed ${seed}, turn ${g.state.turn}, ${g.state.step}, player ${player}`).toEqual(legalActions(g.core, player).filter((a) => a.type === 'play_land'));
            if (player === p.player) offered += lands.length;
          }
          g.step();
        }
        g.dispose();
      }
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('305.2: none once a land was played this turn, and none outside the main phase', () => {
    const { game } = position({ step: 'precombat_main', players: [{ hand: ['Forest', 'Mountain'] }, {}] });
    expect(legalLandPlays(game.core, 0).map((a) => a.type)).toEqual(['play_land', 'play_land']);
    expect(legalLandPlays(game.core, 1)).toEqual([]);   // not their decision
    game.submit(legalLandPlays(game.core, 0)[0]!);
    expect(legalLandPlays(game.core, 0)).toEqual([]);
    const upkeep = position({ step: 'upkeep', players: [{ hand: ['Forest'] }, {}] }).game;
    expect(legalLandPlays(upkeep.core, 0)).toEqual([]);
  });
});
