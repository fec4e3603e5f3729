/**
 * Folders a test writes its files in, under the system's temporary folder, removed when they are no longer needed: a
 * folder made inside a test when that test ends, one made while a file's tests are collected when they have all run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/**
 * A new empty folder named `prefix` and a few random characters.
 * @example const dir = tempDir('hyperdraft-own-cards-'); writeFileSync(join(dir, 'bolt.yaml'), text);
 */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    // Not inside a test (a file's shared folder, made as its tests are collected).
    afterAll(remove);
  }
  return dir;
}
