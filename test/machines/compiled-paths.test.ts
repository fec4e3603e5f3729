import { describe, expect, it } from 'vitest';
import { and, assign, createActor, createMachine, raise, setup, type AnyStateMachine, type Snapshot } from 'xstate';
import type { StatePath } from '@xstate/graph';
import { CompileError, CompiledActor, compileMachine, enumeratePaths, gameMachine, machinePathSpecs, specialConditionsMachine } from '../../machines/index.ts';
import { valueAndContext } from './replay.ts';

/*
 * Fast mode's machines (machines/compiled-machine.ts) are compiled from the XState definitions themselves. Every
 * generated path suite of a machine the runtimes compile — the three turn machines, priority, stack and combat — is
 * replayed through the XState actor and the compiled actor side by side: after every event both hold the same
 * value and context, they take and refuse the same events, and they emit the same events (the stack's pushed,
 * resolving and popped).
 */
type Path = StatePath<Snapshot<unknown>, { type: string }>;
type Emitted = { type: string };

function sideBySide(machine: AnyStateMachine, input: unknown, path: Path, live = false): number {
  const xs = createActor(machine, { input } as never).start();
  const first = xs.getSnapshot();
  const fast = new CompiledActor(compileMachine(machine), machine.id, { value: String(first.value), context: first.context }, { live });
  const heard: [Emitted[], Emitted[]] = [[], []];
  xs.on('*', (e: Emitted) => heard[0].push(e));
  fast.on('*', (e) => heard[1].push(e));
  const [, ...steps] = path.steps;
  for (const step of steps) {
    const before = [xs.getSnapshot(), fast.getSnapshot()] as const;
    xs.send(step.event as never);
    fast.send(step.event);
    expect(valueAndContext(fast.getSnapshot())).toEqual(valueAndContext(xs.getSnapshot()));
    // A refused event leaves both snapshots as they were; a taken one replaces both.
    expect(fast.getSnapshot() === before[1]).toBe(xs.getSnapshot() === before[0]);
    expect(fast.getSnapshot().hasTag('priority')).toBe(xs.getSnapshot().hasTag('priority' as never));
  }
  expect(heard[1]).toEqual(heard[0]);
  xs.stop();
  return steps.length;
}

const compiledKinds = new Set(['turn', 'priority', 'stack', 'combat']);

describe.each(machinePathSpecs().filter((s) => compiledKinds.has(s.kind)).map((s) => [s.name, s] as const))('compiled %s', (_name, spec) => {
  const report = enumeratePaths(spec);
  const machine = spec.machine!;

  it(`replays ${report.shortest.length} shortest and ${report.simple.length} simple paths through XState and the compiled table alike`, () => {
    let events = 0;
    for (const path of [...report.shortest, ...report.simple]) events += sideBySide(machine, spec.input, path as unknown as Path);
    expect(events).toBeGreaterThan(report.shortest.length);
  });

  it('replays the same paths alike through a live compiled actor (fast mode\'s: its context updated in place)', () => {
    let events = 0;
    for (const path of [...report.shortest, ...report.simple]) events += sideBySide(machine, spec.input, path as unknown as Path, true);
    expect(events).toBeGreaterThan(report.shortest.length);
  });

  it('refuses what the machine refuses in every state: events of other types, and guarded events whose guards fail', () => {
    const table = compileMachine(machine);
    for (const value of table.states) {
      const a = new CompiledActor(table, 'x', { value, context: createActor(machine, { input: spec.input } as never).getSnapshot().context });
      const snap = a.getSnapshot();
      a.send({ type: 'NOT_AN_EVENT' });
      expect(a.getSnapshot()).toBe(snap);
    }
  });
});

