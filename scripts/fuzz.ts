/**
 * npm run fuzz -- --games N [--seed S] [--ruleset NAME]: random games with hostile actions in every ruleset (or
 * one); prints the crashes, invariant breaks, refusals that changed the state, wrong errors and prototype
 * pollution it found, and exits 1 if there was any.
 */
import { Command, Option } from 'commander';
import { integerArg } from './lib/args.ts';
import { fuzzRuleset } from './lib/fuzz.ts';
import { RULESETS } from './lib/rulesets.ts';

const program = new Command()
  .name('fuzz')
  .description('Play seeded random games with hostile actions mixed in; report crashes, invariant breaks, state changed by refusals and prototype pollution.')
  .option('--games <n>', 'games per ruleset', integerArg(1), 100)
  .option('--seed <n>', 'seed of the first game', integerArg(0, 2 ** 31 - 1), 1)
  .addOption(new Option('--ruleset <name>', 'only this ruleset').choices(Object.keys(RULESETS)))
  .parse();
const opts = program.opts<{ games: number; seed: number; ruleset?: string }>();

let findings = 0;
for (const name of opts.ruleset ? [opts.ruleset] : Object.keys(RULESETS)) {
  const r = fuzzRuleset(RULESETS[name]!, opts.seed, opts.games);
  const counts = [['crashes', r.crashes], ['invariant breaks', r.invariantBreaks], ['refusals that changed state', r.refusalsThatChangedState], ['wrong errors', r.wrongErrors], ['prototype pollution', r.pollution]] as const;
  console.log(`${name}: ${r.games} games, ${r.decisions.toLocaleString('en-US')} decisions, ${r.hostile.toLocaleString('en-US')} hostile actions (${r.refused.toLocaleString('en-US')} refused); ${counts.map(([k, v]) => `${v.length} ${k}`).join(', ')}`);
  for (const [k, v] of counts) for (const line of v.slice(0, 10)) console.log(`  ${k}: ${line}`);
  findings += counts.reduce((n, [, v]) => n + v.length, 0);
}
process.exitCode = findings ? 1 : 0;
