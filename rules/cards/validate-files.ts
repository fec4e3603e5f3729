import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { CardError, type CardProblem } from './errors.ts';
import { loadCardFile, readCardText, readYaml } from './loader.ts';
import { loadCardPool, loadDeck, type CardPool } from './pool.ts';
import { shippedCards } from './shipped.ts';

/** What `validateFiles` found. */
export interface ValidationReport { cards: number; decks: number; problems: CardProblem[] }

/**
 * Validates card and deck files. With no paths: the whole pool in `poolDir` (its pool-wide checks included)
 * and every deck in `deckDir`. A path may be a card file, a deck file (a map with `cards:`), or a folder of either.
 *
 * @example
 * const { cards, problems } = validateFiles([]);
 * problems.length === 0 && console.log(`${cards} cards OK`);
 */
export function validateFiles(paths: string[], poolDir = shippedCards('magic'), deckDir = shippedCards('decks')): ValidationReport {
  const report: ValidationReport = { cards: 0, decks: 0, problems: [] };
  const collect = (run: () => void): boolean => {
    try {
      run();
      return true;
    } catch (e) {
      if (!(e instanceof CardError)) throw e;
      report.problems.push(...e.problems);
      return false;
    }
  };
  let pool: CardPool | undefined;
  const getPool = () => (pool ??= loadCardPool(poolDir));
  const files = paths.length > 0 ? paths.flatMap(expand) : [...expand(poolDir), ...expand(deckDir).filter((f) => !otherRulesetDeck(f, poolDir))];
  if (paths.length === 0 && collect(getPool)) report.cards = getPool().names().length;
  for (const file of files) {
    let isDeck = false;
    if (!collect(() => (isDeck = looksLikeDeck(file)))) continue;
    if (isDeck) {
      if (collect(() => loadDeck(file, getPool()))) report.decks++;
    } else if (paths.length > 0 && collect(() => loadCardFile(file))) {
      report.cards++;
    }
  }
  return report;
}

function expand(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => {
    const full = join(path, name);
    return statSync(full).isDirectory() ? expand(full) : name.endsWith('.yaml') ? [full] : [];
  });
}

/**
 * A deck of another ruleset is named after that ruleset's card folder beside the pool
 * (cards/decks/pocket-grass-poison.yaml for cards/pocket); its own loader checks it.
 */
function otherRulesetDeck(file: string, poolDir: string): boolean {
  const cards = dirname(resolve(poolDir));
  const others = readdirSync(cards).filter((d) => d !== basename(resolve(poolDir)) && statSync(join(cards, d)).isDirectory());
  return others.some((d) => basename(file).startsWith(`${d}-`));
}

function looksLikeDeck(file: string): boolean {
  const data = readYaml(readCardText(resolve(file), file), file) as Record<string, unknown>;
  return Array.isArray(data.cards) && !('type' in data);
}
