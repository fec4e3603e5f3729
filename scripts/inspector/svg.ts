/** Statechart diagrams as SVG, laid out from a machine's state nodes and transitions (machineGraph). */
import type { AnyStateMachine } from 'xstate';
import { edgeLabel, machineGraph, type DiagramEdge, type DiagramState, type MachineGraph } from '../../machines/index.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Box { id: string; key: string; x: number; y: number; w: number; h: number; tags: string[] }
interface Merged { source: string; target: string; label: string; title: string }

const NODE_H = 34;
const CHAR_W = 7.4;
const ROW_GAP = 80;
const PAD = 40;

/** Edges between the same two states drawn once, their events joined; unguarded labels dropped when every edge has one event. */
function mergeEdges(edges: DiagramEdge[]): Merged[] {
  const uniform = new Set(edges.map((e) => e.event)).size === 1;
  const byPair = new Map<string, DiagramEdge[]>();
  for (const e of edges) {
    const k = `${e.source}\u0000${e.target}`;
    byPair.set(k, [...(byPair.get(k) ?? []), e]);
  }
  return [...byPair.values()].map((list) => {
    const events = [...new Set(list.map((e) => e.event.replace(/^xstate\.snapshot\./, 'reply:')))];
    const guard = list.length === 1 && list[0]!.guard ? ` [${list[0]!.guard}]` : '';
    const label = uniform && !guard ? '' : `${events.join(', ')}${guard}`;
    const title = list.map((e) => edgeLabel(e)).join('\n');
    return { source: list[0]!.source, target: list[0]!.target, label, title };
  });
}

interface Pt { x: number; y: number }

/** Where the segment from the centre of `b` towards `p` leaves the box. */
function border(b: Box, p: Pt): Pt {
  const c = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  if (dx === 0 && dy === 0) return c;
  const t = Math.min(dx === 0 ? Infinity : b.w / 2 / Math.abs(dx), dy === 0 ? Infinity : b.h / 2 / Math.abs(dy));
  return { x: c.x + dx * t, y: c.y + dy * t };
}

const f = (n: number) => n.toFixed(1);

interface Cell extends Box { col: number; row: number }

const cell = (s: DiagramState, col: number, row: number, x: number, y: number, w: number): Cell =>
  ({ id: s.id, key: s.key, col, row, x, y, w, h: NODE_H, tags: s.tags });

/**
 * An arrow between two boxes: a straight one between neighbours (its label the events only), an arc
 * otherwise (bent to its own left, so a -> b and b -> a part; at most `maxBend` from the straight line),
 * a loop from a box to itself.
 */
function arrow(a: Cell, b: Cell, e: Merged, both: boolean, maxBend: number): { d: string; label: Pt; text: string } {
  if (a === b) {
    const cx = a.x + a.w / 2;
    return { d: `M ${f(cx - 14)} ${a.y} C ${f(cx - 34)} ${a.y - 40}, ${f(cx + 34)} ${a.y - 40}, ${f(cx + 14)} ${a.y}`, label: { x: cx, y: a.y - 36 }, text: e.label };
  }
  const ca = { x: a.x + a.w / 2, y: a.y + a.h / 2 };
  const cb = { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  const neighbours = Math.abs(a.col - b.col) <= 1 && Math.abs(a.row - b.row) <= 1;
  if (neighbours && !both) {
    const p = border(a, cb);
    const q = border(b, ca);
    return { d: `M ${f(p.x)} ${f(p.y)} L ${f(q.x)} ${f(q.y)}`, label: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 - 5 }, text: shortLabel(e) };
  }
  const len = Math.hypot(cb.x - ca.x, cb.y - ca.y);
  const bend = neighbours ? 16 : Math.min(maxBend, 26 + len / 5);
  const n = { x: (cb.y - ca.y) / len, y: -(cb.x - ca.x) / len };
  const c = { x: (ca.x + cb.x) / 2 + n.x * bend * 2, y: (ca.y + cb.y) / 2 + n.y * bend * 2 };
  const p = border(a, c);
  const q = border(b, c);
  return { d: `M ${f(p.x)} ${f(p.y)} Q ${f(c.x)} ${f(c.y)} ${f(q.x)} ${f(q.y)}`, label: { x: (p.x + q.x) / 4 + c.x / 2, y: (p.y + q.y) / 4 + c.y / 2 + 3 }, text: e.label };
}

