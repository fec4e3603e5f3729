import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { combatMachine, type CombatEvent } from '../../machines/index.ts';
import { expectedCombat } from './invariants.ts';
import { replayAll, valuesReached } from './replay.ts';

type Snap = SnapshotFrom<typeof combatMachine>;
const counts = [0, 1, 2, 3, -1]; // with max 2: 3 and -1 are refused
const events: CombatEvent[] = [
  { type: 'BEGIN' },
  { type: 'DAMAGE' },
  { type: 'DAMAGE', firstStrike: true },
  { type: 'END' },
  ...counts.map((count) => ({ type: 'DECLARE_ATTACKERS' as const, count })),
  ...counts.map((count) => ({ type: 'DECLARE_BLOCKERS' as const, count })),
];
const input = { max: 2 };
const inCombat = ['declareBlockers', 'firstStrikeDamage', 'combatDamage'];

function checkCombat(next: Snap, event: CombatEvent, prev: Snap): void {
  const { attackers, blockers, max } = next.context;
  for (const n of [attackers, blockers]) expect(n >= 0 && n <= max).toBe(true);
  if (inCombat.includes(String(next.value))) expect(attackers).toBeGreaterThan(0);
  if (next.value === 'idle' || next.value === 'declareAttackers') expect([attackers, blockers]).toEqual([0, 0]);
  expect([next.value, attackers, blockers]).toEqual(expectedCombat(prev, event));
}

describe('combat: graph paths', () => {
  it('506.1 shortest paths reach all 6 combat states, blockers only after attackers', () => {
    const paths = getShortestPaths(combatMachine, { input, events });
    expect(valuesReached(paths)).toEqual(
      new Set(['idle', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'ended']),
    );
    // idle, declareAttackers, ended(0,0); per attackers 1..2 the blocks declared so far (0..2) in declareBlockers
    // and in each damage state
    expect(paths).toHaveLength(3 + 2 * 3 * 3);
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
    expect(play([{ type: 'BEGIN' }, { type: 'DECLARE_ATTACKERS', count: 0 }, { type: 'END' }])).toEqual(['declareAttackers', 'ended', 'idle']);
  });

  it('510.4 with first strike there are two combat damage steps', () => {
    expect(
      play([
        { type: 'BEGIN' },
        { type: 'DECLARE_ATTACKERS', count: 2 },
        { type: 'DECLARE_BLOCKERS', count: 1 },
        { type: 'DAMAGE', firstStrike: true },
        { type: 'DAMAGE', firstStrike: true }, // refused: first-strike damage is dealt once
        { type: 'DAMAGE' },
        { type: 'END' },
      ]),
    ).toEqual(['declareAttackers', 'declareBlockers', 'declareBlockers', 'firstStrikeDamage', 'firstStrikeDamage', 'combatDamage', 'idle']);
  });

  it('509.1 each defending player declares blockers in turn; 510.4 without first strike one damage step; END resets', () => {
    const actor = createActor(combatMachine).start();
    actor.send({ type: 'BEGIN' });
    actor.send({ type: 'DECLARE_ATTACKERS', count: 3 });
    actor.send({ type: 'DECLARE_BLOCKERS', count: 1 });
    actor.send({ type: 'DECLARE_BLOCKERS', count: 2 });
    actor.send({ type: 'DAMAGE' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.attackers, actor.getSnapshot().context.blockers]).toEqual(['combatDamage', 3, 3]);
    actor.send({ type: 'DAMAGE' });
    expect(actor.getSnapshot().value).toBe('combatDamage');
    actor.send({ type: 'END' });
    expect(actor.getSnapshot().context).toMatchObject({ attackers: 0, blockers: 0 });
  });

  it('506.4 a combat can end before its damage (END from any state of combat)', () => {
    expect(play([{ type: 'BEGIN' }, { type: 'END' }])).toEqual(['declareAttackers', 'idle']);
    expect(play([{ type: 'BEGIN' }, { type: 'DECLARE_ATTACKERS', count: 1 }, { type: 'END' }])).toEqual(['declareAttackers', 'declareBlockers', 'idle']);
  });

  it('the rules run as the transitions\' actions when a runtime provides them, with the declaration as payload', () => {
    const did: string[] = [];
    const driven = combatMachine.provide({
      actions: {
        begin: () => did.push('begin'),
        declareAttackers: ({ event }) => did.push(`attack ${JSON.stringify((event as { payload?: unknown }).payload)}`),
        declareBlockers: ({ event }) => did.push(`block ${JSON.stringify((event as { payload?: unknown }).payload)}`),
        dealDamage: ({ event }) => did.push(`damage ${(event as { firstStrike?: boolean }).firstStrike === true}`),
        end: () => did.push('end'),
      },
    });
    const actor = createActor(driven).start();
    for (const e of [
      { type: 'BEGIN' }, { type: 'DECLARE_ATTACKERS', count: 1, payload: [7] }, { type: 'DECLARE_BLOCKERS', count: 0, payload: [] },
      { type: 'DAMAGE', firstStrike: true }, { type: 'DAMAGE' }, { type: 'END' },
    ] as CombatEvent[]) actor.send(e);
    expect(did).toEqual(['begin', 'attack [7]', 'block []', 'damage true', 'damage false', 'end']);
  });

  it('refuses declarations that are not whole numbers within max, and events out of order', () => {
    const actor = createActor(combatMachine, { input: { max: 2 } }).start();
    actor.send({ type: 'DECLARE_ATTACKERS', count: 1 }); // before BEGIN
    actor.send({ type: 'BEGIN' });
    for (const count of [3, -1, 1.5]) actor.send({ type: 'DECLARE_ATTACKERS', count });
    expect(actor.getSnapshot().value).toBe('declareAttackers');
    actor.send({ type: 'DAMAGE' }); // no damage before attackers are declared
    expect(actor.getSnapshot().value).toBe('declareAttackers');
    actor.send({ type: 'DECLARE_ATTACKERS', count: 2 });
    actor.send({ type: 'DECLARE_BLOCKERS', count: 3 });
    expect(actor.getSnapshot().context.blockers).toBe(0);
    const bad = createActor(combatMachine, { input: { max: 0 } });
    expect(String((bad.getSnapshot() as { error?: Error }).error?.message)).toMatch(/max must be an integer >= 1; got 0/);
  });
});
