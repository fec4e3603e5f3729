/** Reading scenario files: one scenario or a list under `scenarios:`, from files or folders. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Obj, Scenario } from './types.ts';
import { ScenarioError } from './types.ts';

function files(path: string): string[] {
  const st = statSync(path);
  if (!st.isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((f) => {
    const p = join(path, f);
    return statSync(p).isDirectory() ? files(p) : /\.ya?ml$/.test(f) ? [p] : [];
  });
}

function check(raw: Obj, file: string, i: number): Scenario {
  const where = `${file}${i >= 0 ? ` scenarios[${i}]` : ''}`;
  if (raw['format'] !== undefined && raw['format'] !== 'scenario/1') throw new ScenarioError(`${where}: format "${String(raw['format'])}" is not supported (expected scenario/1)`);
  if (typeof raw['id'] !== 'string') throw new ScenarioError(`${where}: missing "id"`);
  const ruleset = raw['ruleset'] ?? 'magic';
  if (!['magic', 'adventure', 'pocket'].includes(String(ruleset))) throw new ScenarioError(`${where}: unknown ruleset "${String(ruleset)}" (magic, adventure or pocket)`);
  if (typeof raw['setup'] !== 'object' || raw['setup'] === null) throw new ScenarioError(`${where}: missing "setup"`);
  const named = `${where} (${raw['id']})`;
  const actions = raw['actions'] ?? [];
  if (!Array.isArray(actions)) throw new ScenarioError(`${named}: actions: expected a list of { do: ... }, got ${JSON.stringify(actions)}`);
  actions.forEach((a, k) => {
    if (typeof a !== 'object' || a === null || Array.isArray(a) || typeof (a as Obj)['do'] !== 'string') throw new ScenarioError(`${named}: actions[${k}]: expected { do: <action>, ... }, got ${JSON.stringify(a)}`);
  });
  const expectations = raw['expect'] ?? [];
  if (!Array.isArray(expectations)) throw new ScenarioError(`${named}: expect: expected a list of { after: ..., <check>: ... }, got ${JSON.stringify(expectations)}`);
  expectations.forEach((e, k) => {
    if (typeof e !== 'object' || e === null || Array.isArray(e)) throw new ScenarioError(`${named}: expect[${k}]: expected { after: ..., <check>: ... }, got ${JSON.stringify(e)}`);
    if (!Object.hasOwn(e, 'after')) throw new ScenarioError(`${named}: expect[${k}]: missing "after" (an action's number, start or final)`);
  });
  return {
    ...(raw as unknown as Scenario),
    ruleset: ruleset as Scenario['ruleset'],
    actions: (raw['actions'] as Obj[] | undefined) ?? [],
    expect: (raw['expect'] as Obj[] | undefined) ?? [],
    file,
  };
}

/**
 * Every scenario in the given files and folders (folders are searched for *.yaml).
 * @example loadScenarios(['../shared/scenarios/public'])
 */
export function loadScenarios(paths: string[]): { scenarios: Scenario[]; errors: { file: string; error: string }[] } {
  const scenarios: Scenario[] = [];
  const errors: { file: string; error: string }[] = [];
  for (const file of paths.flatMap(files)) {
    try {
      const doc = parse(readFileSync(file, 'utf8'), { maxAliasCount: 100 }) as Obj | null;
      if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) throw new ScenarioError(`${file}: ${doc === null ? 'the file is empty' : 'expected a scenario map, or scenarios: [...]'}; write format: scenario/1 with id, setup, actions and expect`);
      if (Array.isArray(doc['scenarios'])) (doc['scenarios'] as Obj[]).forEach((s, i) => scenarios.push(check(s, file, i)));
      else scenarios.push(check(doc, file, -1));
    } catch (e) {
      errors.push({ file, error: (e as Error).message });
    }
  }
  return { scenarios, errors };
}
