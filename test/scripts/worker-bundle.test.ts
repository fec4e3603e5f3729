/**
 * The worker threads of `simulate --workers N`, run from the sources, load one bundled JavaScript file instead of
 * tsx and every module through it (scripts/lib/worker-bundle.ts): the bundle plays the same games as the sources.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playBatch } from '../../scripts/lib/simulate-batch.ts';
import { withoutTsx } from '../../scripts/lib/simulate-pool.ts';
import { bundleForWorkers } from '../../scripts/lib/worker-bundle.ts';
import { DEFAULT_RUN } from '../../scripts/lib/rulesets.ts';

describe('the bundled worker module', () => {
  it('runs under plain node, without tsx, and plays the same games as the sources', async () => {
    const bundle = await bundleForWorkers(new URL('../../scripts/lib/simulate-worker.ts', import.meta.url));
    expect(bundle).not.toBeNull();
    const file = new URL(bundle!.href);
    expect(existsSync(file)).toBe(true);
    const batch = { ruleset: 'magic', seeds: [7, 8, 9], run: { ...DEFAULT_RUN, keepLog: false }, replays: null };
    const code = `const { default: play } = await import(${JSON.stringify(bundle!.href)}); console.log(JSON.stringify(play(${JSON.stringify(batch)})));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(playBatch(batch))));
    bundle!.remove();
    expect(existsSync(file)).toBe(false);
  });

  it('the threads get node\'s flags without tsx\'s loader, in both of its spellings', () => {
    const tsxFlags = ['--require', '/p/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///p/node_modules/tsx/dist/loader.mjs'];
    expect(withoutTsx([...tsxFlags, '--max-semi-space-size=32', '--import', 'file:///p/other.mjs'])).toEqual(['--max-semi-space-size=32', '--import', 'file:///p/other.mjs']);
    expect(withoutTsx(['--import=tsx', '--expose-gc'])).toEqual(['--expose-gc']);
  });
});
