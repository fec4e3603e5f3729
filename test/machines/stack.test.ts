import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STACK_MAX, stackMachine, type StackEmitted, type StackEvent } from '../../machines/index.ts';
import { replayAll, valuesReached } from './replay.ts';

type Snap = SnapshotFrom<typeof stackMachine>;
const events: StackEvent[] = [{ type: 'PUSH' }, { type: 'RESOLVE' }, { type: 'COUNTER' }, { type: 'FIZZLE' }];
const withLastEvent = (s: Snap, e: StackEvent | undefined) => JSON.stringify([s.value, s.context, e?.type]);

function checkStack(next: Snap, event: StackEvent, prev: Snap): void {
  const { size, max } = next.context;
  expect(size).toBeGreaterThanOrEqual(0);
  expect(size).toBeLessThanOrEqual(max);
  expect(next.value).toBe(size === 0 ? 'empty' : 'nonEmpty');
  const before = prev.context.size;
  if (event.type === 'PUSH') expect(size).toBe(before === max ? before : before + 1);
  else expect(size).toBe(before === 0 ? 0 : before - 1);
}

describe('stack: graph paths', () => {
  it('a stack bounded at 3 has 4 sizes; shortest paths replayed', () => {
    const paths = getShortestPaths(stackMachine, { input: { max: 3 }, events });
    expect(paths.map((p) => p.state.context.size).sort()).toEqual([0, 1, 2, 3]);
    expect(valuesReached(paths)).toEqual(new Set(['empty', 'nonEmpty']));
    replayAll(stackMachine, { max: 3 }, paths, checkStack);
  });

  it('608.2b simple paths through pushes, resolutions, counters and fizzles keep 0 <= size <= max', () => {
    const paths = getSimplePaths(stackMachine, { input: { max: 3 }, events, serializeState: withLastEvent });
    expect(paths.length).toBeGreaterThan(500);
    for (const outcome of ['RESOLVE', 'COUNTER', 'FIZZLE'])
      expect(paths.some((p) => p.steps.at(-1)?.event.type === outcome && p.state.context.size === 0)).toBe(true);
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

  it('405.5 RESOLVE, COUNTER and FIZZLE are refused on an empty stack', () => {
    const actor = start(2);
    for (const type of ['RESOLVE', 'COUNTER', 'FIZZLE'] as const) actor.send({ type });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.size]).toEqual(['empty', 0]);
  });

  it('405.2 objects leave last in, first out; listeners hear how each left (608.2b fizzled, 701.6a countered)', () => {
    const actor = start(4);
    const log: string[] = [];
    actor.on('*', (e: StackEmitted) => log.push(e.type === 'pushed' ? `push ${e.size}` : `${e.outcome} ${e.size}`));
    for (const type of ['PUSH', 'PUSH', 'PUSH', 'FIZZLE', 'COUNTER', 'RESOLVE', 'RESOLVE'] as const) actor.send({ type });
    expect(log).toEqual(['push 1', 'push 2', 'push 3', 'fizzled 2', 'countered 1', 'resolved 0']);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('a stack with max 0 refuses every push; a negative max is an error', () => {
    const actor = start(0);
    actor.send({ type: 'PUSH' });
    expect(actor.getSnapshot().value).toBe('empty');
    const bad = createActor(stackMachine, { input: { max: -1 } });
    expect(String((bad.getSnapshot() as { error?: Error }).error?.message)).toMatch(/max must be an integer >= 0; got -1/);
  });
});
