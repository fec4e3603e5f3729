import { describe, expect, it } from 'vitest';
import { main, runPriorityWindow } from '../../scripts/examples/priority-window.ts';

describe('example: a priority window embedded alone', () => {
  it('117.3c the caster keeps priority; 117.4 all passing resolves the top spell, last in first out', () => {
    expect(runPriorityWindow(2, { 0: [{ cast: 'Shock' }], 1: [{ cast: 'Giant Growth' }] })).toEqual([
      'seat 0 casts Shock and keeps priority',
      'seat 0 passes (1/2)',
      'seat 1 casts Giant Growth and keeps priority',
      'seat 1 passes (1/2)',
      'seat 0 passes (2/2)',
      'Giant Growth (seat 1) resolves',
      'seat 0 passes (1/2)',
      'seat 1 passes (2/2)',
      'Shock (seat 0) resolves',
      'seat 0 passes (1/2)',
      'seat 1 passes (2/2)',
      'all passed with an empty stack: the step ends',
    ]);
  });

  it('with nothing cast, everyone passes once and the step ends; the active player acts first', () => {
    expect(runPriorityWindow(3, {}, 2)).toEqual(['seat 2 passes (1/3)', 'seat 0 passes (2/3)', 'seat 1 passes (3/3)', 'all passed with an empty stack: the step ends']);
  });

  it('main() runs the demo', () => {
    expect(main().at(-1)).toBe('all passed with an empty stack: the step ends');
  });
});
