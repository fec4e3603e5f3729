/**
 * Hostile Pocket actions at the boundary (the hardening issue): malformed input, or input naming a player or card
 * that does not exist, is refused with IllegalActionError and a code, the state byte-identical and no prototype
 * touched.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../rules/index.ts';
import { randomPocketGame } from '../../scripts/lib/index.ts';

describe('hostile Pocket actions are refused at the boundary, changing nothing', () => {
  const cases: [string, unknown, string, RegExp][] = [
    ['a concede for player "__proto__"', { type: 'concede', player: '__proto__' }, 'action/malformed', /action\.player/],
    ['null', null, 'action/malformed', /^action: /],
    ['a Magic action', { type: 'cast', player: 0, card: 1 }, 'action/malformed', /action\.type/],
    ['an own "__proto__" key', JSON.parse('{"type":"end_turn","player":0,"__proto__":{"polluted":true}}'), 'action/malformed', /__proto__/],
    ['targets: [null]', { type: 'attack', player: 0, attack: 0, targets: [null] }, 'action/malformed', /action\.targets\[0\]/],
    ['a card that does not exist', { type: 'attach_energy', player: 0, to: 987654 }, 'action/unknown_ref', /action\.to: there is no object 987654/],
    ['a player who does not exist', { type: 'end_turn', player: 9 }, 'action/unknown_ref', /there is no player 9/],
  ];
  for (const [name, action, code, message] of cases) {
    it(`${name}: ${code}`, () => {
      const game = randomPocketGame(3);
      game.start();
      const before = JSON.stringify(game.state);
      let error: unknown = null;
      try { game.submit(action as never); } catch (e) { error = e; }
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).code).toBe(code);
      expect((error as IllegalActionError).message).toMatch(message);
      expect(JSON.stringify(game.state)).toBe(before);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(([] as unknown as Record<string, unknown>)['lost']).toBeUndefined();
      game.dispose();
    });
  }
});
