/** Running scenarios: set up, act, and check each expectation at its point (start, after N, final). */
import type { CardSource } from '../../rules/index.ts';
import type { ExpectationResult, Json, Obj, RulesetRunner, Scenario, ScenarioResult } from './types.ts';
import { ScenarioError } from './types.ts';

export type Runners = Partial<Record<Scenario['ruleset'], RulesetRunner>>;

function afterKey(v: Json): string { return v === 'start' || v === 'final' ? v : String(Number(v)); }

/**
 * Run one scenario. Never throws: a scenario that can't be set up or run has passed: false and an error.
 * @example runScenario(scenario, { magic: magicRunner(pool) })
 */
export function runScenario(sc: Scenario, runners: Runners): ScenarioResult {
  const result: ScenarioResult = { id: sc.id, file: sc.file, passed: false, expectations: [], defaulted: [], error: null };
  const runner = runners[sc.ruleset];
  if (!runner) {
    result.error = `ruleset "${sc.ruleset}" is not available`;
    result.expectations = sc.expect.map((e) => ({ after: e['after'] as Json, check: Object.keys(e).find((k) => k !== 'after') ?? '?', pass: false, expected: null, actual: `not run: ${result.error}` }));
    return result;
  }
  const byPoint = new Map<string, Obj[]>();
  for (const e of sc.expect) {
    const k = afterKey(e['after'] as Json ?? 'final');
    byPoint.set(k, [...(byPoint.get(k) ?? []), e]);
  }
  const results = new Map<Obj, ExpectationResult>();
  const evalAt = (key: string, session: ReturnType<RulesetRunner['setup']>, rejected: boolean | null) => {
    for (const exp of byPoint.get(key) ?? []) {
      if (exp['check'] === 'unsupported') { results.set(exp, { after: exp['after'] as Json, check: 'unsupported', pass: true, skipped: true, expected: null, actual: null }); continue; }
      try {
        const r = session.check(exp, rejected, null);
        results.set(exp, { after: exp['after'] as Json, check: r.check, pass: r.pass, expected: r.expected, actual: r.actual });
      } catch (e) {
        results.set(exp, { after: exp['after'] as Json, check: Object.keys(exp).find((k) => k !== 'after') ?? '?', pass: false, expected: null, actual: `error: ${(e as Error).message}` });
      }
    }
  };
  let session: ReturnType<RulesetRunner['setup']> | null = null;
  let acting = -1;
  try {
    session = runner.setup(sc);
    evalAt('start', session, null);
    let rejected: boolean | null = null;
    let skip = 0;
    for (let i = 0; i < sc.actions.length; i++) {
      if (skip === 0) {
        acting = i;
        const r = session.act(sc.actions[i]!, i, sc.actions[i + 1], sc.actions.slice(i + 1));
        acting = -1;
        rejected = r.rejected;
        skip = r.consumed ?? (r.consumedNext ? 1 : 0);
      } else {
        skip--;
        rejected = false;
      }
      evalAt(String(i + 1), session, rejected);
    }
    evalAt('final', session, rejected);
    result.defaulted = session.defaulted;
  } catch (e) {
    const message = e instanceof ScenarioError ? e.message : `${(e as Error).name}: ${(e as Error).message}`;
    // Name the action that failed: its number in the file (from 0) and what it does.
    result.error = acting >= 0 ? `actions[${acting}] (do: ${String(sc.actions[acting]!['do'])}): ${message}` : message;
  } finally {
    session?.dispose();
  }
  result.expectations = sc.expect.map((e) => results.get(e) ?? { after: e['after'] as Json, check: Object.keys(e).find((k) => k !== 'after') ?? '?', pass: false, expected: null, actual: result.error ? `not reached: ${result.error}` : 'not evaluated' });
  result.passed = !result.error && result.expectations.every((e) => e.pass);
  return result;
}

/** Cards every scenario mentions must exist (FORMAT.md: reported in error, not skipped). */
export function missingCards(sc: Scenario, cards: CardSource): string[] {
  const listed = ((sc as unknown as Obj)['cards'] as Obj[] | undefined) ?? [];
  return listed.map((c) => String(c['name'])).filter((n) => !cards.get(n));
}
