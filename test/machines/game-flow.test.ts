import { getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  gameMachine, MAX_MULLIGANS, priorityMachine, turnMachine, turnSnapshotAt,
  type GameEvent, type PriorityEvent,
} from '../../machines/index.ts';

type Snap = SnapshotFrom<typeof gameMachine>;
type TurnSnap = SnapshotFrom<typeof turnMachine>;
type PrioritySnap = SnapshotFrom<typeof priorityMachine>;
const input = { players: 2 };

/** A reply of the turn child, listed as an event because graph traversal does not run the children. */
const reply = (step: string, turn: number, active: number): GameEvent => ({
  type: 'xstate.snapshot.turn',
  snapshot: turnSnapshotAt(turnMachine, { step, turn, active, players: 2 }),
});
const events: GameEvent[] = [
  { type: 'START' }, { type: 'MULLIGAN', player: 0 }, { type: 'MULLIGAN', player: 1 }, { type: 'MULLIGAN', player: 2 },
  { type: 'KEEP_ALL' }, { type: 'KEEP_ALL', first: 1 }, { type: 'KEEP_ALL', first: 2 },
  { type: 'STEP_NEXT' }, { type: 'STEP_NEXT', firstStrike: true }, { type: 'STEP_NEXT', noAttackers: true },
  { type: 'PRIORITY_PASS' }, { type: 'PRIORITY_ACT' }, { type: 'PRIORITY_GRANT', to: 1 }, { type: 'PRIORITY_GRANT', to: 0, active: 0 },
  { type: 'GAME_OVER', winner: 0 }, { type: 'GAME_OVER', winner: 1 }, { type: 'GAME_OVER', draw: true },
  { type: 'GAME_OVER' }, { type: 'GAME_OVER', winner: 0, draw: true }, { type: 'GAME_OVER', winner: 2 },
  reply('untap', 1, 0), reply('upkeep', 1, 0), reply('upkeep', 2, 1),
];
/** The graph cannot know what the real children reply, so the mirrored step and turn are compared apart. */
const view = (s: Snap) => ({ value: s.value, context: { ...s.context, step: undefined, turn: undefined } });
/**
 * Bounds simple paths: only whether each player has taken a mulligan counts. With it, a path's snapshots
 * stand for their class, so the replay compares classes (`coarseView`).
 */
const coarseView = (s: Snap) => [s.value, s.context.mulligans.map((m) => Math.min(m, 1)), s.context.winner, s.context.draw];
const coarse = (s: Snap) => JSON.stringify([...coarseView(s), s.context.step, s.context.turn]);
const same = (a: { value: unknown; context: unknown }, b: { value: unknown; context: unknown }) =>
  expect({ value: a.value, context: a.context }).toEqual({ value: b.value, context: b.context });

function toPriority(event: GameEvent): PriorityEvent | undefined {
  if (event.type === 'PRIORITY_PASS') return { type: 'PASS' };
  if (event.type === 'PRIORITY_ACT') return { type: 'ACT' };
  if (event.type === 'PRIORITY_GRANT') return { type: 'GRANT', to: event.to, active: event.active };
  return undefined;
}

/** 117.3a: when the turn reaches a new step with priority, its active player holds priority. */
function expectGrantOnNewStep(prev: Snap, turn: TurnSnap, priority: PrioritySnap, before: PrioritySnap): void {
  const isNew = turn.value !== prev.context.step || turn.context.turn !== prev.context.turn;
  if (isNew && turn.hasTag('priority')) {
    const a = turn.context.active;
    expect([priority.value, priority.context]).toEqual(['open', { ...before.context, holder: a, passes: 0, active: a }]);
  } else same(priority, before);
}

function checkGame(next: Snap, event: GameEvent, prev: Snap, turnBefore?: TurnSnap, prioBefore?: PrioritySnap): void {
  const { players, mulligans, winner, draw } = next.context;
  expect(mulligans).toHaveLength(players);
  for (const m of mulligans) expect(m >= 0 && m <= MAX_MULLIGANS).toBe(true);
  if (next.value === 'over') {
    expect(next.status).toBe('done');
    expect(next.output).toEqual({ winner, draw });
    expect(winner !== null).toBe(!draw);
  } else expect([winner, draw, next.status]).toEqual([null, false, 'active']);
  if (next.value !== 'playing') return expect(Object.keys(next.children)).toEqual([]);
  const turn = next.children.turn!.getSnapshot();
  const priority = next.children.priority!.getSnapshot();
  expect(priority.context.passes).toBeLessThanOrEqual(players);
  if (prev.value !== 'playing') {
    const first = event.type === 'KEEP_ALL' ? (event.first ?? 0) : -1;
    expect([turn.value, turn.context.active, next.context.step, next.context.turn]).toEqual(['untap', first, 'untap', 1]);
    return expect(priority.context).toEqual({ players, holder: first, passes: 0, active: first });
  }
  if (event.type === 'STEP_NEXT') {
    const { firstStrike, noAttackers } = event;
    same(turn, getNextSnapshot(turnMachine, turnBefore!, { type: 'NEXT', firstStrike, noAttackers }));
    expect([next.context.step, next.context.turn]).toEqual([turn.value, turn.context.turn]);
    return expectGrantOnNewStep(prev, turn, priority, prioBefore!);
  }
  same(turn, turnBefore!);
  const forwarded = toPriority(event);
  if (forwarded) return same(priority, getNextSnapshot(priorityMachine, prioBefore!, forwarded));
  if (event.type === 'xstate.snapshot.turn') {
    expect([next.context.step, next.context.turn]).toEqual([event.snapshot.value, event.snapshot.context.turn]);
    return expectGrantOnNewStep(prev, event.snapshot, priority, prioBefore!);
  }
  same(priority, prioBefore!); // a refused event
}

