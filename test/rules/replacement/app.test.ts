/**
 * The player an event affects (rules/interceptors/app-replacements.ts), who by default orders the replacement effects that
 * apply to it (CR 616.1): the player it names, the player or the controller of the object it is dealt to, the
 * controller it names, the controller of its object; else the active player.
 */
import { describe, expect, it } from 'vitest';
import { affectedPlayer, appReplacements } from '../../../rules/interceptors/app-replacements.ts';
import { position } from '../../helpers/position.ts';

describe('616.1: the affected player of an event', () => {
  it('is found from player, target, controller or object, in that order', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant'] }] });
    const bears = p.id('Grizzly Bears');
    const giant = p.id('Hill Giant');
    expect(affectedPlayer(p.core, { type: 'life', player: 1, amount: 2 })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'draw', player: 0, object: giant })).toBe(0);
    expect(affectedPlayer(p.core, { type: 'damage', source: bears, sourceName: 'x', target: { kind: 'player', id: 1 }, amount: 1, combat: false })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'damage', source: bears, sourceName: 'x', target: { kind: 'object', id: giant }, amount: 1, combat: false })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'damage', source: giant, sourceName: 'x', target: { kind: 'object', id: bears }, amount: 1, combat: false })).toBe(0);
    expect(affectedPlayer(p.core, { type: 'zone_change', object: bears, oldId: null, card: 'x', from: 'battlefield', to: 'graveyard', owner: 0, controller: 1 })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'tap', object: giant })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'untap', object: bears })).toBe(0);
  });

  it('an object or a damaged object that no longer exists, or no one named at all: the active player', () => {
    const p = position({ active: 1, players: [{}, {}] });
    expect(affectedPlayer(p.core, { type: 'tap', object: 99999 })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'damage', source: 1, sourceName: 'x', target: { kind: 'object', id: 99999 }, amount: 1, combat: false })).toBe(1);
    expect(affectedPlayer(p.core, { type: 'turn', turn: 3, active: 0 })).toBe(1);
  });

  it('an app without interceptors adds no replacement', () => {
    const p = position({ players: [{}, {}] });
    expect(appReplacements(p.core, { type: 'life', player: 0, amount: 1 })).toEqual([]);
  });
});
