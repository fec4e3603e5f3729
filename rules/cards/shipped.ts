/** Where the cards that ship with Hyperdraft are, wherever the package is installed. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders under the shipped `cards/`: one per ruleset, and the decks. */
export type ShippedFolder = 'magic' | 'adventure' | 'pocket' | 'decks';

let root: string | undefined;

function packageRoot(): string {
  if (root !== undefined) return root;
  const here = fileURLToPath(import.meta.url);
  for (let dir = dirname(here); ; ) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(join(dir, 'cards')) && isHyperdraft(manifest)) return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error(`the shipped cards were not found: no folder above ${here} holds Hyperdraft's package.json and cards/; reinstall the package`);
    dir = up;
  }
}

function isHyperdraft(manifest: string): boolean {
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'hyperdraft';
  } catch {
    return false;
  }
}

/**
 * The absolute path of a folder of the cards that ship with the package (`cards/magic`, `cards/decks`, …),
 * found from this module's own location, so it is right from the source tree, from `dist/`, and from
 * `node_modules/hyperdraft`. Pass it to the pool loaders, alone or with folders of your own.
 *
 * @example
 * const pool = loadCardPool([shippedCards('magic'), 'my-cards']); // the built-in pool plus your cards
 * loadDeck(join(shippedCards('decks'), 'red-green.yaml'), pool);
 */
export function shippedCards(folder: ShippedFolder = 'magic'): string {
  return join(packageRoot(), 'cards', folder);
}
