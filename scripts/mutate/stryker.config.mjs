// @ts-check
/**
 * Stryker configuration for `npm run mutate` (scripts/mutate.ts), which sets the files to mutate (--mutate)
 * and the report name (HYPERDRAFT_MUTATE_NAME) for each rules folder it runs.
 *
 * - perTest coverage: each mutant runs only the tests that reach it.
 * - concurrency 1: the machine is shared; raise it with `npm run mutate -- --concurrency 4`.
 * - The sandbox (Stryker's copy of the project) lives in the system temp folder, not in the checkout, so that
 *   a `vitest run <filter>` in the checkout never picks up its copies of the tests.
 * - Reports: scripts/mutate/reports/<folder>.html, .json and -incremental.json (gitignored).
 */
import os from 'node:os';
import path from 'node:path';

const name = process.env.HYPERDRAFT_MUTATE_NAME ?? 'rules';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutate/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  mutate: ['rules/**/*.ts'],
  tempDirName: path.join(os.tmpdir(), 'hyperdraft-stryker'),
  cleanTempDir: true,
  // Stryker rewrites the tsconfig it names with the `typescript` package's JS API, which TypeScript 7 (native)
  // no longer has; the sandbox needs no rewrite (tsconfig.json extends nothing), so point it at no file.
  tsconfigFile: 'scripts/mutate/no-tsconfig-rewrite.json',
  ignorePatterns: ['dist', 'docs', 'test/browser', 'test/package', 'scripts/mutate/reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `scripts/mutate/reports/${name}.html` },
  // Incremental: a rerun tests again only the mutants whose code or covering tests changed since the last run
  // of the same folder (`npm run mutate -- rules/magic/sba --force` ignores the stored results).
  incremental: true,
  incrementalFile: `scripts/mutate/reports/${name}-incremental.json`,
  jsonReporter: { fileName: `scripts/mutate/reports/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 5000,
};
