import { createActor, type AnyActorLogic, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import type { StatePath } from '@xstate/graph';
import { expect } from 'vitest';

type Snap<M extends AnyActorLogic> = SnapshotFrom<M>;
type Ev<M extends AnyActorLogic> = EventFromLogic<M>;

/** Called after every replayed event with the new snapshot, the event and the snapshot before it. */
export type Check<M extends AnyActorLogic> = (next: Snap<M>, event: Ev<M>, previous: Snap<M>) => void;

/** The part of a snapshot that graph traversal compares. */
export const valueAndContext = (s: unknown) => {
  const { value, context } = s as { value?: unknown; context?: unknown };
  return { value, context };
};

/**
 * Replays one graph path on a real actor. @xstate/graph v3 paths start with an `xstate.init` step holding
 * the initial snapshot; every step holds the snapshot *after* its event. The actor must agree with the
 * graph (compared through `view`) at every step, and `check` runs after every event.
 */
export function replayPath<M extends AnyActorLogic>(
  machine: M,
  input: InputFrom<M>,
  path: StatePath<Snap<M>, Ev<M>>,
  check: Check<M>,
  view: (s: Snap<M>) => unknown = valueAndContext,
): Snap<M> {
  const actor = createActor(machine, { input } as never).start();
  const [init, ...steps] = path.steps;
  expect(init?.event.type).toBe('xstate.init');
  expect(view(actor.getSnapshot() as Snap<M>)).toEqual(view(init!.state));
  for (const step of steps) {
    const previous = actor.getSnapshot() as Snap<M>;
    actor.send(step.event);
    const next = actor.getSnapshot() as Snap<M>;
    expect(view(next)).toEqual(view(step.state));
    check(next, step.event, previous);
  }
  const last = actor.getSnapshot() as Snap<M>;
  expect(view(last)).toEqual(view(path.state));
  actor.stop();
  return last;
}

/** Replays every path; returns how many events were replayed in all. */
export function replayAll<M extends AnyActorLogic>(
  machine: M,
  input: InputFrom<M>,
  paths: StatePath<Snap<M>, Ev<M>>[],
  check: Check<M>,
  view?: (s: Snap<M>) => unknown,
): number {
  let events = 0;
  for (const path of paths) {
    replayPath(machine, input, path, check, view);
    events += path.steps.length - 1;
  }
  return events;
}

/** The atomic states of a state value as their ids: `'open'`, or `['turn.Asleep', 'poison.clear']` in parallel regions. */
const leafIds = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leafIds(v).map((id) => `${k}.${id}`));

/** The distinct atomic states (ids, see leafIds) of the end states of `paths`. */
export function valuesReached(paths: { state: { value: unknown } }[]): Set<string> {
  return new Set(paths.flatMap((p) => leafIds(p.state.value)));
}
