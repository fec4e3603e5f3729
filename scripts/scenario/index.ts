/** The scenario runner: any file in the scenario/1 format, through the same machines and actors as a real game. */
import type { RuntimeMode } from '../../actors/index.ts';
import { loadCardPool } from '../../rules/cards/index.ts';
import type { Json } from './types.ts';
import { loadScenarios } from './load.ts';
import { magicRunner } from './magic/session.ts';
import { defaultAdventureRunner } from './adventure/index.ts';
import { defaultPocketRunner } from './pocket/index.ts';
import { missingCards, runScenario } from './run.ts';
import type { Runners } from './run.ts';
import type { ScenarioResult } from './types.ts';

export { loadScenarios } from './load.ts';
export { runScenario } from './run.ts';
export { textReport, jsonReport } from './report.ts';
export type { Scenario, ScenarioResult, RulesetRunner, RulesetSession } from './types.ts';

/** The runners of every ruleset this project has, in actor mode (the default) or fast mode. */
export function defaultRunners(mode?: RuntimeMode): Runners {
  return { magic: magicRunner(loadCardPool(), mode), adventure: defaultAdventureRunner(mode), pocket: defaultPocketRunner(mode) };
}

/**
 * Run every scenario in these files or folders.
 * @example runPaths(['test/scenarios/public']).every((r) => r.passed)
 */
export function runPaths(paths: string[], runners: Runners = defaultRunners()): ScenarioResult[] {
  const { scenarios, errors } = loadScenarios(paths);
  const out: ScenarioResult[] = errors.map((e) => ({ id: e.file, file: e.file, passed: false, expectations: [], defaulted: [], error: e.error }));
  const magic = runners.magic ? loadCardPool() : null;
  for (const sc of scenarios) {
    if (sc.ruleset === 'magic' && magic) {
      const missing = missingCards(sc, magic);
      if (missing.length) {
        // Its expectations are not met: each counts as failed (FORMAT.md: reported, not skipped).
        const error = `unknown card(s): ${missing.join(', ')}`;
        out.push({ id: sc.id, file: sc.file, passed: false, defaulted: [], error,
          expectations: sc.expect.map((e) => ({ after: e['after'] as Json, check: Object.keys(e).find((k) => k !== 'after') ?? '?', pass: false, expected: null, actual: `not run: ${error}` })) });
        continue;
      }
    }
    out.push(runScenario(sc, runners));
  }
  return out;
}
