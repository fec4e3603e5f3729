import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type Snapshot } from 'xstate';
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

function sideBySide(machine: AnyStateMachine, input: unknown, path: Path): number {
  const xs = createActor(machine, { input } as never).start();
  const first = xs.getSnapshot();
  const fast = new CompiledActor(compileMachine(machine), machine.id, { value: String(first.value), context: first.context });
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

  it('refuses a start in a state the machine does not have', () => {
    const table = compileMachine(machinePathSpecs().find((s) => s.kind === 'stack')!.machine!);
    expect(() => new CompiledActor(table, 'stack', { value: 'overflowing', context: { size: 0, max: 3 } })).toThrow(/"overflowing" is not a state of machine "stack"/);
  });
});