const shortLabel = (e: Merged) => e.label.replace(/ \[.*$/, '');

interface Drawing { width: number; height: number; parts: string[] }

function stateBox(b: Box): string {
  const cls = ['state', ...b.tags.map((t) => `tag-${t}`)].join(' ');
  return (
    `<g class="${cls}" data-state="${esc(b.id)}"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="9"/>` +
    `<text x="${f(b.x + b.w / 2)}" y="${b.y + b.h / 2 + 4}">${esc(b.key)}</text></g>`
  );
}

function edgePath(d: string, e: Merged, marker: string): string {
  return `<path class="edge" d="${d}" marker-end="url(#${marker})" data-from="${esc(e.source)}" data-to="${esc(e.target)}"><title>${esc(e.title)}</title></path>`;
}

function edgeText(at: Pt, text: string, e: Merged): string {
  return text ? `<text class="edge-label" x="${f(at.x)}" y="${f(at.y)}">${esc(text)}<title>${esc(e.title)}</title></text>` : '';
}

/** Top-level states in document order on a grid that snakes (left to right, then right to left). */
function grid(graph: MachineGraph, columns: number, marker: string): Drawing {
  const states = graph.states.filter((s) => s.parent === null);
  const width = Math.max(...states.map((s) => s.key.length * CHAR_W + 26), 70);
  const edges = mergeEdges(graph.edges);
  const pairs = new Set(edges.map((e) => `${e.source}\u0000${e.target}`));
  const gap = Math.min(150, Math.max(54, ...edges.map((e) => shortLabel(e).length * 6.2 + 16)));
  const boxes = new Map<string, Cell>();
  states.forEach((s, i) => {
    const row = Math.floor(i / columns);
    const col = row % 2 === 0 ? i % columns : columns - 1 - (i % columns);
    boxes.set(s.id, cell(s, col, row, PAD + col * (width + gap), PAD + 30 + row * (NODE_H + ROW_GAP), width));
  });
  const parts: string[] = [];
  for (const e of edges) {
    const a = boxes.get(e.source);
    const b = boxes.get(e.target);
    if (!a || !b) continue;
    const { d, label, text } = arrow(a, b, e, pairs.has(`${e.target}\u0000${e.source}`), 90);
    parts.push(edgePath(d, e, marker), edgeText(label, text, e));
  }
  for (const s of states.filter((x) => x.initial)) {
    const b = boxes.get(s.id)!;
    parts.push(`<circle class="initial" cx="${b.x - 18}" cy="${b.y + b.h / 2}" r="5"/><path class="edge" d="M ${b.x - 13} ${b.y + b.h / 2} L ${b.x} ${b.y + b.h / 2}" marker-end="url(#${marker})"/>`);
  }
  for (const b of boxes.values()) parts.push(stateBox(b));
  const cols = Math.min(columns, states.length);
  const rows = Math.ceil(states.length / columns);
  return { width: PAD * 2 + cols * width + (cols - 1) * gap, height: PAD * 2 + 30 + rows * NODE_H + (rows - 1) * ROW_GAP, parts };
}

const BAND = 34 + NODE_H + 46;

/**
 * Parallel regions, a band each: the region's name, then its states in document order. A region's own
 * transitions (from whichever of its states is active) leave its name along a line above the states and
 * drop into their targets.
 */
function regions(graph: MachineGraph, marker: string): Drawing {
  const tops = graph.states.filter((s) => s.parent === null);
  const width = Math.max(...graph.states.map((s) => s.key.length * CHAR_W + 26), 70);
  const edges = mergeEdges(graph.edges);
  const pairs = new Set(edges.map((e) => `${e.source}\u0000${e.target}`));
  const gap = Math.min(150, Math.max(54, ...edges.map((e) => shortLabel(e).length * 6.2 + 16)));
  const boxes = new Map<string, Cell>();
  const parts: string[] = [];
  let cols = 1;
  tops.forEach((region, row) => {
    const y = PAD + 30 + row * BAND + 34;
    const children = graph.states.filter((s) => s.parent === region.id);
    children.forEach((s, i) => boxes.set(s.id, cell(s, i + 1, row, PAD + (i + 1) * (width + gap), y, width)));
    cols = Math.max(cols, children.length + 1);
    const right = PAD + children.length * (width + gap) + width;
    parts.push(
      `<g class="region" data-region="${esc(region.id)}"><rect x="${PAD - 10}" y="${y - 36}" width="${f(right - PAD + 20)}" height="${BAND - 10}" rx="6"/>` +
        `<text x="${f(PAD + width / 2)}" y="${y + NODE_H / 2 + 4}">${esc(region.key)}</text></g>`,
    );
    const own = edges.filter((e) => e.source === region.id && boxes.has(e.target));
    if (own.length) {
      const busY = y - 14;
      const x0 = PAD + width / 2 + (region.key.length * CHAR_W) / 2 + 6;
      const drops = own.map((e) => ({ e, x: boxes.get(e.target)!.x + width / 2 }));
      parts.push(`<path class="edge" d="M ${f(x0)} ${y + NODE_H / 2} L ${f(x0 + 12)} ${y + NODE_H / 2} L ${f(x0 + 12)} ${busY} L ${f(Math.max(...drops.map((t) => t.x)))} ${busY}"/>`);
      for (const { e, x } of drops) parts.push(edgePath(`M ${f(x)} ${busY} L ${f(x)} ${y}`, e, marker), edgeText({ x, y: busY - 4 }, shortLabel(e), e));
    }
  });
  for (const e of edges) {
    const a = boxes.get(e.source);
    const b = boxes.get(e.target);
    if (!a || !b) continue;
    const { d, label, text } = arrow(a, b, e, pairs.has(`${e.target}\u0000${e.source}`), 26);
    parts.push(edgePath(d, e, marker), edgeText(label, shortLabel({ ...e, label: text }), e));
  }
  for (const s of graph.states.filter((x) => x.initial && boxes.has(x.id))) {
    const b = boxes.get(s.id)!;
    parts.push(`<circle class="initial" cx="${b.x - 18}" cy="${b.y + b.h / 2}" r="5"/><path class="edge" d="M ${b.x - 13} ${b.y + b.h / 2} L ${b.x} ${b.y + b.h / 2}" marker-end="url(#${marker})"/>`);
  }
  for (const b of boxes.values()) parts.push(stateBox(b));
  return { width: PAD * 2 + cols * width + (cols - 1) * gap, height: PAD + 30 + tops.length * BAND, parts };
}

/**
 * An SVG statechart of `machine`: states in document order on a grid of `columns` that snakes (left to
 * right, then right to left), so that each state sits next to the one declared after it; neighbours are
 * joined by straight arrows, other transitions by arcs (bent one way going forward, the other going back),
 * self-transitions by loops. A machine of parallel regions is drawn a band a region instead. Each state is
 * a `<g class="state" data-state="<id>">` (the id is the state's path: `upkeep`, `turn.Asleep`), so a page
 * lights the active ones by adding the class `active`; `title` heads the chart (default `name`).
 *
 * @example
 * const svg = machineSvg('priority', priorityMachine, 2);
 */
export function machineSvg(name: string, machine: AnyStateMachine, columns: number, title = name): string {
  const marker = `arrow-${name}`;
  const graph = machineGraph(machine);
  const { width, height, parts } = machine.root.type === 'parallel' ? regions(graph, marker) : grid(graph, columns, marker);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" data-machine="${esc(name)}" viewBox="0 0 ${f(width)} ${height}" width="${f(width)}" height="${height}">` +
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>` +
    `<text class="title" x="12" y="20">${esc(title)}</text>${parts.join('')}</svg>`
  );
}
