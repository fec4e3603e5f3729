/** The invariant checker the random games rely on notices what it is meant to notice. */
import { describe, expect, it } from 'vitest';
import { brokenInvariants, cardCounts, randomGame } from './helpers.ts';

describe('brokenInvariants', () => {
  const started = () => { const g = randomGame(5, { objectActors: false }); g.start(); return g; };

  it('holds on a freshly started game', () => {
    const g = started();
    expect(brokenInvariants(g.state, cardCounts(g.state))).toEqual([]);
    expect(cardCounts(g.state)).toEqual([40, 40]);
  });

  it('notices a card in two zones', () => {
    const g = started();
    const counts = cardCounts(g.state);
    const p = g.state.players[0]!;
    p.graveyard.push(p.hand[0]!);
    expect(brokenInvariants(g.state, counts).join('\n')).toMatch(/in 2 zones/);
  });

  it('notices a card in no zone, and a card lost', () => {
    const g = started();
    const counts = cardCounts(g.state);
    const p = g.state.players[1]!;
    p.library.shift();
    expect(brokenInvariants(g.state, counts).join('\n')).toMatch(/no zone lists it/);
    const id = p.library.shift()!;
    delete g.state.objects[id];
    expect(brokenInvariants(g.state, counts).join('\n')).toMatch(/owns 39 cards, not 40/);
  });

  it('notices a negative mana pool', () => {
    const g = started();
    g.state.players[0]!.pool.G = -1;
    expect(brokenInvariants(g.state, cardCounts(g.state))).toEqual(["player 0's pool has -1 G"]);
  });
});
