/**
 * npm run paths: enumerates every machine's paths with @xstate/graph and prints states, edges and paths.
 * `--export` writes docs/machines/<name>.json (Stately Studio) and docs/machines/<name>.mmd (Mermaid), and
 * refreshes the diagrams shown in docs/machines.md and docs/embedding.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { enumeratePaths, machineGraph, machinePathSpecs } from '../machines/graph/index.ts';
import { DIAGRAM_PAGES, machineDocFiles, markdownWithDiagrams } from './lib/machine-docs.ts';

const program = new Command()
  .name('paths')
  .description('Enumerate the paths of every machine (shortest to every state, simple where bounded).')
  .option('--export', 'write docs/machines/<name>.json (Stately Studio) and <name>.mmd (Mermaid)')
  .option('--list', 'print every shortest path as its events')
  .option('--machine <name>', 'only this machine (turn-magic, priority, stack, combat, window, game, ...)')
  .parse();
const opts = program.opts<{ export?: boolean; list?: boolean; machine?: string }>();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const specs = machinePathSpecs().filter((s) => !opts.machine || s.name === opts.machine);
if (specs.length === 0) {
  console.error(`paths: unknown machine "${opts.machine}"; available: ${machinePathSpecs().map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const eventText = (e: { type: string }) => {
  const { type, ...rest } = e as { type: string; snapshot?: { value: unknown; context: { turn: number } } };
  if (rest.snapshot) return `${type}(${String(rest.snapshot.value)}@${rest.snapshot.context.turn})`;
  const args = Object.entries(rest).map(([k, v]) => `${k}=${String(v)}`).join(',');
  return args ? `${type}(${args})` : type;
};

const rows: string[][] = [['machine', 'nodes', 'transitions', 'states', 'edges', 'shortest', 'longest', 'simple', 'steps', 'ms']];
for (const spec of specs) {
  const t0 = performance.now();
  const report = enumeratePaths(spec);
  const ms = Math.round(performance.now() - t0);
  const def = spec.machine ? machineGraph(spec.machine) : null;
  rows.push([
    spec.name,
    def ? String(def.states.length) : '-',
    def ? String(def.edges.length) : '-',
    String(report.states),
    String(report.edges),
    String(report.shortest.length),
    String(Math.max(0, ...report.shortest.map((p) => p.steps.length - 1))),
    spec.simple ? String(report.simple.length) : '-',
    spec.simple ? String(report.simple.reduce((n, p) => n + p.steps.length - 1, 0)) : '-',
    String(ms),
  ]);
  if (opts.list) {
    console.log(`\n${spec.name} — ${spec.description}`);
    for (const p of report.shortest) console.log(`  ${p.steps.slice(1).map((s) => eventText(s.event)).join(' → ') || '(initial)'}`);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
console.log(rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n'));
console.log('\nnodes/transitions: the machine definition; states/edges: the bounded graph @xstate/graph traversed;');
console.log('shortest: paths to every state (longest: its events); simple: simple paths and their events in all.');

if (opts.export) {
  for (const file of machineDocFiles()) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
    console.log(`wrote ${file.path}`);
  }
  for (const page of DIAGRAM_PAGES) {
    const path = join(root, page);
    const before = readFileSync(path, 'utf8');
    const after = markdownWithDiagrams(before);
    if (after !== before) writeFileSync(path, after);
    console.log(`${after !== before ? 'updated' : 'up to date:'} the diagrams in ${page}`);
  }
}
