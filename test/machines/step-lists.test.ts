import { describe, expect, it } from 'vitest';
import { adventureSteps, magicSteps, pocketSteps } from '../../machines/index.ts';

describe('step lists', () => {
  it('500.1 the Magic turn has 13 steps in rules order', () => {
    expect(magicSteps.map((s) => s.name)).toEqual([
      'untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers',
      'declare_blockers', 'first_strike_damage', 'combat_damage', 'end_of_combat', 'postcombat_main',
      'end', 'cleanup',
    ]);
  });

  it('502.4 and 514.3 nobody receives priority in the untap and cleanup steps; everyone does in the others', () => {
    expect(magicSteps.filter((s) => !s.priority).map((s) => s.name)).toEqual(['untap', 'cleanup']);
  });

  it('the Adventure turn is draw, main, attackers, blockers, battle, end; draw and end have no priority', () => {
    expect(adventureSteps.map((s) => `${s.name}:${s.priority}`)).toEqual([
      'draw:false', 'main:true', 'attackers:true', 'blockers:true', 'battle:true', 'end:false',
    ]);
  });

  it('the Pocket turn is start, main, end; only main has priority', () => {
    expect(pocketSteps.map((s) => `${s.name}:${s.priority}`)).toEqual(['start:false', 'main:true', 'end:false']);
  });

  it('step lists cannot be changed by a caller', () => {
    expect(() => (magicSteps as unknown as unknown[]).push({ name: 'extra', priority: true })).toThrow(TypeError);
  });
});
