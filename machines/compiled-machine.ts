/**
 * Compiled machines: a transition table read out of an XState machine's own definition (its state nodes,
 * transitions, guards and actions, with the implementations given by `setup` and `provide`), and a small actor
 * that runs it. Sending an event looks up the candidates of the current state (then its ancestors'), takes the
 * first whose guard holds, and runs exit, transition and entry actions in XState's order: `assign` updates the
 * context for the actions after it, `emit` reaches `on(type)` listeners once the transition is done, and any other
 * action is called with `{ context, event, self }` as XState calls it. No event queue, no inspection, no
 * microstep bookkeeping: it is the fast mode of simulation (see docs/fast-mode.md), and the XState actor stays the
 * way to inspect, persist and embed a machine.
 *
 * What a definition may use: a root with atomic child states (any depth of nesting is refused), event transitions
 * (with targets among those states, guards by name, by object or inline, actions by name, by object or inline),
 * entry and exit actions, tags. Delayed, eventless and invoked transitions, history, parallel and final states,
 * and built-in actions other than `assign` and `emit` are refused when the machine is compiled, with the state
 * that uses them; such a machine runs as an XState actor.
 */
import type { AnyStateMachine } from 'xstate';

/** A machine feature the compiler does not handle, named with the state that uses it. */
export class CompileError extends Error {
  constructor(machine: string, message: string) {
    super(`cannot compile machine "${machine}": ${message}; run it as an XState actor instead`);
    this.name = 'CompileError';
  }
}

type Ctx = Record<string, unknown>;
type Ev = { type: string };
/** What an action or guard sees; `self` is the compiled actor (driven machines find their runtime from it). */
interface Args { context: Ctx; event: Ev; self: unknown; system: unknown }
/**
 * A running transition: the context so far and the events to emit at its end (also what its actions are given).
 * `inPlace`: assignments write into the context itself rather than into a copy (a live actor's, compiled-actor.ts).
 */
interface Run extends Args { emitted: Ev[] | null; inPlace: boolean }

/** A transition taken: the state after it (an index of `states`), the context its actions left and what they emitted. */
export interface Taken { state: number; context: Ctx; emitted: Ev[] | null }
type Action = (run: Run) => void;
/** A guard is given what an action is (its `context` and `event` are what XState gives a guard). */
type Guard = (args: Args) => boolean;

interface Transition {
  guard: Guard | null;
  /** The target state's index, or -1 for a transition without a target (the state stays, its actions run). */
  target: number;
  /** Exit actions of the source (when it is left), the transition's actions, entry actions of the target. */
  actions: Action[];
  /** The exit and entry actions, when the target is another state (or the transition re-enters). */
  exitEntry: { exit: Action[]; entry: Action[] } | null;
}

/** A machine compiled to tables: its states, and for each state the candidate transitions of each event type. */
export interface CompiledMachine {
  readonly id: string;
  readonly states: readonly string[];
  /** Index of a state by name. */
  readonly index: ReadonlyMap<string, number>;
  /** For each state: event type → candidates, the state's own first, then its ancestors'. */
  readonly on: readonly ReadonlyMap<string, readonly Transition[]>[];
  /**
   * The same as `on`, as a list of event types and their candidates for each state that takes at most SHORT event
   * types (the turn, priority, stack and combat machines' take one to six): comparing the type with each is quicker
   * than a Map's lookup, at every event sent. Null for a state that takes more (its Map is looked in).
   */
  readonly onList: readonly ((readonly (readonly [string, readonly Transition[]])[]) | null)[];
  readonly tags: readonly ReadonlySet<string>[];
}

/** The XState state node as the compiler reads it (its public fields). */
interface NodeShape {
  key: string;
  id: string;
  type: string;
  states: Record<string, NodeShape>;
  transitions: Map<string, { target?: readonly NodeShape[]; guard?: unknown; actions: readonly unknown[]; reenter?: boolean }[]>;
  entry: readonly unknown[];
  exit: readonly unknown[];
  tags: readonly string[];
  always?: readonly unknown[];
  after: readonly unknown[];
  invoke: readonly unknown[];
  parent?: NodeShape;
}

interface Implementations { actions: Record<string, unknown>; guards: Record<string, unknown> }

const compiled = new WeakMap<AnyStateMachine, CompiledMachine>();

/**
 * Take an event in a state: the first candidate transition whose guard holds, its exit, own and entry actions run in
 * XState's order (`self` and `system` are what the actions are given); null when no transition takes it. Each
 * assignment makes a new context, as XState's do, unless `inPlace`: then it writes its values into `context` itself
 * (each value still computed from the context as it was before that assignment).
 * @example const t = takeTransition(table, table.index.get('open')!, context, { type: 'PASS' }, self, undefined);
 */
