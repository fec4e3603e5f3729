/** The scenario format (scenario/1, ../shared/scenarios/FORMAT.md) as TypeScript types. */

export type PlayerName = 'A' | 'B';
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };

export interface Scenario {
  format?: string;
  id: string;
  title?: string;
  ruleset: 'magic' | 'adventure' | 'pocket';
  source?: string[];
  setup: Obj;
  actions: Obj[];
  expect: Obj[];
  file: string;
}

export interface ExpectationResult {
  after: Json;
  check: string;
  pass: boolean;
  skipped?: boolean;
  expected: Json;
  actual: Json;
}

export interface ScenarioResult {
  id: string;
  file: string;
  passed: boolean;
  expectations: ExpectationResult[];
  defaulted: string[];
  error: string | null;
}

/** What a ruleset gives the runner: set up, act, and check. */
export interface RulesetSession {
  /** Perform action `index` (0-based). Returns true if it was rejected (illegal, state unchanged). */
  act(action: Obj, index: number, next: Obj | undefined, following?: Obj[]): { rejected: boolean; consumedNext: boolean; consumed?: number };
  /** Evaluate one expectation now. `events` are the events the last action caused. */
  check(exp: Obj, lastRejected: boolean | null, actionIndex: number | null): { pass: boolean; actual: Json; expected: Json; check: string };
  defaulted: string[];
  dispose(): void;
}

export interface RulesetRunner {
  setup(scenario: Scenario): RulesetSession;
}

/** A scenario error that names what was wrong. */
export class ScenarioError extends Error {
  constructor(message: string) { super(message); this.name = 'ScenarioError'; }
}
