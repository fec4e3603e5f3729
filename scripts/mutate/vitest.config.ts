/**
 * The Vitest configuration used by `npm run mutate` (Stryker, scripts/mutate/stryker.config.mjs): only the fast
 * tests that exercise rules/ — the rules unit tests, the expression tests and the scenario corpus — and none of
 * the slow or unrelated suites (browser, package, random games, path walks, machines, card loading): every mutant
 * that survives runs all the tests that reach it, so each second here costs minutes per folder.
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
    ],
    exclude: ['**/node_modules/**'],
    // One module graph for all test files and all of Stryker's runs: each mutant's run then costs its tests, not
    // a fresh import of the rules and the card pool per file (several times faster). The suites here pass this way.
    isolate: false,
  },
});
