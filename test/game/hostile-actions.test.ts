/**
 * Hostile actions at the boundary (issue "Hostile input": every action is checked before the rules see it):
 * malformed input, or input naming a player or object that does not exist, is refused with IllegalActionError
 * and a code, the state byte-identical and no prototype touched.
 */
import { describe, expect, it } from 'vitest';
import { EngineError, IllegalActionError } from '../../rules/index.ts';
import { position } from './helpers.ts';

function refusal(submit: () => void): IllegalActionError {
  try {
    submit();
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw new Error(`expected an IllegalActionError, got ${String(e)}`);
  }
  throw new Error('the action was accepted');
}

describe('hostile actions are refused at the boundary, changing nothing', () => {
  const setup = () => position({ step: 'precombat_main', players: [{ hand: ['Shock', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'] }, { battlefield: ['Grizzly Bears'] }] });

  const cases: [string, (ids: ReturnType<typeof setup>['ids']) => unknown, string, RegExp][] = [
    ['a concede for player "__proto__"', () => ({ type: 'concede', player: '__proto__' }), 'action/malformed', /action\.player: .*number/i],
    ['null', () => null, 'action/malformed', /^action: /],
    ['an array', () => [], 'action/malformed', /^action: /],
    ['an unknown type', () => ({ type: 'cheat', player: 0 }), 'action/malformed', /action\.type/],
    ['attackers: null', () => ({ type: 'attack', player: 0, attackers: null }), 'action/malformed', /action\.attackers/],
    ['targets: [null]', (ids) => ({ type: 'cast', player: 0, card: ids[0]!.hand[0], targets: [null] }), 'action/malformed', /action\.targets\[0\]/],
    ['x: NaN', (ids) => ({ type: 'cast', player: 0, card: ids[0]!.hand[1], targets: [{ kind: 'player', id: 1 }], x: Number.NaN }), 'action/malformed', /action\.x/],
    ['x: -5', (ids) => ({ type: 'cast', player: 0, card: ids[0]!.hand[1], targets: [{ kind: 'player', id: 1 }], x: -5 }), 'action/malformed', /action\.x/],
    ['x: 1e308', (ids) => ({ type: 'cast', player: 0, card: ids[0]!.hand[1], targets: [{ kind: 'player', id: 1 }], x: 1e308 }), 'action/malformed', /action\.x/],
    ['an own "__proto__" key', () => JSON.parse('{"type":"pass","player":0,"__proto__":{"polluted":true}}'), 'action/malformed', /__proto__/],
    ['a target player who is not in the game', (ids) => ({ type: 'cast', player: 0, card: ids[0]!.hand[0], targets: [{ kind: 'player', id: 7 }] }), 'action/unknown_ref', /action\.targets\[0\]\.id: there is no player 7/],
    ['an object that does not exist', () => ({ type: 'play_land', player: 0, card: 9999 }), 'action/unknown_ref', /action\.card: there is no object 9999/],
    ['a player who does not exist', () => ({ type: 'pass', player: 5 }), 'action/unknown_ref', /there is no player 5/],
    ['an attack on an object id that is a prototype key', () => ({ type: 'attack', player: 0, attackers: [{ id: 0, target: { kind: 'object', id: 123456 } }] }), 'action/unknown_ref', /action\.attackers\[0\]\.id|attackers\[0\]\.target\.id/],
  ];

  for (const [name, make, code, message] of cases) {
    it(`${name}: ${code}`, () => {
      const { game, ids } = setup();
      const before = JSON.stringify(game.state);
      const e = refusal(() => game.submit(make(ids) as never));
      expect(e.code).toBe(code);
      expect(e.message).toMatch(message);
      expect(JSON.stringify(game.state)).toBe(before);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect(([] as unknown as Record<string, unknown>)['lost']).toBeUndefined();
    });
  }

  it('a well-formed action still works after all of them', () => {
    const { game, ids } = setup();
    game.submit({ type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [{ kind: 'player', id: 1 }] });
    expect(game.state.stack).toHaveLength(1);
  });
});

describe('loops (CR 104.4b, 732.4)', () => {
  it('a loop that makes progress past the safety bound stops with an EngineError, not an invented draw', () => {
    const { game, ids } = position({
      step: 'precombat_main', maxResolutions: 200,
      players: [{ hand: ['Healing Salve'], battlefield: ['Exquisite Blood', 'Sanguine Bond', 'Plains'] }, { life: 1_000_000_000 }],
    });
    game.submit({ type: 'cast', player: 0, card: ids[0]!.hand[0]!, mode: [0], targets: [{ kind: 'player', id: 0 }] });
    let error: unknown = null;
    try { for (let i = 0; i < 1000 && game.step(); i++); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('engine/unending');
    expect(game.state.result).toBeNull();
  });
});
