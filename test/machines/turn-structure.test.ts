import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  adventureSteps, createTurnMachine, magicSteps, pocketSteps, turnMachine, turnSnapshotAt,
  type TurnEvent, type TurnMachine,
} from '../../machines/index.ts';
import { replayAll, valuesReached } from './replay.ts';

type Snap = SnapshotFrom<TurnMachine>;
const names = magicSteps.map((s) => s.name);
const at = (s: Snap) => names.indexOf(String(s.value));
const NEXT: TurnEvent = { type: 'NEXT' };
const NO_ATTACKERS: TurnEvent = { type: 'NEXT', noAttackers: true };
const FIRST_STRIKE: TurnEvent = { type: 'NEXT', firstStrike: true };
// Flags only where they matter, plus the flag that must be ignored there, so simple paths stay few.
const eventsFor = (s: Snap): TurnEvent[] =>
  s.value === 'declare_attackers' || s.value === 'declare_blockers' ? [NEXT, NO_ATTACKERS, FIRST_STRIKE] : [NEXT];

/** The invariants of the Magic turn, checked after every event of every path. */
function checkMagicTurn(next: Snap, event: TurnEvent, prev: Snap): void {
  const { turn, active, players, maxTurn } = next.context;
  expect(turn).toBeLessThanOrEqual(maxTurn);
  expect(active).toBe((turn - 1) % players);
  expect(next.hasTag('priority')).toBe(magicSteps[at(next)]!.priority);
  if (prev.value === 'cleanup') {
    if (prev.context.turn === maxTurn) expect([next.value, turn]).toEqual(['cleanup', maxTurn]);
    else expect([next.value, turn]).toEqual(['untap', prev.context.turn + 1]);
    return;
  }
  expect(turn).toBe(prev.context.turn);
  let expected = names[at(prev) + 1];
  if (prev.value === 'declare_attackers' && event.noAttackers) expected = 'end_of_combat';
  if (prev.value === 'declare_blockers' && !event.firstStrike) expected = 'combat_damage';
  expect(next.value).toBe(expected);
  if (next.value === 'first_strike_damage') expect(event.firstStrike).toBe(true);
}

describe('turn structure: graph paths', () => {
  const input = { players: 2, maxTurn: 2 };

  it('500.1 shortest paths reach all 13 Magic steps in each of the 2 bounded turns, invariants hold on replay', () => {
    const paths = getShortestPaths(turnMachine, { input, events: [NEXT, NO_ATTACKERS, FIRST_STRIKE] });
    expect(paths).toHaveLength(26);
    expect(valuesReached(paths)).toEqual(new Set(names));
    expect(replayAll(turnMachine, input, paths, checkMagicTurn)).toBeGreaterThan(26);
  });

  it('508.8 and 510.4 every simple path follows the step order, skipping combat only without attackers', () => {
    const paths = getSimplePaths(turnMachine, { input, events: eventsFor });
    // per turn: 1 route without attackers, 2 attacker events x 3 blocker events with attackers
    const complete = paths.filter((p) => p.state.value === 'cleanup' && p.state.context.turn === 2);
    expect(complete).toHaveLength(7 * 7);
    expect(replayAll(turnMachine, input, paths, checkMagicTurn)).toBeGreaterThan(paths.length);
  });

  it('500.1 with 3 players the active player rotates 0, 1, 2, 0', () => {
    const three = { players: 3, maxTurn: 4 };
    const paths = getShortestPaths(turnMachine, { input: three, events: [NEXT] });
    expect(paths).toHaveLength(4 * 12); // plain NEXT: no first strike step, 12 steps a turn
    const untaps = paths.filter((p) => p.state.value === 'untap').map((p) => p.state.context.active);
    expect(untaps.sort()).toEqual([0, 0, 1, 2]);
    replayAll(turnMachine, three, paths, checkMagicTurn);
  });
});

