/**
 * The magic scenario runner seats C and D (FORMAT.md, References) and forces random results (FORMAT.md, "Any action
 * may carry `coin_flips` … or `random`"): setups it refuses, and the forcing hook used by one action only.
 */
import { describe, expect, it } from 'vitest';
import { defaultRunners, runScenario } from '../../scripts/scenario/index.ts';
import type { Obj, Scenario } from '../../scripts/scenario/types.ts';

const runners = defaultRunners();
const lib = (card: string) => ({ library: [{ card, count: 5 }] });
const scenario = (players: Obj, actions: Obj[], expect: Obj[], setup: Obj = {}): Scenario => ({
  id: 'T', ruleset: 'magic', file: 'inline', setup: { turn: 3, active: 'A', step: 'precombat_main', players, ...setup }, actions, expect,
});

describe('seats C and D', () => {
  it('a setup listing C seats three players in the order A, B, C; each is named in checks', () => {
    const r = runScenario(scenario({ A: lib('Mountain'), B: lib('Island'), C: { life: 7, ...lib('Forest') } }, [], [{ after: 'start', life: { A: 20, B: 20, C: 7 } }]), runners);
    expect(r.error).toBeNull();
    expect(r.passed).toBe(true);
  });

  it('D without C, an active player not seated, and a fifth player are errors that name the problem', () => {
    expect(runScenario(scenario({ A: lib('Mountain'), B: lib('Island'), D: lib('Plains') }, [], []), runners).error).toMatch(/D is listed without C/);
    expect(runScenario(scenario({ A: lib('Mountain'), B: lib('Island') }, [], [], { active: 'C' }), runners).error).toMatch(/setup.active: "C" is not one of A, B/);
    expect(runScenario(scenario({ A: lib('Mountain'), B: lib('Island'), E: lib('Plains') }, [], []), runners).error).toMatch(/"E" is not A, B, C or D/);
  });
});

describe('forced random results', () => {
  const clash = (flips: string[], expect: Obj[]) => scenario(
    { A: { battlefield: ['Mountain', 'Mountain'], hand: ['Mana Clash', 'Mana Clash'], ...lib('Mountain') }, B: lib('Island') },
    [{ do: 'cast', player: 'A', card: 'Mana Clash', targets: ['B'] }, { do: 'pass_all', coin_flips: flips }], expect,
  );

  it('coin_flips gives the results in order; the generator decides what the list leaves out', () => {
    expect(runScenario(clash(['tails', 'tails', 'heads', 'heads'], [{ after: 2, life: { A: 19, B: 19 } }]), runners).passed).toBe(true);
    const r = runScenario(clash(['tails', 'tails'], [{ after: 2, stack: [] }]), runners);
    expect(r.error).toBeNull();
    expect(r.passed).toBe(true);
  });

  it('results listed on the cast that the cast does not use wait for the resolution', () => {
    const sc = scenario(
      { A: { battlefield: ['Mountain'], hand: ['Mana Clash'], ...lib('Mountain') }, B: lib('Island') },
      [{ do: 'cast', player: 'A', card: 'Mana Clash', targets: ['B'], coin_flips: ['heads', 'tails', 'heads', 'heads'] }, { do: 'pass_all' }],
      [{ after: 2, life: { A: 20, B: 19 } }],
    );
    expect(runScenario(sc, runners).passed).toBe(true);
  });

  it('a value that is not a coin side, or a random pick not among the options, is the scenario\'s error', () => {
    expect(runScenario(clash(['edge'], []), runners).error).toMatch(/coin_flips: "edge" is not heads or tails/);
    const lore = scenario(
      { A: { battlefield: ['Mountain', 'Mountain'], hand: ['Goblin Lore'], library: ['Forest', 'Island', 'Plains', 'Swamp', { card: 'Mountain', count: 3 }] }, B: lib('Island') },
      [{ do: 'cast', player: 'A', card: 'Goblin Lore' }, { do: 'pass_all', random: ['Craw Wurm'] }], [],
    );
    expect(runScenario(lore, runners).error).toMatch(/random: "Craw Wurm" is not among the card options/);
  });
});
