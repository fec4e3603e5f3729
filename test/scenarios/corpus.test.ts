/**
 * The scenario corpora (scenario/1, ../shared/scenarios/FORMAT.md) in test/scenarios, run through the
 * same runner as `npm run scenario`: every expectation of every scenario must pass.
 */
import { describe, expect, it } from 'vitest';
import { defaultRunners, loadScenarios, runScenario } from '../../scripts/scenario/index.ts';

const runners = defaultRunners();
const { scenarios, errors } = loadScenarios(['test/scenarios']);

describe('scenario corpus', () => {
  it('every file in test/scenarios parses as scenario/1', () => {
    expect(errors).toEqual([]);
    expect(scenarios.length).toBeGreaterThan(0);
  });

  for (const sc of scenarios.filter((s) => runners[s.ruleset])) {
    it(`${sc.id}: ${sc.title ?? ''} (${(sc.source ?? []).join('; ')})`, () => {
      const r = runScenario(sc, runners);
      const failures = r.expectations.filter((e) => !e.pass).map((e) => `after ${String(e.after)} ${e.check}: expected ${JSON.stringify(e.expected)}, got ${JSON.stringify(e.actual)}`);
      expect({ error: r.error, failures }).toEqual({ error: null, failures: [] });
    });
  }
});