export function takeTransition(machine: CompiledMachine, state: number, context: object, event: Ev, self: unknown, system: unknown, inPlace = false): Taken | null {
  const list = machine.onList[state];
  const candidates = list ? candidatesOf(list, event.type) : machine.on[state]!.get(event.type);
  if (!candidates) return null;
  // The running transition is also what its guards are given and what it returns (one object a send).
  const run: Run & Taken = { context: context as Ctx, event, self, system, emitted: null, state, inPlace };
  for (let i = 0; i < candidates.length; i++) {
    const t = candidates[i]!;
    if (t.guard && !t.guard(run)) continue;
    if (t.target !== -1) run.state = t.target;
    if (t.exitEntry) runAll(t.exitEntry.exit, run);
    runAll(t.actions, run);
    if (t.exitEntry) runAll(t.exitEntry.entry, run);
    return run;
  }
  return null;
}

/** The most event types a state's candidates are kept in a list for (CompiledMachine.onList). */
const SHORT = 8;

/** The candidates for an event type in a state's list (see CompiledMachine.onList), or undefined. */
function candidatesOf(list: readonly (readonly [string, readonly Transition[]])[], type: string): readonly Transition[] | undefined {
  for (let i = 0; i < list.length; i++) if (list[i]![0] === type) return list[i]![1];
  return undefined;
}

/** Call each action on the running transition, in order (an indexed loop: no iterator a send). */
function runAll(actions: readonly Action[], run: Run): void {
  for (let k = 0; k < actions.length; k++) actions[k]!(run);
}

/**
 * Compile a machine (once; the table is cached per machine object).
 * @example const table = compileMachine(priorityMachine); const a = new CompiledActor(table, 'priority', { value: 'open', context });
 */
export function compileMachine(machine: AnyStateMachine): CompiledMachine {
  let c = compiled.get(machine);
  if (!c) { c = build(machine); compiled.set(machine, c); }
  return c;
}

function build(machine: AnyStateMachine): CompiledMachine {
  const id = machine.id;
  const root = machine.root as unknown as NodeShape;
  const impl = (machine as unknown as { implementations: Implementations }).implementations;
  const fail = (message: string): never => { throw new CompileError(id, message); };
  checkNode(root, fail);
  const children = Object.values(root.states);
  if (!children.length) fail('its root has no states');
  const states = children.map((n) => n.key);
  const index = new Map(states.map((s, i) => [s, i]));
  for (const n of children) {
    checkNode(n, fail);
    if (n.type !== 'atomic') fail(`state "${n.key}" is ${n.type}: only atomic states under the root are compiled`);
  }
  const actionsOf = (list: readonly unknown[], where: string) => list.map((a) => compileAction(a, impl, where, fail));
  const entries = children.map((n) => actionsOf(n.entry, `entry of "${n.key}"`));
  const exits = children.map((n) => actionsOf(n.exit, `exit of "${n.key}"`));
  const transitionsOf = (node: NodeShape, from: number): Map<string, Transition[]> => {
    const out = new Map<string, Transition[]>();
    for (const [event, list] of node.transitions) {
      if (event.includes('*')) fail(`state "${node.key}" has a wildcard transition "${event}"`);
      out.set(event, list.map((t) => {
        const where = `${event} in "${node.key || id}"`;
        if (t.target && t.target.length > 1) fail(`${where} has several targets`);
        const targetNode = t.target?.[0];
        const target = targetNode ? index.get(targetNode.key) ?? fail(`${where} targets "${targetNode.id}", not a state under the root`) : -1;
        const own = actionsOf(t.actions, where);
        const leaves = target !== -1 && (target !== from || t.reenter === true);
        return {
          guard: t.guard === undefined ? null : compileGuard(t.guard, impl, where, fail),
          target,
          actions: own,
          exitEntry: leaves ? { exit: exits[from]!, entry: entries[target]! } : null,
        };
      }));
    }
    return out;
  };
  const on = children.map((n, i) => {
    const table = transitionsOf(n, i);
    // The root's transitions are candidates after the state's own (XState looks from the deepest node up).
    for (const [event, list] of transitionsOf(root, i)) table.set(event, [...(table.get(event) ?? []), ...list]);
    return table;
  });
  return { id, states, index, on, onList: on.map((table) => (table.size <= SHORT ? [...table] : null)), tags: children.map((n) => new Set(n.tags)) };
}

function checkNode(n: NodeShape, fail: (m: string) => never): void {
  const name = n.key || n.id;
  if (n.always?.length) fail(`state "${name}" has eventless (always) transitions`);
  if (n.after.length) fail(`state "${name}" has delayed (after) transitions`);
  if (n.invoke.length) fail(`state "${name}" invokes actors`);
  if (n.type === 'parallel' || n.type === 'history' || n.type === 'final') fail(`state "${name}" is a ${n.type} state`);
}

