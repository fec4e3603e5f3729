import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * One state of a machine as drawn: `id` is its path joined by dots (the key for a top-level state).
 *
 * @example
 * machineGraph(priorityMachine).states.map((s) => s.id); // ['open', 'allPassed']
 */
export interface DiagramState {
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  tags: string[];
  invokes: string[];
}

/**
 * One transition as drawn. Transitions declared on a parent are drawn from each of its children; a
 * transition without a target is drawn as a self-loop (`internal: true`).
 *
 * @example
 * const { event, guard, actions } = machineGraph(combatMachine).edges[1]!;
 */
export interface DiagramEdge {
  source: string;
  target: string;
  event: string;
  guard?: string;
  actions: string[];
  internal: boolean;
}

/**
 * The drawable graph of a machine: its states in document order and its transitions.
 *
 * @example
 * const { id, states, edges } = machineGraph(stackMachine);
 */
export interface MachineGraph {
  id: string;
  states: DiagramState[];
  edges: DiagramEdge[];
}

type Named = { type?: unknown; name?: string; guards?: unknown[]; params?: unknown };

/**
 * A readable name for a guard: its name, `name(values)` for a guard with params, or `a and b`, `a or b`,
 * `not a` for XState's higher-order guards.
 */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const g = guard as Named;
  if (typeof guard === 'function' && Array.isArray(g.guards)) {
    const parts = g.guards.map(guardLabel);
    if (g.name === 'not') return `not ${parts[0]}`;
    return parts.join(` ${g.name === 'or' ? 'or' : 'and'} `);
  }
  if (guard && typeof g.type === 'string') return g.params ? `${g.type}(${paramsLabel(g.params)})` : g.type;
  return typeof guard === 'function' && g.name ? g.name : 'inline';
}

/** A guard's params as its values: `{ condition: 'Asleep' }` reads `Asleep`. */
function paramsLabel(params: unknown): string {
  if (params === null || typeof params !== 'object') return String(params);
  return Object.values(params).map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(', ');
}

/** A readable name for an action: its name in `setup({ actions })`, or the built-in's type. */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  const a = action as Named;
  if (a && typeof a.type === 'string') return a.type;
  return typeof action === 'function' && a.name ? a.name : 'inline';
}

const stateId = (node: AnyStateNode) => node.path.join('.');

function atomicOrTopLevel(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/**
 * Reads a machine's state nodes and transitions into a plain graph — the source of the Mermaid
 * diagrams ({@link toMermaid}) and the inspector's SVG, so that a change to a machine changes its drawing.
 *
 * @example
 * import { machineGraph, priorityMachine } from 'hyperdraft/machines';
 * machineGraph(priorityMachine).edges.filter((e) => e.event === 'PASS').length; // 2
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: DiagramState[] = [];
  const edges: DiagramEdge[] = [];
  const inherited: DiagramEdge[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    if (parent) {
      const initialTargets = (parent.initial?.target ?? []) as AnyStateNode[];
      states.push({
        id: stateId(node),
        key: node.key,
        parent: parent === machine.root ? null : stateId(parent),
        type: node.type,
        initial: initialTargets.includes(node),
        tags: [...node.tags],
        invokes: node.invoke.map((i) => String(typeof i.src === 'string' ? i.src : i.id)),
      });
    }
    const sources = parent ? [node] : atomicOrTopLevel(node);
    // A root transition of a parallel machine targets a state in each region: drawn once a region, to its own target.
    const ownRegion = !parent && node.type === 'parallel';
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const targets = (t.target ?? []) as AnyStateNode[];
        for (const source of sources) {
          const inRegion = ownRegion ? targets.filter((x) => x.path[0] === source.key) : targets;
          const to = inRegion.length ? inRegion : [source];
          for (const target of to) {
            (parent ? edges : inherited).push({
              source: stateId(source),
              target: stateId(target),
              event,
              ...(t.guard ? { guard: guardLabel(t.guard) } : {}),
              actions: (t.actions ?? []).map(actionLabel),
              internal: targets.length === 0,
            });
          }
        }
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child, node);
  };
  visit(machine.root, null);
  // Transitions of the root apply in every state: list them after each state's own.
  const order = new Map(states.map((s, i) => [s.id, i]));
  const all = [...edges, ...inherited].sort((a, b) => order.get(a.source)! - order.get(b.source)!);
  return { id: machine.id, states, edges: all };
}

const MERMAID_KEYWORDS = new Set(['end', 'state', 'note', 'direction', 'class', 'classDef', 'click', 'style', 'default']);
const mermaidId = (id: string) => (MERMAID_KEYWORDS.has(id) ? `${id}_state` : id.replace(/[^A-Za-z0-9_]/g, '_'));

/** The label of an edge: `EVENT [guard] / action, action`. */
export function edgeLabel(edge: DiagramEdge): string {
  const guard = edge.guard ? ` [${edge.guard}]` : '';
  const actions = edge.actions.length ? ` / ${edge.actions.join(', ')}` : '';
  return `${edge.event}${guard}${actions}`;
}

/**
 * A Mermaid `stateDiagram-v2` of a machine, generated from its state nodes and transitions, titled
 * `title` (default: the machine's id). States with tags get a class of the tag's name; invoked children
 * are shown as a note.
 *
 * @example
 * import { toMermaid, stackMachine } from 'hyperdraft/machines';
 * console.log(toMermaid(stackMachine)); // stateDiagram-v2 ... empty --> nonEmpty: PUSH [belowMax] / push, emitPushed
 */
export function toMermaid(machine: AnyStateMachine, title: string = machine.id): string {
  const { states, edges } = machineGraph(machine);
  const lines = [`---`, `title: ${title}`, `---`, 'stateDiagram-v2'];
  const emit = (list: DiagramState[], indent: string) => {
    for (const s of list) {
      const mid = mermaidId(s.id);
      const children = states.filter((c) => c.parent === s.id);
      if (mid !== s.key || children.length) lines.push(`${indent}state "${s.key}" as ${mid}${children.length ? ' {' : ''}`);
      if (children.length) {
        emit(children, `${indent}  `);
        lines.push(`${indent}}`);
      }
    }
    for (const s of list) if (s.initial) lines.push(`${indent}[*] --> ${mermaidId(s.id)}`);
  };
  emit(states.filter((s) => s.parent === null), '  ');
  for (const e of edges) lines.push(`  ${mermaidId(e.source)} --> ${mermaidId(e.target)}: ${edgeLabel(e)}`);
  for (const s of states) if (s.type === 'final') lines.push(`  ${mermaidId(s.id)} --> [*]`);
  for (const s of states)
    if (s.invokes.length) lines.push(`  note right of ${mermaidId(s.id)}: invokes ${s.invokes.join(', ')}`);
  const tags = [...new Set(states.flatMap((s) => s.tags))].sort();
  for (const tag of tags) {
    lines.push(`  classDef ${mermaidId(tag)} font-weight:bold,stroke-width:3px`);
    lines.push(`  class ${states.filter((s) => s.tags.includes(tag)).map((s) => mermaidId(s.id)).join(',')} ${mermaidId(tag)}`);
  }
  return `${lines.join('\n')}\n`;
}
