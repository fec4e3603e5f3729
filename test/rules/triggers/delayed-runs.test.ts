/**
 * Runs of delayed triggers (CR 603.7, 732.2a): one record of `s.delayed` standing for the delayed triggers of a loop
 * shortcut's iterations applied at once. Checklist: a record without a run, a run of one, a run of many (ids and
 * objects k steps on, the rest shared), a run naming no object, the order of mixed records, the count, and at the end
 * step each delayed trigger of a run triggering on its own, in order (603.7), while a run waiting for something
 * else stays.
 */
import { describe, expect, it } from 'vitest';
import { delayedCount, delayedTriggers, detectTriggers, eachDelayed, nthDelayed } from '../../../rules/magic/triggers/index.ts';
import type { DelayedTrigger } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';

const effects = [{ type: 'move', to: 'exile' }];
const one = (id: number, objects: number[]): DelayedTrigger => ({ id, on: 'next_end_step', controller: 0, source: 3, effects, objects, sourceName: 'Splinter Twin' });
const run = (id: number, objects: number[], count: number, step: number): DelayedTrigger => ({ ...one(id, objects), run: { count, step } });

describe('603.7 and 732.2a: the delayed triggers a run stands for', () => {
  it('a record without a run stands for itself alone', () => {
    const d = one(12, [11]);
    expect(eachDelayed(d)).toEqual([d]);
    expect(eachDelayed(d)[0]).toBe(d);
    expect(nthDelayed(d, 0)).toEqual(d);
  });

  it('a run of one is one delayed trigger with no run of its own', () => {
    expect(eachDelayed(run(12, [11], 1, 4))).toEqual([one(12, [11])]);
  });

  it('a run of many: the k-th has its id and objects k steps on, and the same source, controller and effects', () => {
    const all = eachDelayed(run(12, [11, 9], 3, 4));
    expect(all).toEqual([one(12, [11, 9]), one(16, [15, 13]), one(20, [19, 17])]);
    expect(all[2]!.effects).toBe(effects);
    expect(nthDelayed(run(12, [11], 1000, 4), 999)).toEqual(one(4008, [4007]));
  });

  it('a run naming no object: each names none', () => {
    expect(eachDelayed(run(5, [], 2, 3))).toEqual([one(5, []), one(8, [])]);
  });

  it('the delayed triggers of a game keep their order, runs given one by one, and are counted each', () => {
    const p = position({ players: [{}, {}] });
    expect(delayedTriggers(p.s)).toBe(p.s.delayed);
    p.s.delayed.push(one(2, [1]), run(6, [5], 2, 4), one(30, []));
    expect(delayedTriggers(p.s)).toEqual([one(2, [1]), one(6, [5]), one(10, [9]), one(30, [])]);
    expect(delayedCount(p.s)).toBe(4);
  });
});

describe('603.7: a run at the beginning of the next end step', () => {
  it('each of its delayed triggers triggers on its own, in the order they were made, and the run is gone', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.s.delayed.push(one(900, []), run(902, [901], 3, 10));
    detectTriggers(p.core, { type: 'step', step: 'upkeep', turn: 3, active: 0 });
    expect(p.s.pendingTriggers).toEqual([]);
    detectTriggers(p.core, { type: 'step', step: 'end', turn: 3, active: 0 });
    expect(p.s.pendingTriggers.map((t) => t.delayed)).toEqual([one(900, []), one(902, [901]), one(912, [911]), one(922, [921])]);
    expect(p.s.pendingTriggers.every((t) => t.abilityIndex === -1 && t.controller === 0 && t.sourceName === 'Splinter Twin')).toBe(true);
    expect(p.s.delayed).toEqual([]);
  });

  it('a run waiting for something else is neither triggered nor dropped by the end step', () => {
    const p = position({ players: [{}, {}] });
    const other = { ...run(902, [901], 3, 10), on: 'next_upkeep' };
    p.s.delayed.push(other);
    detectTriggers(p.core, { type: 'step', step: 'end', turn: 3, active: 0 });
    expect(p.s.pendingTriggers).toEqual([]);
    expect(p.s.delayed).toEqual([other]);
  });
});