/**
 * What an action or guard reference (a name, `{ type, params }` or a function) stands for: the implementation
 * `setup`/`provide` gave its name, or the function itself, and its params.
 */
function resolveRef(ref: unknown, table: Record<string, unknown>, kind: 'action' | 'guard', where: string, fail: (m: string) => never): { fn: (...args: never[]) => unknown; params: unknown } {
  let params: unknown;
  let fn: unknown = ref;
  const named = typeof ref === 'string' ? ref : typeof ref === 'object' && ref !== null && typeof (ref as { type?: unknown }).type === 'string' ? (ref as { type: string }).type : null;
  if (named !== null) {
    if (typeof ref === 'object') params = (ref as { params?: unknown }).params;
    fn = Object.hasOwn(table, named) ? table[named] : fail(`${where} names ${kind} "${named}", which has no implementation`);
  }
  if (typeof fn !== 'function') return fail(`${where} has a ${kind} that is neither a name nor a function`);
  return { fn: fn as (...args: never[]) => unknown, params };
}

/** An action reference (a name, `{ type, params }` or a function) as a call on a running transition. */
function compileAction(ref: unknown, impl: Implementations, where: string, fail: (m: string) => never): Action {
  const { fn, params } = resolveRef(ref, impl.actions, 'action', where, fail);
  const f = fn as unknown as ((args: Args, params: unknown) => unknown) & { type?: string; assignment?: unknown; event?: unknown; resolve?: unknown };
  const paramsOf = (args: Args): unknown => (typeof params === 'function' ? (params as (a: Args) => unknown)(args) : params);
  const argsOf = (run: Run): Args => run;
  if (f.type === 'xstate.assign') {
    const assignment = f.assignment;
    if (typeof assignment === 'function') {
      return (run) => {
        const args = argsOf(run);
        const values = (assignment as (a: Args, p: unknown) => Ctx)(args, paramsOf(args));
        // Into the context itself (live), or Object.assign into a new object: one copy of each (two spreads cost more
        // at a site that sees every machine).
        run.context = run.inPlace ? Object.assign(run.context, values) : Object.assign({}, run.context, values);
      };
    }
    // An object of properties: each value (or function of the context before the assignment) into a copy, or (live)
    // into the context itself.
    const keys = Object.keys(assignment as Ctx);
    const values = keys.map((k) => (assignment as Ctx)[k]);
    const valueOf = (i: number, args: Args, p: unknown): unknown => {
      const value = values[i];
      return typeof value === 'function' ? (value as (a: Args, p: unknown) => unknown)(args, p) : value;
    };
    return (run) => {
      const args = argsOf(run);
      const p = paramsOf(args);
      if (run.inPlace) {
        // Every value from the context before the assignment (as XState computes them), then written.
        if (keys.length === 1) { run.context[keys[0]!] = valueOf(0, args, p); return; }
        // Two (the priority machine's pass to the next player, at every decision): no list made.
        if (keys.length === 2) { const a = valueOf(0, args, p); const b = valueOf(1, args, p); run.context[keys[0]!] = a; run.context[keys[1]!] = b; return; }
        const computed = keys.map((_, i) => valueOf(i, args, p));
        for (let i = 0; i < keys.length; i++) run.context[keys[i]!] = computed[i];
        return;
      }
      const next = { ...run.context };
      for (let i = 0; i < keys.length; i++) next[keys[i]!] = valueOf(i, args, p);
      run.context = next;
    };
  }
  if (f.type === 'xstate.emit') {
    const event = f.event;
    return (run) => {
      const args = argsOf(run);
      const e = typeof event === 'function' ? (event as (a: Args, p: unknown) => Ev)(args, paramsOf(args)) : event as Ev;
      (run.emitted ??= []).push(e);
    };
  }
  if (f.resolve !== undefined) return fail(`${where} uses the built-in action "${f.type ?? '?'}"`);
  return (run) => { const args = argsOf(run); f(args, paramsOf(args)); };
}

/** A guard reference (a name, `{ type, params }` or a function) as a predicate. */
function compileGuard(ref: unknown, impl: Implementations, where: string, fail: (m: string) => never): Guard {
  const { fn, params } = resolveRef(ref, impl.guards, 'guard', where, fail);
  if ((fn as { check?: unknown }).check !== undefined) return fail(`${where} uses a built-in guard (and, or, not, stateIn)`);
  const g = fn as unknown as (args: Args, params: unknown) => boolean;
  if (typeof params === 'function') return (args) => g(args, (params as (a: Args) => unknown)(args));
  return (args) => g(args, params);
}