describe('turn structure: transitions', () => {
  const run = (events: TurnEvent[], input = {}) => {
    const actor = createActor(turnMachine, { input }).start();
    return events.map((e) => (actor.send(e), String(actor.getSnapshot().value)));
  };

  it('508.8 with no attackers, declare_attackers goes straight to end_of_combat', () => {
    expect(run([NEXT, NEXT, NEXT, NEXT, NEXT, NO_ATTACKERS]).at(-1)).toBe('end_of_combat');
  });

  it('510.4 the first strike damage step happens only when flagged', () => {
    expect(run([...Array(6).fill(NEXT), FIRST_STRIKE]).at(-1)).toBe('first_strike_damage');
    expect(run([...Array(6).fill(NEXT), NEXT]).at(-1)).toBe('combat_damage');
    expect(run([...Array(5).fill(NEXT), FIRST_STRIKE, NO_ATTACKERS]).at(-1)).toBe('combat_damage');
  });

  it('500.1 after cleanup the next turn begins with the next player active', () => {
    const actor = createActor(turnMachine, { input: { players: 2, active: 1, turn: 5 } }).start();
    for (let i = 0; i < 11; i++) actor.send(NEXT); // no first strike step
    expect(actor.getSnapshot().value).toBe('cleanup');
    actor.send(NEXT);
    expect(actor.getSnapshot().value).toBe('untap');
    expect(actor.getSnapshot().context).toMatchObject({ turn: 6, active: 0 });
  });

  it('refuses NEXT from the last step of maxTurn', () => {
    const actor = createActor(turnMachine, { snapshot: turnSnapshotAt(turnMachine, { step: 'cleanup', turn: 3, active: 0, players: 2, maxTurn: 3 }) }).start();
    actor.send(NEXT);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.turn]).toEqual(['cleanup', 3]);
  });

  it('turnSnapshotAt starts a scenario mid-game, and the snapshot persists', () => {
    const snapshot = turnSnapshotAt(turnMachine, { step: 'declare_blockers', turn: 3, active: 1, players: 2 });
    const actor = createActor(turnMachine, { snapshot }).start();
    actor.send(FIRST_STRIKE);
    const restored = createActor(turnMachine, { snapshot: actor.getPersistedSnapshot() }).start();
    restored.send(NEXT);
    expect(restored.getSnapshot().value).toBe('combat_damage');
    expect(restored.getSnapshot().context).toMatchObject({ turn: 3, active: 1, players: 2 });
  });

  it('turnSnapshotAt names the steps when the step is unknown', () => {
    expect(() => turnSnapshotAt(turnMachine, { step: 'combat', turn: 1, active: 0, players: 2 })).toThrow(
      /unknown step "combat"; this turn has: untap, upkeep/,
    );
    expect(() => turnSnapshotAt(turnMachine, { step: 'end', turn: 1, active: 2, players: 2 })).toThrow(/active must be a player index in 0\.\.1; got 2/);
  });

  it('an invalid input puts the actor in error with a message that says what to fix', () => {
    const actor = createActor(turnMachine, { input: { players: 0 } });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String((actor.getSnapshot() as { error?: Error }).error?.message)).toMatch(/players must be an integer >= 1; got 0/);
  });
});

describe('turn structure: other rulesets', () => {
  it('the Adventure turn is linear: 6 steps a turn, and the Magic jumps do not apply', () => {
    const machine = createTurnMachine(adventureSteps);
    const paths = getShortestPaths(machine, { input: { maxTurn: 2 }, events: [NEXT, NO_ATTACKERS] });
    expect(paths).toHaveLength(12);
    expect(valuesReached(paths)).toEqual(new Set(adventureSteps.map((s) => s.name)));
  });

  it('the Pocket turn cycles start, main, end with the priority tag on main only', () => {
    const actor = createActor(createTurnMachine(pocketSteps)).start();
    const seen = [0, 1, 2, 3].map(() => {
      const s = actor.getSnapshot();
      actor.send(NEXT);
      return `${String(s.value)}:${s.hasTag('priority')}:${s.context.turn}`;
    });
    expect(seen).toEqual(['start:false:1', 'main:true:1', 'end:false:1', 'start:false:2']);
  });

  it('custom jumps: attackers -> end with no attackers; conditional: [] keeps the Magic turn linear', () => {
    const skip = createTurnMachine(adventureSteps, { conditional: [{ from: 'attackers', when: 'noAttackers', to: 'end' }] });
    const actor = createActor(skip, { snapshot: turnSnapshotAt(skip, { step: 'attackers', turn: 1, active: 0, players: 2 }) }).start();
    actor.send(NO_ATTACKERS);
    expect(actor.getSnapshot().value).toBe('end');
    const linear = createTurnMachine(magicSteps, { conditional: [] });
    expect(getShortestPaths(linear, { input: { maxTurn: 1 }, events: [NEXT, NO_ATTACKERS] })).toHaveLength(13);
  });

  it('each jump condition can drive a custom jump: firstStrike, noFirstStrike, noAttackers', () => {
    const steps = [{ name: 'a', priority: true }, { name: 'b', priority: true }, { name: 'c', priority: true }];
    for (const when of ['firstStrike', 'noFirstStrike', 'noAttackers'] as const) {
      const machine = createTurnMachine(steps, { conditional: [{ from: 'a', when, to: 'c' }] });
      const reached = [NEXT, NO_ATTACKERS, FIRST_STRIKE].map((event) => {
        const actor = createActor(machine).start();
        actor.send(event);
        return String(actor.getSnapshot().value);
      });
      expect([when, reached]).toEqual([when, when === 'firstStrike' ? ['b', 'b', 'c'] : when === 'noAttackers' ? ['b', 'c', 'b'] : ['c', 'c', 'b']]);
    }
  });

  it('rejects step lists that cannot make a turn', () => {
    expect(() => createTurnMachine([])).toThrow(/step list is empty/);
    expect(() => createTurnMachine([...pocketSteps, pocketSteps[0]!])).toThrow(/duplicate step names/);
    expect(() => createTurnMachine(pocketSteps, { conditional: [{ from: 'end', when: 'noAttackers', to: 'start' }] })).toThrow(/goes backwards/);
  });
});
