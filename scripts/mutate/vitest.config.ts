/**
 * The Vitest configuration used by `npm run mutate` (Stryker, scripts/mutate/stryker.config.mjs): only the fast
 * tests that exercise rules/ — the rules unit tests, the expression tests, the scenario corpus and the app
 * interceptor tests — and none of the slow or unrelated suites (browser, package, random games, path walks,
 * machines, card loading): every mutant that survives runs all the tests that reach it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository root (or Stryker's copy of it): this file lives in scripts/mutate/.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: [
      'test/rules/**/*.test.ts',
      'test/expr/**/*.test.ts',
      'test/scenarios/**/*.test.ts',
      // An app's interceptors among the replacement effects and the triggers (rules/interceptors/app-replacements.ts).
      'test/actors/intercept.test.ts',
      'test/actors/object-actors.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    // By default one module graph for all test files and all of Stryker's runs: a mutant's run then costs its
    // tests, not a fresh import of the rules and the card pool per file (about ten times faster; the suites here
    // pass this way). Code whose result a module-level cache keeps across games (the expression compiler's
    // cache) then runs only once, so its mutants could only survive: `npm run mutate -- --isolate` (the default
    // for rules/expr) imports afresh for each file and each run.
    isolate: process.env['HYPERDRAFT_MUTATE_ISOLATE'] === '1',
    // No test may depend on wall time: on a shared, loaded machine the corpus suites take more than Vitest's 5 s
    // default, and a failed initial run stops Stryker. A mutant that loops is still caught by Stryker's own timeout.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Static mutants (in tables and constants) load the modules afresh all the same: see reload-static.ts.
    setupFiles: ['scripts/mutate/reload-static.ts'],
  },
});
