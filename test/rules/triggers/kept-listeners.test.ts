/**
 * The triggered abilities listening for an event type (CR 603.2) are kept between computations of the
 * characteristics while their permanents keep their controller and name (rules/magic/interceptors/kept-lists.ts):
 * kept when another permanent changes, read again when a listener's controller changes (CR 603.3a: the controller of
 * a triggered ability is its source's controller when it triggered).
 */
import { describe, expect, it } from 'vitest';
import { listeners } from '../../../rules/magic/triggers/detect.ts';
import { position } from '../../helpers/position.ts';

describe('kept trigger listeners', () => {
  it('are the same list after another permanent changes, a new one with the new controller after a control change', () => {
    const p = position({ players: [{ battlefield: ['Soul Warden', 'Grizzly Bears'] }, { battlefield: ['Hill Giant'] }], turn: 3, step: 'precombat_main' });
    const first = listeners(p.core, 'zone_change');
    expect(first.map((l) => [l.name, l.controller])).toEqual([['Soul Warden', 0]]);
    // A counter on the Bears: their record is computed again; the Warden's is not, so the list holds.
    p.obj('Grizzly Bears').counters['+1/+1'] = 1;
    p.core.changedAlone([p.id('Grizzly Bears')]);
    expect(listeners(p.core, 'zone_change')).toBe(first);
    // The Warden changes controller (everything is computed again): its ability now triggers for player 1.
    p.obj('Soul Warden').controller = 1;
    p.core.touch();
    const after = listeners(p.core, 'zone_change');
    expect(after).not.toBe(first);
    expect(after.map((l) => [l.name, l.controller])).toEqual([['Soul Warden', 1]]);
  });
});
