/**
 * A run of delayed triggers (one record for a loop shortcut's, CR 732.2a, 603.7) in a player's view (CR 400.2): it
 * stays one record when the viewer knows the same of each trigger's objects, and is shown trigger by trigger, each
 * with the objects the viewer knows, when not.
 */
import { describe, expect, it } from 'vitest';
import { viewOf } from '../../rules/index.ts';
import type { DelayedTrigger } from '../../rules/index.ts';
import { A, B, table } from './helpers.ts';

const exile = [{ kind: 'exile', target: 'object' }];

describe('a run of delayed triggers in a view (CR 400.2, 732.2a)', () => {
  it('naming tokens every player sees, it is one record, as in the state', () => {
    const { s, id } = table([{ card: 'Goblin Token', owner: A, zone: 'battlefield' }, { card: 'Goblin Token', owner: A, zone: 'battlefield' }, { card: 'Goblin Token', owner: A, zone: 'battlefield' }]);
    const first = id['Goblin Token']!;
    const run: DelayedTrigger = { id: 500, on: 'next_end_step', controller: A, source: first, effects: exile, objects: [first], sourceName: 'Splinter Twin', run: { count: 3, step: 1 } };
    s.delayed.push(run);
    expect(viewOf(s, B).delayed).toEqual([run]);
  });

  it('when one names an object hidden from the viewer, each is shown on its own, that one naming nothing', () => {
    const { s, id } = table([{ card: 'Goblin Token', owner: A, zone: 'battlefield' }, { card: 'Shock', owner: A, zone: 'hand' }]);
    const token = id['Goblin Token']!;
    expect(id['Shock']).toBe(token + 1);
    const run: DelayedTrigger = { id: 600, on: 'next_end_step', controller: A, source: token, effects: exile, objects: [token], sourceName: 'Splinter Twin', run: { count: 2, step: 1 } };
    s.delayed.push(run);
    const { run: _, ...one } = run;
    expect(viewOf(s, B).delayed).toEqual([{ ...one, id: 600, objects: [token] }, { ...one, id: 601, objects: [] }]);
    // Its owner knows both: one record.
    expect(viewOf(s, A).delayed).toEqual([run]);
  });
});
