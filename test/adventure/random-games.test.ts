/**
 * Seeded random games between the built-in decks always end, and the invariants hold after every decision:
 * every card in exactly one zone and none created or lost, mana never negative nor above its maximum, no
 * creature with lethal damage or player at 0 life left standing, no trigger left waiting.
 */
import { describe, expect, it } from 'vitest';
import { adventureInvariants } from '../../rules/adventure/index.ts';
import { cardCounts, playChecked, position, randomAdventureGame } from './helpers.ts';

describe('random adventure games', () => {
  it('the invariant checker notices a card in two zones, a card lost, and negative mana', () => {
    const g = randomAdventureGame(3);
    g.start();
    expect(adventureInvariants(g.core)).toEqual([]);
    const p = g.state.players[0]!;
    p.graveyard.push(p.hand[0]!);
    expect(adventureInvariants(g.core).join('\n')).toMatch(/in 2 zones/);
    p.graveyard.pop();
    g.state.adventure.mana[1]!.available = -1;
    expect(adventureInvariants(g.core)).toEqual(["player 1's available mana is -1"]);
    g.dispose();
  });

  it('the checker notices a creature left with lethal damage while a player decides', () => {
    const p = position({ players: { A: { battlefield: ['Ogre'] }, B: {} } });
    p.s.objects[p.id('Ogre')]!.damage = 2;
    expect(adventureInvariants(p.game.core)).toEqual([`Ogre (#${p.id('Ogre')}) is in play with 2 damage and toughness 2`]);
  });

  it('200 seeded games end with a result and keep every invariant after every decision', () => {
    let draws = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { game, broken, decisions } = playChecked(seed);
      expect(broken, `seed ${seed}`).toEqual([]);
      expect(game.state.result, `seed ${seed} after ${decisions} decisions`).not.toBeNull();
      expect(cardCounts(game.state)).toEqual([30, 30]);
      if (game.state.result!.draw) draws++;
      game.dispose();
    }
    expect(draws).toBeLessThan(20);
  });
});
