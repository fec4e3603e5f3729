/** Printing results: a PASS/FAIL line per expectation and the closing "N passed, N failed" (FORMAT.md). */
import type { ScenarioResult } from './types.ts';

const show = (v: unknown) => JSON.stringify(v);

export function textReport(results: ScenarioResult[]): { lines: string[]; passed: number; failed: number } {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    if (r.error) lines.push(`ERROR ${r.id} (${r.file}): ${r.error}`);
    // A scenario that stopped with an error fails even when the expectations it reached passed (a file that
    // could not be read has none): the error counts as one failure unless an expectation already failed.
    if (r.error && !r.expectations.some((e) => !e.pass && !e.skipped)) failed++;
    for (const e of r.expectations) {
      if (e.skipped) { lines.push(`SKIP ${r.id} after ${e.after} ${e.check}`); continue; }
      if (e.pass) passed++; else failed++;
      lines.push(`${e.pass ? 'PASS' : 'FAIL'} ${r.id} after ${e.after} ${e.check}: expected ${show(e.expected)}, got ${show(e.actual)}`);
    }
    if (r.defaulted.length) lines.push(`  ${r.id}: defaulted ${r.defaulted.join('; ')}`);
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}

export function jsonReport(results: ScenarioResult[]): string[] {
  return results.map((r) => JSON.stringify({ id: r.id, passed: r.passed, expectations: r.expectations.map((e) => ({ after: e.after, check: e.check, pass: e.pass, ...(e.skipped ? { skipped: true } : {}), expected: e.expected, actual: e.actual })), defaulted: r.defaulted, error: r.error }));
}
