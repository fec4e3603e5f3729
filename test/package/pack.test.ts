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

describe('the packed package in a fresh project', () => {
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
  });

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

  it('ships a hyperdraft command that plays, validates and lists its commands from any folder', () => {
    const help = run(npm, ['exec', '--', 'hyperdraft', '--help'], app);
    for (const command of ['play', 'simulate', 'validate', 'scenario', 'inspect', 'paths']) expect(help).toMatch(new RegExp(`^  ${command} `, 'm'));
    const played = run(npm, ['exec', '--', 'hyperdraft', 'play', '--seed', '3', '--quiet'], app);
    expect(played).toMatch(/^Result: (.+ wins on turn \d+|draw)/m);
    expect(run(npm, ['exec', '--', 'hyperdraft', 'validate'], app)).toMatch(/^\d+ cards OK$/m);
    expect(() => run(npm, ['exec', '--', 'hyperdraft', 'nonsense'], app)).toThrow(/unknown command "nonsense"/);
  });

  it('simulates on worker threads from the package: the threads load the built worker module, the same games as one thread', () => {
    const summary = (...args: string[]) => {
      const { seconds, gamesPerSecond, workers, startSeconds, ...rest } = JSON.parse(run(npm, ['exec', '--', 'hyperdraft', 'simulate', '--games', '30', '--ruleset', 'pocket', '--json', '--no-progress', ...args], app).trim().split('\n').at(-1)!) as Record<string, unknown>;
      expect([typeof seconds, typeof gamesPerSecond, typeof startSeconds]).toEqual(['number', 'number', 'number']);
      return { workers, rest };
    };
    const threaded = summary('--workers', '2');
    expect(threaded.workers).toBe(2);
    expect(threaded.rest).toEqual(summary().rest);
  });

  it('adds an app\'s own folder of cards to the shipped pool, found by shippedCards()', () => {
    mkdirSync(join(app, 'my-cards'));
    writeFileSync(join(app, 'my-cards', 'house-bolt.yaml'), 'name: House Bolt\ncost: "{R}"\ntype: Instant\ntext: House Bolt deals 4 damage to any target.\nspell:\n  targets: [any]\n  effects:\n    - { damage: 4, to: target }\n');
    writeFileSync(
      join(app, 'pool.mjs'),
      `import { loadCardPool, shippedCards } from 'hyperdraft/cards';
const shipped = loadCardPool();
const mine = loadCardPool([shippedCards('magic'), 'my-cards']);
console.log(JSON.stringify({ folder: shippedCards('magic'), shipped: shipped.names().length, mine: mine.names().length, bolt: mine.require('house bolt').name, old: mine.require('lightning bolt').name }));`,
    );
    const out = JSON.parse(run('node', ['pool.mjs'], app)) as { folder: string; shipped: number; mine: number; bolt: string; old: string };
    expect(out.folder).toBe(join(app, 'node_modules', 'hyperdraft', 'cards', 'magic'));
    expect(out.mine).toBe(out.shipped + 1);
    expect([out.bolt, out.old]).toEqual(['House Bolt', 'Lightning Bolt']);
  });

  it('takes xstate and rxjs as peer dependencies, installed once beside it', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', 'hyperdraft', 'package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['rxjs', 'xstate']);
    expect(manifest.dependencies).not.toHaveProperty('xstate');
    expect(existsSync(join(app, 'node_modules', 'xstate', 'package.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'hyperdraft', 'node_modules', 'xstate'))).toBe(false);
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
