/**
 * Worker threads started from the TypeScript sources (`npm run simulate` runs under tsx) would each load tsx and have
 * every module transformed again through its loader: about 1.3 s of every thread's start on this machine, spent while
 * the threads should be playing. Instead the worker's module is bundled once, by esbuild (the transformer tsx itself
 * uses), into one JavaScript file the threads load as plain node. The npm packages stay outside the bundle and the
 * file lies under the project's node_modules/.cache, so both resolve as from the sources (the shipped cards are found
 * by walking up from the file, rules/cards/shipped.ts). Compiled JavaScript (the built package) needs none of this.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from './root.ts';

/** A bundled worker module: its URL for the thread pool, and how to delete it once the pool is done. */
export interface WorkerBundle { href: string; remove(): void }

let made = 0;

/**
 * Bundle the TypeScript module `entry` into one ESM file for worker threads; null when it cannot be done here (esbuild
 * missing, the cache folder not writable): the caller then loads the sources through tsx, only more slowly.
 * @example const b = await bundleForWorkers(new URL('./simulate-worker.ts', import.meta.url)); new Piscina({ filename: b.href })
 */
export async function bundleForWorkers(entry: URL): Promise<WorkerBundle | null> {
  const dir = join(projectRoot(), 'node_modules', '.cache', 'hyperdraft-workers');
  // One file a pool and a process, so that simultaneous runs never load each other's half-written bundle.
  const outfile = join(dir, `worker-${process.pid}-${++made}.mjs`);
  try {
    const { build } = await import('esbuild');
    mkdirSync(dir, { recursive: true });
    await build({
      entryPoints: [fileURLToPath(entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // As tsx transforms: functions and classes keep their names (an error's name is its class's).
      keepNames: true,
      logLevel: 'silent',
    });
  } catch {
    rmSync(outfile, { force: true });
    return null;
  }
  return { href: pathToFileURL(outfile).href, remove: () => rmSync(outfile, { force: true }) };
}
