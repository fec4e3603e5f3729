/**
 * Validates card and deck files: `npm run validate` checks cards/magic and cards/decks;
 * `npm run validate -- cards/magic/fireball.yaml` checks the files or folders given.
 * Prints "N cards OK" (and "N decks OK"), or every problem with its file and path; exits 1 on any problem.
 */
import { Command } from 'commander';
import { formatProblem, shippedCards } from '../rules/cards/index.ts';
import { validateFiles } from '../rules/cards/validate-files.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadAdventureDeck, loadAdventurePool } from '../rules/adventure/cards.ts';
import { loadPocketDeck, loadPocketPool } from '../rules/pocket/cards.ts';

const program = new Command()
  .name('validate')
  .description('Validate card and deck files (format card/1)')
  .argument('[paths...]', 'card files, deck files or folders (default: the card pool and the decks)')
  .option('--pool <dir>', 'the card pool decks are checked against', shippedCards('magic'))
  .option('--decks <dir>', 'the deck folder checked when no paths are given', shippedCards('decks'))
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
    if (paths.length === 0) validateOtherRulesets(options.decks);
  });

/** The Adventure and Pocket pools and decks, each checked by its own loader (file, path and fix on error). */
function validateOtherRulesets(deckDir: string): void {
  const rulesets = [
    { name: 'adventure', load: () => loadAdventurePool(), deck: (f: string, pool: never) => loadAdventureDeck(f, pool), size: (p: never) => (p as { names(): string[] }).names().length },
    { name: 'pocket', load: () => loadPocketPool(), deck: (f: string, pool: never) => loadPocketDeck(f, pool), size: (p: never) => (p as { names(): string[] }).names().length },
  ];
  for (const r of rulesets) {
    try {
      const pool = r.load() as never;
      const decks = readdirSync(deckDir).filter((f) => f.startsWith(`${r.name}-`) && f.endsWith('.yaml'));
      for (const d of decks) r.deck(join(deckDir, d), pool);
      console.log(`${r.name}: ${r.size(pool)} cards OK, ${decks.length} decks OK`);
    } catch (e) {
      console.error(`${r.name}: ${(e as Error).message}`);
      process.exitCode = 1;
    }
  }
}

program.parse();
