import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The package as a user gets it: built and packed with `npm pack`, the tarball installed into a fresh
 * project (from the local npm cache when it can), then every entry point imported and each example run
 * from node_modules — in JavaScript and, for the declarations, through tsc.
 *
 * The build goes to a staging copy of the package in a temp dir (package.json, its `files`, dist/ built
 * there by the same tsconfig), not to the repository's dist/: runs of the suite may share a work tree,
 * and two builds into one dist/ race.
 */

const root = join(import.meta.dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let tmp: string;
let app: string;

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });

describe('the packed package in a fresh project', { timeout: 240_000 }, () => {
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'hyperdraft-pack-'));
    const stage = join(tmp, 'package');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    for (const f of ['package.json', 'README.md', 'LICENSE', ...manifest.files.filter((x) => x !== 'dist')])
      if (existsSync(join(root, f))) cpSync(join(root, f), join(stage, f), { recursive: true });
    run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'scripts', 'tsconfig.build.json'), '--outDir', join(stage, 'dist')], root);
    run(npm, ['pack', '--ignore-scripts', '--pack-destination', tmp], stage);
    const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack wrote no tarball into ${tmp}`);
    app = join(tmp, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', join(tmp, tarball)], app);
  }, 240_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('imports every entry point', () => {
    writeFileSync(
      join(app, 'entries.mjs'),
      `const names = ['hyperdraft', 'hyperdraft/machines', 'hyperdraft/rules', 'hyperdraft/actors', 'hyperdraft/cards'];
const out = {};
for (const n of names) out[n] = Object.keys(await import(n)).length;
const all = await import('hyperdraft');
out.functions = ['newGame', 'priorityMachine', 'loadCardPool', 'legalActions', 'toMermaid'].map((k) => typeof all[k]);
console.log(JSON.stringify(out));`,
    );
    const out = JSON.parse(run('node', ['entries.mjs'], app)) as Record<string, unknown>;
    for (const n of ['hyperdraft', 'hyperdraft/machines', 'hyperdraft/rules', 'hyperdraft/actors', 'hyperdraft/cards']) expect(out[n]).toBeGreaterThan(5);
    expect(out.functions).toEqual(['function', 'object', 'function', 'function', 'function']); // priorityMachine is a StateMachine
  });

  it('runs the priority window example from the package', () => {
    const printed = run('node', ['-e', "import('hyperdraft/examples/priority-window').then((m) => m.main())"], app);
    expect(printed).toContain('Shock (seat 0) resolves');
    expect(printed.trim().split('\n').at(-1)).toBe('all passed with an empty stack: the step ends');
    expect(run('node', ['node_modules/hyperdraft/dist/scripts/examples/priority-window.js'], app)).toBe(printed);
  });

  it('runs the whole-game example from the package, with the cards it ships', () => {
    const printed = run('node', ['-e', "import('hyperdraft/examples/drive-a-game').then((m) => { const g = m.runDrivenGame(3); console.log(JSON.stringify(g)); })"], app);
    const game = JSON.parse(printed) as { result: string; appDecisions: number };
    expect(game.result).toMatch(/wins|draw/);
    expect(game.appDecisions).toBeGreaterThan(10);
  });

  it('type-checks an app against the declarations (NodeNext)', () => {
    writeFileSync(
      join(app, 'app.ts'),
      `import { createActor } from 'xstate';
import { priorityMachine, type PriorityContext } from 'hyperdraft/machines';
import { newGame, randomPolicy, type Game } from 'hyperdraft/actors';
import { loadCardPool, type CardPool } from 'hyperdraft/cards';
import { legalActions, type PlayerAction } from 'hyperdraft/rules';
import { runPriorityWindow } from 'hyperdraft/examples/priority-window';
import * as everything from 'hyperdraft';
const actor = createActor(priorityMachine, { input: { players: 2, active: 0 } }).start();
const ctx: PriorityContext = actor.getSnapshot().context;
const log: string[] = runPriorityWindow(2, {});
const f: (pool: string) => CardPool = loadCardPool;
const g: typeof newGame = everything.newGame;
const a: PlayerAction = { type: 'pass', player: ctx.holder };
export { log, f, g, a, legalActions, randomPolicy };
export type { Game };
`,
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['app.ts'] }),
    );
    expect(() => run(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app)).not.toThrow();
  });
});
