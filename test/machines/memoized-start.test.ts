import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { conditionsOf, specialConditionsMachine, withMemoizedStart } from '../../machines/index.ts';
import type { Condition } from '../../rules/pocket/index.ts';

/*
 * A machine whose actors all start alike computes its first snapshot once (machines/memoized-start.ts): the Special
 * Conditions machine (seed 004; Pocket's rules on Special Conditions: Asleep, Paralyzed and Confused replace one
 * another, Poisoned and Burned stack) starts and plays as the original does, each actor with its own snapshot.
 */
const view = (s: { value: unknown; status: string; tags: Set<string> }) => ({ value: s.value, status: s.status, tags: [...s.tags].sort() });

describe('withMemoizedStart', () => {
  const conditions = withMemoizedStart(specialConditionsMachine);

  it('starts every actor as the original machine does, and each plays on alike (Asleep replaces Paralyzed; Poisoned and Burned stack)', () => {
    const plays: [string, Condition][] = [['INFLICT', 'Poisoned'], ['INFLICT', 'Paralyzed'], ['INFLICT', 'Asleep'], ['INFLICT', 'Burned'], ['RECOVER', 'Asleep'], ['RECOVER', 'Poisoned']];
    for (let k = 0; k < 3; k++) {
      const slow = createActor(specialConditionsMachine).start();
      const fast = createActor(conditions).start();
      expect(view(fast.getSnapshot())).toEqual(view(slow.getSnapshot()));
      for (const [type, condition] of plays.slice(k)) {
        slow.send({ type, condition } as never);
        fast.send({ type, condition } as never);
        expect(view(fast.getSnapshot())).toEqual(view(slow.getSnapshot()));
        expect(conditionsOf(fast.getSnapshot())).toEqual(conditionsOf(slow.getSnapshot()));
      }
    }
  });

  it('gives each actor its own first snapshot: one actor\'s conditions are not another\'s', () => {
    const a = createActor(conditions).start();
    const b = createActor(conditions).start();
    expect(a.getSnapshot()).not.toBe(b.getSnapshot());
    expect(a.getSnapshot().children).not.toBe(b.getSnapshot().children);
    a.send({ type: 'INFLICT', condition: 'Burned' });
    expect(conditionsOf(a.getSnapshot())).toEqual(['Burned']);
    expect(conditionsOf(b.getSnapshot())).toEqual([]);
    expect(conditionsOf(createActor(conditions).start().getSnapshot())).toEqual([]);
  });

  it('refuses a machine whose actors could start differently, naming why', () => {
    expect(() => withMemoizedStart(createMachine({ id: 'c', context: { n: 0 }, initial: 'a', states: { a: {} } }))).toThrow(/machine "c" has a context/);
    expect(() => withMemoizedStart(createMachine({ id: 'e', initial: 'a', states: { a: { entry: () => {} } } }))).toThrow(/machine "e": state "a" has entry actions/);
    expect(() => withMemoizedStart(createMachine({ id: 'w', initial: 'a', states: { a: { always: 'b' }, b: {} } }))).toThrow(/state "a" has eventless, delayed or invoked transitions/);
  });
});
