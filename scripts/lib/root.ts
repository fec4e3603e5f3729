/** Where the project's files are, for scripts that may run from the source tree or compiled elsewhere. */
import { dirname } from 'node:path';
import { shippedCards } from '../../rules/cards/index.ts';

/**
 * The project root: the folder of Hyperdraft's package.json and `cards/`, found from the rules' own location
 * (the source tree, the bench's compiled copy under `node_modules/.cache`, or an installed package).
 * @example join(projectRoot(), 'cards/magic')
 */
export function projectRoot(): string {
  return `${dirname(dirname(shippedCards()))}/`;
}
