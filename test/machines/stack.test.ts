import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STACK_MAX, stackMachine, type StackEmitted, type StackEvent } from '../../machines/index.ts';
import { expectedStack } from './invariants.ts';
import { replayAll, valuesReached } from './replay.ts';

type Snap = SnapshotFrom<typeof stackMachine>;
const events: StackEvent[] = [
  { type: 'PUSH' }, { type: 'RESOLVE' }, { type: 'RESOLVED' }, { type: 'COUNTER' }, { type: 'FIZZLE' }, { type: 'REMOVE' },
];

function checkStack(next: Snap, event: StackEvent, prev: Snap): void {
  const { size, max } = next.context;
  expect(size).toBeGreaterThanOrEqual(0);
  expect(size).toBeLessThanOrEqual(max);
  expect([String(next.value), size]).toEqual(expectedStack(prev, event.type));
}

describe('stack: graph paths', () => {
  it('a stack bounded at 3: 4 sizes at rest and 4 while resolving (objects pushed meanwhile); shortest paths replayed', () => {
    const paths = getShortestPaths(stackMachine, { input: { max: 3 }, events });
    const reached = paths.map((p) => `${String(p.state.value)} ${p.state.context.size}`).sort();
    expect(reached).toEqual(['empty 0', 'nonEmpty 1', 'nonEmpty 2', 'nonEmpty 3', 'resolving 0', 'resolving 1', 'resolving 2', 'resolving 3']);
    expect(valuesReached(paths)).toEqual(new Set(['empty', 'nonEmpty', 'resolving']));
    replayAll(stackMachine, { max: 3 }, paths, checkStack);
  });

  it('608.2b simple paths through pushes, resolutions, counters, fizzles and removals keep 0 <= size <= max', () => {
    const paths = getSimplePaths(stackMachine, { input: { max: 3 }, events });
    expect(paths.length).toBeGreaterThan(20);
    for (const outcome of ['RESOLVED', 'COUNTER', 'FIZZLE', 'REMOVE'])
      expect(paths.some((p) => p.steps.some((s) => s.event.type === outcome))).toBe(true);
    expect(replayAll(stackMachine, { max: 3 }, paths, checkStack)).toBeGreaterThan(paths.length);
  });
});

describe('stack: transitions', () => {
  const start = (max?: number) => createActor(stackMachine, { input: max === undefined ? {} : { max } }).start();

  it(`defaults to a bound of ${DEFAULT_STACK_MAX} and refuses PUSH beyond it`, () => {
    const actor = start();
    for (let i = 0; i < DEFAULT_STACK_MAX + 2; i++) actor.send({ type: 'PUSH' });
    expect(actor.getSnapshot().context.size).toBe(DEFAULT_STACK_MAX);
  });

  it('405.5 RESOLVE, RESOLVED, COUNTER, FIZZLE and REMOVE are refused on an empty stack', () => {
    const actor = start(2);
    for (const type of ['RESOLVE', 'RESOLVED', 'COUNTER', 'FIZZLE', 'REMOVE'] as const) actor.send({ type });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['empty', 0]);
  });

  it('405.2 objects leave last in, first out; listeners hear how each left (608.2b fizzled, 701.6a countered)', () => {
    const actor = start(4);
    const log: string[] = [];
    actor.on('*', (e: StackEmitted) => log.push(e.type === 'popped' ? `${e.outcome} ${e.size}` : `${e.type} ${e.size}`));
    for (const type of ['PUSH', 'PUSH', 'PUSH', 'FIZZLE', 'COUNTER', 'RESOLVE', 'RESOLVED'] as const) actor.send({ type });
    expect(log).toEqual(['pushed 1', 'pushed 2', 'pushed 3', 'fizzled 2', 'countered 1', 'resolving 0', 'resolved 0']);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('608.2: while the top object resolves, objects can be pushed (a copy) and countered, and no other resolves', () => {
    const actor = start(4);
    for (const type of ['PUSH', 'PUSH', 'RESOLVE'] as const) actor.send({ type });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['resolving', 1]);
    actor.send({ type: 'RESOLVE' });
    actor.send({ type: 'FIZZLE' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['resolving', 1]);
    actor.send({ type: 'PUSH' });
    actor.send({ type: 'COUNTER', id: 7 });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['resolving', 1]);
    actor.send({ type: 'RESOLVED' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['nonEmpty', 1]);
  });

  it('the rules run as the transitions\' actions when a runtime provides them', () => {
    const did: string[] = [];
    const driven = stackMachine.provide({
      actions: {
        take: () => did.push('take'),
        fizzle: () => did.push('fizzle'),
        counter: ({ event }) => did.push(`counter ${(event as { id?: number }).id}`),
      },
    });
    const actor = createActor(driven, { input: { max: 4 } }).start();
    for (const e of [{ type: 'PUSH' }, { type: 'PUSH' }, { type: 'PUSH' }, { type: 'FIZZLE' }, { type: 'RESOLVE' }, { type: 'COUNTER', id: 3 }, { type: 'RESOLVED' }] as StackEvent[]) actor.send(e);
    expect(did).toEqual(['fizzle', 'take', 'counter 3']);
  });

  it('a stack with max 0 refuses every push; a negative max is an error', () => {
    const actor = start(0);
    actor.send({ type: 'PUSH' });
    expect(actor.getSnapshot().value).toBe('empty');
    const bad = createActor(stackMachine, { input: { max: -1 } });
    expect(String((bad.getSnapshot() as { error?: Error }).error?.message)).toMatch(/max must be an integer >= 0; got -1/);
  });
});
