/**
 * Loop detection (CR 104.4b) compares positions by their fingerprint, and a save keeps the recent ones
 * (GameState.stateHistory): the fingerprint is written piece by piece, and must stay the JSON text it has always been,
 * or a restored game's history would never match a position again.
 */
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../rules/magic/flow/loops.ts';
import type { GameCore } from '../../rules/index.ts';
import { randomGame } from './helpers.ts';

/** The fingerprint as JSON.stringify writes it. */
function asJson(core: GameCore): string {
  const s = core.s;
  return JSON.stringify([s.turn, s.step, s.active, s.stack.map((i) => [i.sourceName, i.targets]), s.players.map((p) => [p.life, p.poison, p.hand.length, p.library.length]), s.battlefield.length, s.battlefield.map((id) => core.obj(id).card)]);
}

describe('104.4b: the fingerprint loop detection compares', () => {
  it('is the JSON text of the position, with spells and abilities (and their targets) on the stack', () => {
    let withStack = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const g = randomGame(seed, { fullPool: true, keepLog: false });
      g.start();
      for (let i = 0; i < 3000 && g.step(); i++) {
        if (g.state.stack.length) withStack++;
        expect(fingerprint(g.core)).toBe(asJson(g.core));
      }
      g.dispose();
    }
    expect(withStack).toBeGreaterThan(20);
  });
  it('writes names that need escaping, a life total that is not finite, and a missing value as JSON does', () => {
    const g = randomGame(7, { keepLog: false });
    g.start();
    g.run(40);
    const s = g.state;
    const id = s.battlefield[0] ?? s.players[0]!.hand[0]!;
    if (!s.battlefield.length) s.battlefield.push(id);
    s.objects[id]!.card = 'Quote "and" back\\slash';
    s.players[0]!.life = Number.NaN;
    (s.players[1] as { poison?: number }).poison = undefined;
    expect(fingerprint(g.core)).toBe(asJson(g.core));
    expect(fingerprint(g.core)).toContain('"Quote \\"and\\" back\\\\slash"');
    g.dispose();
  });
});
