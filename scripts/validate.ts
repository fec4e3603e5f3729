/**
 * Validates card and deck files: `npm run validate` checks cards/magic and cards/decks;
 * `npm run validate -- cards/magic/fireball.yaml` checks the files or folders given.
 * Prints "N cards OK" (and "N decks OK"), or every problem with its file and path; exits 1 on any problem.
 */
import { Command } from 'commander';
import { formatProblem } from '../rules/cards/index.ts';
import { validateFiles } from '../rules/cards/validate-files.ts';

const program = new Command()
  .name('validate')
  .description('Validate card and deck files (format card/1)')
  .argument('[paths...]', 'card files, deck files or folders (default: the card pool and the decks)')
  .option('--pool <dir>', 'the card pool decks are checked against', 'cards/magic')
  .option('--decks <dir>', 'the deck folder checked when no paths are given', 'cards/decks')
  .action((paths: string[], options: { pool: string; decks: string }) => {
    const report = validateFiles(paths, options.pool, options.decks);
    for (const problem of report.problems) console.error(formatProblem(problem));
    if (report.problems.length > 0) {
      console.error(`${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`);
      process.exitCode = 1;
      return;
    }
    console.log(`${report.cards} cards OK`);
    if (report.decks > 0) console.log(`${report.decks} decks OK`);
  });

program.parse();
