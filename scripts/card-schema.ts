/**
 * Writes the JSON Schema of card files (format card/1), generated from the zod schema in rules/cards/schema.ts,
 * to docs/card.schema.json. `--check` only compares and exits 1 when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { cardJsonSchema } from '../rules/cards/index.ts';

const OUT = 'docs/card.schema.json';

new Command()
  .name('card-schema')
  .description(`Write ${OUT} from the card/1 zod schema`)
  .option('--check', 'compare only; exit 1 if the file is out of date')
  .action((options: { check?: boolean }) => {
    const text = `${JSON.stringify(cardJsonSchema(), null, 2)}\n`;
    if (options.check) {
      let current = '';
      try { current = readFileSync(OUT, 'utf8'); } catch { /* missing counts as out of date */ }
      if (current !== text) {
        console.error(`${OUT} is out of date; run: npx tsx scripts/card-schema.ts`);
        process.exitCode = 1;
      } else console.log(`${OUT} is up to date`);
      return;
    }
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT}`);
  })
  .parse();
