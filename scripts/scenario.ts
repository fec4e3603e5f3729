/** npm run scenario -- <files or folders> [--json]: run rules scenarios (../shared/scenarios/FORMAT.md). */
import { Command, Option } from 'commander';
import { existsSync } from 'node:fs';
import { defaultRunners, jsonReport, runPaths, textReport } from './scenario/index.ts';

const program = new Command()
  .name('scenario')
  .description('Run scenario/1 rules tests and print a PASS/FAIL line per expectation.')
  .argument('<paths...>', 'scenario files or folders')
  .option('--json', 'one JSON object per scenario')
  .option('--failures', 'print only failing lines (and the total)')
  .addOption(new Option('--mode <mode>', 'run the machines as XState actors or compiled to tables (docs/fast-mode.md)').choices(['actors', 'fast']).default('actors'))
  .parse();
const paths = program.args;
const opts = program.opts<{ json?: boolean; failures?: boolean; mode: 'actors' | 'fast' }>();
for (const p of paths) if (!existsSync(p)) { console.error(`scenario: no such file or folder: ${p}`); process.exit(2); }
const results = runPaths(paths, defaultRunners(opts.mode));
if (opts.json) {
  for (const line of jsonReport(results)) console.log(line);
} else {
  const { lines } = textReport(results);
  for (const l of lines) if (!opts.failures || !l.startsWith('PASS')) console.log(l);
}
process.exitCode = results.every((r) => r.passed) ? 0 : 1;
