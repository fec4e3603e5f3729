import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { combatMachine, type CombatEvent } from '../../machines/index.ts';
import { replayAll, valuesReached } from './replay.ts';

type Snap = SnapshotFrom<typeof combatMachine>;
const counts = [0, 1, 2, 3, -1]; // with max 2: 3 and -1 are refused
const events: CombatEvent[] = [
  { type: 'BEGIN' },
  { type: 'DAMAGE_DEALT' },
  { type: 'END' },
  ...counts.map((count) => ({ type: 'DECLARE_ATTACKERS' as const, count })),
  ...[true, false].flatMap((firstStrike) => counts.map((count) => ({ type: 'DECLARE_BLOCKERS' as const, firstStrike, count }))),
];
const input = { max: 2 };
const inCombat = ['declareBlockers', 'firstStrikeDamage', 'combatDamage'];

function checkCombat(next: Snap, event: CombatEvent, prev: Snap): void {
  const { attackers, blockers, max } = next.context;
  for (const n of [attackers, blockers]) expect(n >= 0 && n <= max).toBe(true);
  if (inCombat.includes(String(next.value))) expect(attackers).toBeGreaterThan(0);
  if (next.value === 'idle' || next.value === 'declareAttackers') expect([attackers, blockers]).toEqual([0, 0]);
  if (next.value === 'firstStrikeDamage' && prev.value !== 'firstStrikeDamage')
    expect(event).toMatchObject({ type: 'DECLARE_BLOCKERS', firstStrike: true });
  if (next.value === 'combatDamage' && prev.value === 'declareBlockers')
    expect(event).toMatchObject({ type: 'DECLARE_BLOCKERS', firstStrike: false });
  if (prev.value === 'declareAttackers' && event.type === 'DECLARE_ATTACKERS' && event.count === 0)
    expect(next.value).toBe('ended');
}

describe('combat: graph paths', () => {
  it('506.1 shortest paths reach all 6 combat states, blockers only after attackers', () => {
    const paths = getShortestPaths(combatMachine, { input, events });
    expect(valuesReached(paths)).toEqual(
      new Set(['idle', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'ended']),
    );
    // idle, declareAttackers, ended(0,0), then per attackers 1..2: blockers, and 3 damage/ended states x 3 blocker counts
    expect(paths).toHaveLength(3 + 2 * (1 + 3 * 3));
    replayAll(combatMachine, input, paths, checkCombat);
  });

  it('508.8 and 510.4 every simple path: no blockers without attackers, first strike step only when flagged', () => {
    const paths = getSimplePaths(combatMachine, { input, events });
    expect(paths.length).toBeGreaterThan(23);
    expect(replayAll(combatMachine, input, paths, checkCombat)).toBeGreaterThan(paths.length);
  });
});

describe('combat: transitions', () => {
  const play = (sent: CombatEvent[]) => {
    const actor = createActor(combatMachine).start();
    return sent.map((e) => (actor.send(e), String(actor.getSnapshot().value)));
  };

  it('508.8 with no attackers the combat goes straight to its end', () => {
    expect(play([{ type: 'BEGIN' }, { type: 'DECLARE_ATTACKERS', count: 0 }])).toEqual(['declareAttackers', 'ended']);
  });

  it('510.4 with first strike there are two combat damage steps', () => {
    expect(
      play([
        { type: 'BEGIN' },
        { type: 'DECLARE_ATTACKERS', count: 2 },
        { type: 'DECLARE_BLOCKERS', firstStrike: true, count: 1 },
        { type: 'DAMAGE_DEALT' },
        { type: 'DAMAGE_DEALT' },
        { type: 'END' },
      ]),
    ).toEqual(['declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'ended', 'idle']);
  });

  it('510.4 without first strike there is one combat damage step; END resets the counts', () => {
    const actor = createActor(combatMachine).start();
    actor.send({ type: 'BEGIN' });
    actor.send({ type: 'DECLARE_ATTACKERS', count: 3 });
    actor.send({ type: 'DECLARE_BLOCKERS', firstStrike: false });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.attackers, actor.getSnapshot().context.blockers]).toEqual(['combatDamage', 3, 0]);
    actor.send({ type: 'DAMAGE_DEALT' });
    actor.send({ type: 'END' });
    expect(actor.getSnapshot().context).toMatchObject({ attackers: 0, blockers: 0 });
  });

  it('refuses declarations that are not whole numbers within max, and events out of order', () => {
    const actor = createActor(combatMachine, { input: { max: 2 } }).start();
    actor.send({ type: 'DECLARE_ATTACKERS', count: 1 }); // before BEGIN
    actor.send({ type: 'BEGIN' });
    for (const count of [3, -1, 1.5]) actor.send({ type: 'DECLARE_ATTACKERS', count });
    expect(actor.getSnapshot().value).toBe('declareAttackers');
    actor.send({ type: 'DECLARE_ATTACKERS', count: 2 });
    actor.send({ type: 'DECLARE_BLOCKERS', firstStrike: true, count: 3 });
    actor.send({ type: 'DAMAGE_DEALT' });
    expect(actor.getSnapshot().value).toBe('declareBlockers');
    const bad = createActor(combatMachine, { input: { max: 0 } });
    expect(String((bad.getSnapshot() as { error?: Error }).error?.message)).toMatch(/max must be an integer >= 1; got 0/);
  });
});
