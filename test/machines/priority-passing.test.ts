import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { priorityMachine, type PriorityEvent } from '../../machines/index.ts';
import { priorityChecker as sharedPriorityChecker } from './invariants.ts';
import { replayAll, type Check } from './replay.ts';

type Snap = SnapshotFrom<typeof priorityMachine>;
type M = typeof priorityMachine;

function eventsFor(players: number, withActive: boolean, refused = true): PriorityEvent[] {
  const seats = Array.from({ length: players }, (_, i) => i);
  return [
    { type: 'PASS' },
    { type: 'ACT' },
    ...seats.map((to) => ({ type: 'GRANT' as const, to })),
    ...(withActive ? seats.map((to) => ({ type: 'GRANT' as const, to, active: to })) : []),
    ...(refused ? [{ type: 'GRANT' as const, to: players }] : []), // no such player
  ];
}

/** Serialises the state with the type of the event that led to it, so simple paths may revisit a state. */
const withLastEvent = (s: Snap, e: PriorityEvent | undefined) => JSON.stringify([s.value, s.context, e?.type]);

/**
 * Invariants, checked after every event (test/machines/invariants.ts): a count of passes in succession since
 * the last GRANT or ACT, kept outside the machine, must agree with it.
 */
const priorityChecker = (): Check<M> => sharedPriorityChecker() as Check<M>;

describe('priority passing: graph paths', () => {
  const two = { players: 2, active: 0 };

  it('117.4 two players: n² + n states per active player, every simple path keeps passes <= players', () => {
    expect(getShortestPaths(priorityMachine, { input: two, events: eventsFor(2, false) })).toHaveLength(6);
    const paths = getSimplePaths(priorityMachine, { input: two, events: eventsFor(2, true) });
    expect(new Set(paths.map((p) => JSON.stringify(p.state.context)))).toHaveProperty('size', 12);
    for (const path of paths) replayAll(priorityMachine, two, [path], priorityChecker());
  });

  it('117.3c and 117.3d simple paths that revisit states through ACT and GRANT agree with a pass counter', () => {
    const paths = getSimplePaths(priorityMachine, { input: two, events: eventsFor(2, false, false), serializeState: withLastEvent });
    expect(paths).toHaveLength(629);
    const allPassedAfterAct = paths.some((p) => p.state.value === 'allPassed' && p.steps.some((s) => s.event.type === 'ACT'));
    expect(allPassedAfterAct).toBe(true);
    for (const path of paths) replayAll(priorityMachine, two, [path], priorityChecker());
  });

  it('117.4 three players: 36 states over all active players, shortest paths replayed', () => {
    const three = { players: 3, active: 2 };
    const paths = getShortestPaths(priorityMachine, { input: three, events: eventsFor(3, true) });
    expect(paths).toHaveLength(36);
    for (const path of paths) replayAll(priorityMachine, three, [path], priorityChecker());
  });
});

describe('priority passing: transitions', () => {
  const start = (players = 2, active = 0) => createActor(priorityMachine, { input: { players, active } }).start();

  it('117.3a the active player holds priority first', () => {
    expect(start(4, 3).getSnapshot().context).toEqual({ players: 4, holder: 3, passes: 0, active: 3 });
  });

  it('117.3c the player who acts keeps priority', () => {
    const actor = start(3, 0);
    actor.send({ type: 'PASS' });
    actor.send({ type: 'ACT' });
    expect(actor.getSnapshot().context).toMatchObject({ holder: 1, passes: 0 });
  });

  it('117.3d passing gives priority to the next player in turn order', () => {
    const actor = start(3, 2);
    actor.send({ type: 'PASS' });
    expect(actor.getSnapshot().context).toMatchObject({ holder: 0, passes: 1 });
  });

  it('117.4 all players passing in succession ends the window; an action in between restarts the count', () => {
    const actor = start(3, 0);
    for (const type of ['PASS', 'PASS', 'ACT', 'PASS', 'PASS'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'PASS' });
    expect(actor.getSnapshot().value).toBe('allPassed');
    expect(actor.getSnapshot().context.passes).toBe(3);
  });

  it('117.4 with one player a single pass ends the window', () => {
    const actor = start(1, 0);
    actor.send({ type: 'PASS' });
    expect(actor.getSnapshot().value).toBe('allPassed');
  });

  it('117.3b after a resolution GRANT gives priority to the active player again and restarts the count', () => {
    const actor = start(2, 0);
    actor.send({ type: 'PASS' });
    actor.send({ type: 'PASS' });
    actor.send({ type: 'PASS' }); // ignored: nobody holds priority
    expect(actor.getSnapshot().context.passes).toBe(2);
    actor.send({ type: 'GRANT', to: 0 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toEqual({ players: 2, holder: 0, passes: 0, active: 0 });
  });

  it('GRANT with active changes the active player for a new turn; GRANT to a missing player is refused', () => {
    const actor = start(2, 0);
    actor.send({ type: 'GRANT', to: 1, active: 1 });
    actor.send({ type: 'GRANT', to: 5 });
    actor.send({ type: 'GRANT', to: 0, active: -1 });
    expect(actor.getSnapshot().context).toEqual({ players: 2, holder: 1, passes: 0, active: 1 });
  });

  it('an invalid input puts the actor in error with a message that says what to fix', () => {
    const actor = createActor(priorityMachine, { input: { players: 2, active: 2 } });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String((actor.getSnapshot() as { error?: Error }).error?.message)).toMatch(/active must be a player index in 0\.\.1; got 2/);
  });
});