describe('what the compiler refuses', () => {
  it('names the machine and the feature: a parallel machine, a machine that invokes actors', () => {
    expect(() => compileMachine(specialConditionsMachine)).toThrow(CompileError);
    expect(() => compileMachine(specialConditionsMachine)).toThrow(/special|parallel|compound/);
    expect(() => compileMachine(gameMachine)).toThrow(/cannot compile machine "game"/);
  });

  it('names the state and the feature: delayed transitions, built-in guards, built-in actions other than assign and emit, a target outside the root', () => {
    const base = { id: 'm', initial: 'a' } as const;
    expect(() => compileMachine(createMachine({ ...base, states: { a: { after: { 10: 'b' } }, b: {} } }))).toThrow(/cannot compile machine "m": state "a" has delayed \(after\) transitions/);
    const guarded = setup({ guards: { yes: () => true } }).createMachine({ ...base, states: { a: { on: { GO: { guard: and(['yes', 'yes']), target: 'b' } } }, b: {} } });
    expect(() => compileMachine(guarded)).toThrow(/GO in "a" uses a built-in guard/);
    const raising = createMachine({ ...base, states: { a: { on: { GO: { actions: raise({ type: 'X' }) } } } } });
    expect(() => compileMachine(raising)).toThrow(/GO in "a" uses the built-in action "xstate.raise"/);
    const nested = createMachine({ ...base, states: { a: { initial: 'x', states: { x: {} } } } });
    expect(() => compileMachine(nested)).toThrow(/state "a" is compound: only atomic states under the root are compiled/);
  });

  it('runs guards and actions given by object with params, entry and exit actions in XState\'s order, as an XState actor does', () => {
    const trail: string[] = [];
    const m = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'GO'; by: number } },
      guards: { below: ({ context }, p: { max: number }) => context.n < p.max },
      actions: { note: (_, p: { what: string }) => { trail.push(p.what); }, add: assign({ n: ({ context, event }) => context.n + event.by }) },
    }).createMachine({
      id: 'p', initial: 'a', context: { n: 0 },
      states: {
        a: { exit: { type: 'note', params: { what: 'exit a' } }, on: { GO: [{ guard: { type: 'below', params: { max: 2 } }, target: 'b', actions: ['add', { type: 'note', params: { what: 'go' } }] }] } },
        b: { entry: { type: 'note', params: { what: 'enter b' } }, on: { GO: { guard: { type: 'below', params: { max: 5 } }, target: 'a', actions: 'add' } } },
      },
    });
    const xs = createActor(m).start();
    const fast = new CompiledActor(compileMachine(m), 'p', { value: 'a', context: { n: 0 } });
    const heard: [string[], string[]] = [[], []];
    for (const by of [1, 3, 1, 1]) {
      trail.length = 0;
      xs.send({ type: 'GO', by });
      heard[0].push(...trail);
      trail.length = 0;
      fast.send({ type: 'GO', by });
      heard[1].push(...trail);
      expect(valueAndContext(fast.getSnapshot())).toEqual(valueAndContext(xs.getSnapshot()));
    }
    expect(heard[0].slice(0, 3)).toEqual(['exit a', 'go', 'enter b']);
    expect(heard[1]).toEqual(heard[0]);
  });

  it('a live actor computes every value of an assignment from the context before it, writes only its own copy of the start, and persists a copy', () => {
    // Each property of an assignment reads the context before the assignment (XState's semantics): a swap swaps.
    const m = setup({
      types: { context: {} as { a: number; b: number; n: number }, events: {} as { type: 'SWAP' } | { type: 'ADD' } },
      actions: { swap: assign({ a: ({ context }) => context.b, b: ({ context }) => context.a }), add: assign(({ context }) => ({ n: context.n + context.a })) },
    }).createMachine({ id: 's', initial: 'x', context: { a: 1, b: 2, n: 0 }, states: { x: { on: { SWAP: { target: 'y', actions: 'swap' } } }, y: { on: { SWAP: { target: 'x', actions: ['swap', 'add'] }, ADD: { actions: 'add' } } } } });
    const xs = createActor(m).start();
    const start = { a: 1, b: 2, n: 0 };
    const live = new CompiledActor(compileMachine(m), 's', { value: 'x', context: start }, { live: true });
    const saved = live.getPersistedSnapshot();
    for (const type of ['SWAP', 'ADD', 'SWAP', 'SWAP', 'ADD'] as const) {
      const before = live.getSnapshot();
      xs.send({ type });
      live.send({ type });
      expect(valueAndContext(live.getSnapshot())).toEqual(valueAndContext(xs.getSnapshot()));
      // A new snapshot for each transition taken, even though the context object is the same.
      expect(live.getSnapshot()).not.toBe(before);
    }
    expect(xs.getSnapshot().context).toEqual({ a: 2, b: 1, n: 5 });
    expect(start).toEqual({ a: 1, b: 2, n: 0 });
    expect(saved.context).toEqual({ a: 1, b: 2, n: 0 });
    // A copying actor's snapshots keep the context they were taken with.
    const copying = new CompiledActor(compileMachine(m), 's', { value: 'x', context: start });
    const first = copying.getSnapshot();
    copying.send({ type: 'SWAP' });
    expect(first.context).toEqual({ a: 1, b: 2, n: 0 });
  });

  it('refuses a start in a state the machine does not have', () => {
    const table = compileMachine(machinePathSpecs().find((s) => s.kind === 'stack')!.machine!);
    expect(() => new CompiledActor(table, 'stack', { value: 'overflowing', context: { size: 0, max: 3 } })).toThrow(/"overflowing" is not a state of machine "stack"/);
  });
});