/** Replays a path on a real game actor, whose real children run and reply. */
function replayGame(path: StatePath<Snap, GameEvent>, compare: (s: Snap) => unknown = view): void {
  const actor = createActor(gameMachine, { input }).start();
  const [init, ...steps] = path.steps;
  expect(compare(actor.getSnapshot())).toEqual(compare(init!.state));
  for (const { event, state } of steps) {
    const prev = actor.getSnapshot();
    const turnBefore = prev.children.turn?.getSnapshot();
    const prioBefore = prev.children.priority?.getSnapshot();
    actor.send(event);
    expect(compare(actor.getSnapshot())).toEqual(compare(state));
    checkGame(actor.getSnapshot(), event, prev, turnBefore, prioBefore);
  }
  actor.stop();
}

describe('game flow: graph paths', () => {
  it('103.5 shortest paths: every mulligan count 0..7 for both players, then play and the end of the game', () => {
    const paths = getShortestPaths(gameMachine, { input, events });
    // setup + 64 mulligan counts x (mulligan, 4 mirrored steps in playing, 3 results x 4 mirrored steps in over)
    expect(paths).toHaveLength(1 + 64 * (1 + 4 + 3 * 4));
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['setup', 'mulligan', 'playing', 'over']));
    expect(Math.max(...paths.flatMap((p) => p.state.context.mulligans))).toBe(MAX_MULLIGANS);
    for (const path of paths) replayGame(path);
  });

  it('117.3a simple paths through play: forwarding, child replies and grants agree with the children', () => {
    const paths = getSimplePaths(gameMachine, { input, events, serializeState: coarse });
    expect(paths.length).toBeGreaterThan(300);
    expect(paths.some((p) => p.steps.filter((s) => s.event.type === 'xstate.snapshot.turn').length >= 3)).toBe(true);
    for (const path of paths) replayGame(path, coarseView);
  });
});

describe('game flow: a game', () => {
  it('103.1 the starting player is active in turn 1 and holds priority first in upkeep (117.3a)', () => {
    const actor = createActor(gameMachine, { input }).start();
    for (const e of [{ type: 'START' }, { type: 'KEEP_ALL', first: 1 }, { type: 'STEP_NEXT' }] as const) actor.send(e);
    const { turn, priority } = actor.getSnapshot().children;
    expect([turn?.getSnapshot().value, turn?.getSnapshot().context.active]).toEqual(['upkeep', 1]);
    expect(priority?.getSnapshot().context).toEqual({ players: 2, holder: 1, passes: 0, active: 1 });
  });

  it('500.1 a full turn later the other player is active and receives priority in upkeep; the game persists', () => {
    const actor = createActor(gameMachine, { input }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'KEEP_ALL' });
    for (let i = 0; i < 13; i++) actor.send({ type: 'STEP_NEXT' }); // 12 steps a turn without first strike
    const restored = createActor(gameMachine, { snapshot: actor.getPersistedSnapshot() }).start();
    const snap = restored.getSnapshot();
    expect([snap.context.step, snap.context.turn]).toEqual(['upkeep', 2]);
    expect(snap.children.priority?.getSnapshot().context).toMatchObject({ holder: 1, active: 1, passes: 0 });
  });

  it('104.3a a player may concede during mulligans; the game is over with a winner and its children stopped', () => {
    const actor = createActor(gameMachine, { input: { players: 3 } }).start();
    actor.send({ type: 'START' });
    actor.send({ type: 'GAME_OVER', winner: 2 });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual(['done', { winner: 2, draw: false }]);
  });

  it('103.5 a player cannot take an eighth mulligan', () => {
    const actor = createActor(gameMachine, { input }).start();
    actor.send({ type: 'START' });
    for (let i = 0; i < 9; i++) actor.send({ type: 'MULLIGAN', player: 0 });
    expect(actor.getSnapshot().context.mulligans).toEqual([MAX_MULLIGANS, 0]);
  });
});
