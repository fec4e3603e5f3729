import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine, type InspectionEvent, type Snapshot } from 'xstate';
import type { StatePath } from '@xstate/graph';
import { enumeratePaths, machinePathSpecs, priorityMachine, takesCompiledTransitions, turnMachine, withCompiledTransitions } from '../../machines/index.ts';
import { startGameActor } from '../../actors/game-actor.ts';

/*
 * XState actors whose machines take their events through the compiled table (machines/compiled-transitions.ts, what
 * an uninspected game actor spawns) against the same machines through XState's interpreter: every generated path
 * suite of the turn, priority, stack and combat machines, side by side, gives after every event the same value,
 * context, tags, status and persisted snapshot, refuses the same events (the snapshot stays the same object), and
 * emits the same events; a persisted snapshot moves between the two; an inspected game actor keeps the interpreter.
 */
type Path = StatePath<Snapshot<unknown>, { type: string }>;
type Emitted = { type: string };
type Snap = { value: unknown; context: unknown; status: string; tags: Set<string>; hasTag(t: string): boolean; matches(v: string): boolean };

const logicOf = (a: AnyActorRef) => (a as unknown as { logic: unknown }).logic;
const view = (s: Snap) => ({ value: s.value, context: s.context, status: s.status, tags: [...s.tags].sort() });

function sideBySide(machine: AnyStateMachine, input: unknown, path: Path): number {
  const slow = createActor(machine, { input } as never).start();
  const fast = createActor(withCompiledTransitions(machine.provide({})), { input } as never).start();
  const heard: [Emitted[], Emitted[]] = [[], []];
  slow.on('*', (e: Emitted) => heard[0].push(e));
  fast.on('*', (e: Emitted) => heard[1].push(e));
  const [, ...steps] = path.steps;
  for (const step of steps) {
    const before = [slow.getSnapshot(), fast.getSnapshot()] as const;
    slow.send(step.event as never);
    fast.send(step.event as never);
    const [a, b] = [slow.getSnapshot() as unknown as Snap, fast.getSnapshot() as unknown as Snap];
    expect(view(b)).toEqual(view(a));
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(fast.getPersistedSnapshot()).toEqual(slow.getPersistedSnapshot());
    expect(b.matches(String(a.value))).toBe(true);
    expect(fast.getSnapshot() === before[1]).toBe(slow.getSnapshot() === before[0]);
  }
  expect(heard[1]).toEqual(heard[0]);
  slow.stop();
  fast.stop();
  expect(fast.getSnapshot().status).toBe('stopped');
  return steps.length;
}

const kinds = new Set(['turn', 'priority', 'stack', 'combat']);

describe.each(machinePathSpecs().filter((s) => kinds.has(s.kind)).map((s) => [s.name, s] as const))('%s through its compiled table in an XState actor', (_name, spec) => {
  it('replays every shortest and simple path as XState\'s interpreter does', () => {
    const report = enumeratePaths(spec);
    let events = 0;
    for (const path of [...report.shortest, ...report.simple]) events += sideBySide(spec.machine!, spec.input, path as unknown as Path);
    expect(events).toBeGreaterThan(report.shortest.length);
  });
});

describe('compiled transitions in XState actors', () => {
  it('an event of no transition, or of a guard that fails, leaves the snapshot as it was', () => {
    const fast = createActor(withCompiledTransitions(priorityMachine.provide({})), { input: { players: 2, active: 0 } }).start();
    const snap = fast.getSnapshot();
    fast.send({ type: 'NOT_AN_EVENT' } as never);
    fast.send({ type: 'GRANT', to: 7 });   // validGrant fails: seat 7 of 2
    expect(fast.getSnapshot()).toBe(snap);
  });

  it('a persisted snapshot of one restores in the other and plays on alike (CR 117.3d: passing moves priority on)', () => {
    const fast = createActor(withCompiledTransitions(turnMachine.provide({})), { input: { players: 2 } }).start();
    for (let i = 0; i < 5; i++) fast.send({ type: 'NEXT' });
    const slow = createActor(turnMachine, { input: { players: 2 }, snapshot: fast.getPersistedSnapshot() } as never).start();
    const back = createActor(withCompiledTransitions(turnMachine.provide({})), { input: { players: 2 }, snapshot: slow.getPersistedSnapshot() } as never).start();
    for (let i = 0; i < 12; i++) {
      slow.send({ type: 'NEXT' });
      back.send({ type: 'NEXT' });
      expect(view(back.getSnapshot() as unknown as Snap)).toEqual(view(slow.getSnapshot() as unknown as Snap));
    }
    const p = createActor(withCompiledTransitions(priorityMachine.provide({})), { input: { players: 3, active: 1 } }).start();
    p.send({ type: 'PASS' });
    expect(p.getSnapshot().context).toMatchObject({ holder: 2, passes: 1 });
  });

  it('an uninspected game actor spawns compiled machines; an inspected one keeps the interpreter and reports its microsteps', () => {
    const microsteps = (inspect: boolean) => {
      const seen: InspectionEvent[] = [];
      const game = startGameActor(turnMachine, inspect ? (e) => seen.push(e) : undefined);
      const priority = game.spawn<AnyActorRef>('priority', 'priority', { players: 2, active: 0 });
      priority.send({ type: 'PASS' });
      priority.send({ type: 'PASS' });
      const value = priority.getSnapshot().value;
      const compiled = takesCompiledTransitions(logicOf(priority)) && takesCompiledTransitions(logicOf(game.spawn<AnyActorRef>('turn', 'turn', {})));
      game.dispose();
      return { value, compiled, microsteps: seen.filter((e) => e.type === '@xstate.microstep' && e.actorRef === priority).length, snapshots: seen.filter((e) => e.type === '@xstate.snapshot' && e.actorRef === priority).length };
    };
    expect(microsteps(false)).toEqual({ value: 'allPassed', compiled: true, microsteps: 0, snapshots: 0 });
    // Inspected: the interpreter, which reports each PASS as a microstep, and a snapshot after each event.
    const inspected = microsteps(true);
    expect(inspected.value).toBe('allPassed');
    expect(inspected.compiled).toBe(false);
    expect(inspected.microsteps).toBeGreaterThanOrEqual(2);
    expect(inspected.snapshots).toBeGreaterThanOrEqual(2);
  });
});
