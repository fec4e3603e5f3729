/**
 * npm run mutate [-- rules/<folder> | rules/<folder>/<file>.ts[:<from>-<to>][,…] ...] [--concurrency N] [--isolate]
 * [--force]: mutation testing of the rules with Stryker (scripts/mutate/stryker.config.mjs), one folder (or file,
 * or comma-separated files with line ranges) at a time. With no path it runs the folders whose scores the README
 * gives. Runs are incremental: a rerun tests only the mutants whose code
 * or covering tests changed (--force: all). A developer tool: not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { Command } from 'commander';
import { integerArg } from './lib/args.ts';

const DEFAULT_FOLDERS = ['rules/magic/sba', 'rules/magic/replacement', 'rules/magic/triggers', 'rules/expr', 'rules/magic/layers'];

const program = new Command()
  .name('mutate')
  .description('Mutation testing of rules/ with Stryker, one folder or file at a time.')
  .argument('[paths...]', `rules folders or files to mutate (default: ${DEFAULT_FOLDERS.join(', ')})`)
  .option('--concurrency <n>', 'Stryker test runners in parallel (default 1: the machine may be shared)', integerArg(1, 64), 1)
  .option('--isolate', 'import the modules afresh for each test file and run (slower; the default for rules/expr, whose compile cache outlives a run)')
  .option('--no-isolate', 'share one module graph even for rules/expr (then rerun its parse and tokenize survivors with --isolate)')
  .option('--force', 'test every mutant again, ignoring the results stored by the last run of the folder')
  .parse();
const opts = program.opts<{ concurrency: number; force?: boolean; isolate?: boolean }>();
/** Folders whose code sits behind a module-level cache (compile's), so that a shared module graph would hide mutants. */
const ISOLATE = ['rules/expr'];
const paths = program.args.length ? program.args.map((p) => p.replace(/\/+$/, '')) : DEFAULT_FOLDERS;

/** A file may carry line ranges, as Stryker takes them: rules/magic/sba/index.ts:31-48 (its mutants on lines 31 to 48). */
const fileOf = (p: string) => p.replace(/(\.ts)(:[\d:-]+)$/, '$1');
for (const p of paths.flatMap((x) => x.split(','))) {
  if (!p.startsWith('rules/') || !existsSync(fileOf(p))) {
    console.error(`mutate: ${p} is not a folder or file under rules/`);
    process.exit(2);
  }
}

// The package's exports hide bin/, so find it next to its package.json.
const stryker = join(dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js');
let failed = 0;
for (const p of paths) {
  const parts = p.split(',');
  const glob = parts.map((x) => (statSync(fileOf(x)).isDirectory() ? `${x}/**/*.ts` : x)).join(',');
  const name = fileOf(parts[0]!).replace(/^rules\//, '').replace(/\.ts$/, '').replaceAll('/', '-') + (p === fileOf(p) ? '' : '-lines');
  console.log(`\n=== mutate ${glob} (report: scripts/mutate/reports/${name}.html)`);
  const r = spawnSync(process.execPath, [stryker, 'run', 'scripts/mutate/stryker.config.mjs', '--mutate', glob, '--concurrency', String(opts.concurrency), ...(opts.force ? ['--force'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, HYPERDRAFT_MUTATE_NAME: name, HYPERDRAFT_MUTATE_ISOLATE: (opts.isolate ?? ISOLATE.some((f) => p === f || p.startsWith(`${f}/`))) ? '1' : '0' },
  });
  if (r.status !== 0) failed += 1;
}
process.exitCode = failed ? 1 : 0;
