/** Where the project's files are, for scripts that may run from the source tree or compiled elsewhere. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the nearest folder above this file that holds `package.json` and `cards/`. From the
 * source tree that is two folders up; from the bench's compiled copy (under `node_modules/.cache`) further.
 * @example join(projectRoot(), 'cards/magic')
 */
export function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'cards'))) return `${dir}/`;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no project root (a folder with package.json and cards/) above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}
