/**
 * A compiled machine finds an event's transitions in a state that takes a few event types (a list, compared one by
 * one) and in one that takes many (a Map): both give the transitions XState's interpreter takes, and an event no
 * transition takes changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { CompiledActor, compileMachine } from '../../machines/index.ts';

const EVENTS = Array.from({ length: 12 }, (_, i) => `E${i}`);
const machine = setup({ types: { events: {} as { type: string } } }).createMachine({
  id: 'many',
  initial: 'few',
  states: {
    // Two event types: kept as a list.
    few: { on: { E0: 'many', E1: 'few' } },
    // Twelve: kept in a Map. Each goes to its own state's index by name, E11 back to `few`.
    many: { on: Object.fromEntries(EVENTS.map((e, i) => [e, i === 11 ? 'few' : i % 2 ? 'many' : 'other'])) },
    other: { on: { E3: 'many' } },
  },
});

describe('a compiled machine with states taking few and many event types', () => {
  it('takes the same transitions as XState, and none for an event its state does not take', () => {
    const table = compileMachine(machine);
    expect(table.onList[table.index.get('few')!]).not.toBeNull();
    expect(table.onList[table.index.get('many')!]).toBeNull();
    const fast = new CompiledActor(table, 'many', { value: 'few', context: {} });
    const slow = createActor(machine).start();
    const sequence = ['E1', 'E5', 'E0', 'E3', 'E2', 'E9', 'E3', 'E7', 'E11', 'E4', 'E0', 'E11'];
    for (const type of sequence) {
      const before = fast.getSnapshot();
      fast.send({ type });
      slow.send({ type });
      expect(fast.getSnapshot().value).toBe(slow.getSnapshot().value);
      // An event the state takes no transition for keeps the very snapshot (as XState does).
      if (type === 'E5' || type === 'E9' || type === 'E4') expect(fast.getSnapshot()).toBe(before);
    }
    slow.stop();
  });
});
