import { expect } from 'vitest';
import { getNextSnapshot, type AnyActorLogic, type AnyMachineSnapshot } from 'xstate';
import {
  MAX_MULLIGANS, conditionsOf, priorityMachine, type GameEvent, type PriorityEvent, type SpecialConditionsEvent,
  type TurnCondition, type TurnMachine,
} from '../../machines/index.ts';
import { CANT_ACT, EXCLUSIVE_CONDITIONS, STACKING_CONDITIONS, inflict, recover } from '../../rules/pocket/index.ts';
import type { PathSpec, PriorityWindowContext } from '../../machines/graph/index.ts';
import type { Check } from './replay.ts';

/* Invariants of each kind of machine, checked after every replayed event. A checker may keep state
 * across a path (a pass counter, the children's last snapshots), so each path gets a fresh one. */

type Snap = AnyMachineSnapshot;
type Any = Check<AnyActorLogic>;

const holds = (when: TurnCondition, e: { noAttackers?: boolean; firstStrike?: boolean }) =>
  when === 'noAttackers' ? e.noAttackers === true : when === 'firstStrike' ? e.firstStrike === true : e.firstStrike !== true;

/** 500.1: steps follow the step list, jumps only when their condition holds, the active player rotates. */
function turnChecker(spec: PathSpec): Any {
  const steps = spec.steps!;
  const names = steps.map((s) => s.name);
  const first = (spec.input as { active?: number }).active ?? 0;
  return (next: Snap, event, prev: Snap) => {
    const { turn, active, players, maxTurn } = next.context;
    expect(turn).toBeLessThanOrEqual(maxTurn);
    expect(active).toBe((turn - 1 + first) % players);
    expect(next.hasTag('priority')).toBe(steps[names.indexOf(String(next.value))]!.priority);
    const i = names.indexOf(String(prev.value));
    if (i === names.length - 1) {
      const expected = prev.context.turn === maxTurn ? [prev.value, maxTurn] : [names[0], prev.context.turn + 1];
      return expect([next.value, turn]).toEqual(expected);
    }
    const jump = spec.jumps!.find((j) => j.from === prev.value && holds(j.when, event as never));
    expect([next.value, turn]).toEqual([jump?.to ?? names[i + 1], prev.context.turn]);
  };
}

/** 117.3c, 117.3d, 117.4: a pass counter kept outside the machine must agree with it. */
export function priorityChecker(): Any {
  let run = 0;
  return (next: Snap, e, prev: Snap) => {
    const event = e as PriorityEvent;
    const { players, holder, passes, active } = next.context;
    expect(passes).toBeLessThanOrEqual(players);
    expect(holder >= 0 && holder < players).toBe(true);
    const valid = event.type !== 'GRANT' || (event.to >= 0 && event.to < players);
    if (prev.value === 'allPassed' && event.type !== 'GRANT') run = players;
    else if (event.type === 'PASS') run += 1;
    else if (event.type === 'ACT' || (event.type === 'GRANT' && valid)) run = 0;
    expect(passes).toBe(run);
    expect(next.value).toBe(run === players ? 'allPassed' : 'open');
    if (event.type === 'ACT' && prev.value === 'open') expect(holder).toBe(prev.context.holder);
    if (event.type === 'PASS' && next.value === 'open') expect(holder).toBe((prev.context.holder + 1) % players);
    if (event.type === 'GRANT' && valid) expect([holder, active]).toEqual([event.to, event.active ?? prev.context.active]);
    if (!valid) expect(next.context).toEqual(prev.context);
  };
}

/**
 * A priority window: the caster keeps priority (117.3c); all players passing resolves the top object and
 * gives the active player priority (117.3b), or with an empty stack ends the step (500.2).
 */
function windowChecker(): Any {
  return (nextSnap, e, prevSnap) => {
    const n = (nextSnap as { context: PriorityWindowContext }).context;
    const p = (prevSnap as { context: PriorityWindowContext }).context;
    const { players, active } = n.priority.context;
    const { size, max } = n.stack.context;
    expect(n.priority.context.passes).toBeLessThanOrEqual(players);
    expect(size >= 0 && size <= max).toBe(true);
    expect(n.stack.value).toBe(size === 0 ? 'empty' : 'nonEmpty');
    expect(n.priority.value === 'allPassed').toBe(n.ended);
    if (p.ended) return expect(n).toEqual(p);
    const before = p.priority.context;
    if ((e as { type: string }).type === 'CAST') {
      if (p.stack.context.size === max) return expect(n).toEqual(p);
      expect([n.priority.context.holder, n.priority.context.passes, size]).toEqual([before.holder, 0, p.stack.context.size + 1]);
    } else if (before.passes + 1 < players) {
      expect([n.priority.context.holder, n.priority.context.passes, size, n.ended])
        .toEqual([(before.holder + 1) % players, before.passes + 1, p.stack.context.size, false]);
    } else if (p.stack.context.size > 0) {
      expect([n.priority.context.holder, n.priority.context.passes, size, n.ended]).toEqual([active, 0, p.stack.context.size - 1, false]);
    } else expect([size, n.ended]).toEqual([0, true]);
  };
}

/**
 * What the stack machine must do with an event (405.2, 405.5, 608.2, 608.2b, 701.6a): its value and size after it.
 * PUSH adds one below max; RESOLVE takes the top object off into `resolving`, RESOLVED ends that; FIZZLE pops the
 * top outside a resolution; COUNTER and REMOVE pop any object there is; anything else is refused.
 */
export function expectedStack(prev: { value: unknown; context: { size: number; max: number } }, type: string): [string, number] {
  const { size, max } = prev.context;
  const value = String(prev.value);
  const settle = (n: number): [string, number] => [n === 0 ? 'empty' : 'nonEmpty', n];
  switch (type) {
    case 'PUSH': return size < max ? [value === 'resolving' ? 'resolving' : 'nonEmpty', size + 1] : [value, size];
    case 'RESOLVE': return value === 'nonEmpty' ? ['resolving', size - 1] : [value, size];
    case 'RESOLVED': return value === 'resolving' ? settle(size) : [value, size];
    case 'FIZZLE': return value === 'nonEmpty' ? settle(size - 1) : [value, size];
    case 'COUNTER':
    case 'REMOVE':
      if (size === 0) return [value, size];
      return value === 'resolving' ? ['resolving', size - 1] : settle(size - 1);
    default: return [value, size];
  }
}

/** 405.5, 608.2b: the stack's size stays in 0..max and every pop needs an object. */
function stackChecker(): Any {
  return (next: Snap, event, prev: Snap) => {
    const { size, max } = next.context;
    expect(size >= 0 && size <= max).toBe(true);
    expect([String(next.value), size]).toEqual(expectedStack(prev as never, event.type));
  };
}

/**
 * What the combat machine must do with an event (506-511): its value, attackers and blockers after it. BEGIN from
 * idle; DECLARE_ATTACKERS once (0: straight to `ended`, 508.8); DECLARE_BLOCKERS once per defending player within
 * max (509.1); DAMAGE with first strike only right after the blocks (510.4), then the regular damage; END from any
 * state of combat back to idle.
 */
export function expectedCombat(prev: { value: unknown; context: { attackers: number; blockers: number; max: number } }, e: { type: string; count?: number; firstStrike?: boolean }): [string, number, number] {
  const { attackers, blockers, max } = prev.context;
  const value = String(prev.value);
  const whole = (n: number | undefined, min: number, top: number) => Number.isInteger(n) && n! >= min && n! <= top;
  if (e.type === 'BEGIN' && value === 'idle') return ['declareAttackers', 0, 0];
  if (e.type === 'DECLARE_ATTACKERS' && value === 'declareAttackers') {
    if (e.count === 0) return ['ended', 0, 0];
    if (whole(e.count, 1, max)) return ['declareBlockers', e.count!, 0];
  }
  if (e.type === 'DECLARE_BLOCKERS' && value === 'declareBlockers' && whole(e.count ?? 0, 0, max - blockers)) return [value, attackers, blockers + (e.count ?? 0)];
  if (e.type === 'DAMAGE' && value === 'declareBlockers') return [e.firstStrike ? 'firstStrikeDamage' : 'combatDamage', attackers, blockers];
  if (e.type === 'DAMAGE' && value === 'firstStrikeDamage' && !e.firstStrike) return ['combatDamage', attackers, blockers];
  if (e.type === 'END' && value !== 'idle') return ['idle', 0, 0];
  return [value, attackers, blockers];
}

/** 506-511: combat follows its steps; declarations within bounds; first strike only when flagged. */
function combatChecker(): Any {
  return (next: Snap, e, prev: Snap) => {
    const { attackers, blockers, max } = next.context;
    expect([next.value, attackers, blockers]).toEqual(expectedCombat(prev as never, e as never));
    expect(attackers <= max && blockers <= max).toBe(true);
  };
}

function toPriority(event: GameEvent): PriorityEvent | undefined {
  if (event.type === 'PRIORITY_PASS') return { type: 'PASS' };
  if (event.type === 'PRIORITY_ACT') return { type: 'ACT' };
  if (event.type === 'PRIORITY_GRANT') return { type: 'GRANT', to: event.to, active: event.active };
  return undefined;
}

const same = (a: Snap, b: Snap) => expect([a.value, a.context]).toEqual([b.value, b.context]);

/**
 * The composed game, on a real actor whose children run: forwarded events reach the children, a new
 * step with priority grants it to the active player (117.3a), passes never exceed the players.
 */
function gameChecker(spec: PathSpec): Any {
  const turnMachine = (spec.machine as unknown as { implementations: { actors: { turn: TurnMachine } } }).implementations.actors.turn;
  let turnBefore: Snap | undefined;
  let prioBefore: Snap | undefined;
  return (next: Snap, e, prev: Snap) => {
    const event = e as GameEvent;
    const { players, mulligans, winner, draw } = next.context;
    expect(mulligans).toHaveLength(players);
    for (const m of mulligans) expect(m >= 0 && m <= MAX_MULLIGANS).toBe(true);
    if (next.value === 'over') expect([next.status, next.output, winner !== null]).toEqual(['done', { winner, draw }, !draw]);
    else expect([winner, draw, next.status]).toEqual([null, false, 'active']);
    const turn = next.children.turn?.getSnapshot() as Snap | undefined;
    const priority = next.children.priority?.getSnapshot() as Snap | undefined;
    const [tb, pb] = [turnBefore, prioBefore];
    [turnBefore, prioBefore] = [turn, priority];
    if (next.value !== 'playing') return expect(turn ?? priority).toBeUndefined();
    expect(priority!.context.passes).toBeLessThanOrEqual(players);
    if (prev.value !== 'playing') {
      const first = event.type === 'KEEP_ALL' ? (event.first ?? 0) : -1;
      expect([turn!.value, turn!.context.active]).toEqual(['untap', first]);
      return expect(priority!.context).toEqual({ players, holder: first, passes: 0, active: first });
    }
    const grantsIfNewStep = (t: Snap) => {
      const isNew = t.value !== prev.context.step || t.context.turn !== prev.context.turn;
      if (!(isNew && t.hasTag('priority'))) return same(priority!, pb!);
      const a = t.context.active;
      expect([priority!.value, priority!.context]).toEqual(['open', { ...pb!.context, holder: a, passes: 0, active: a }]);
    };
    if (event.type === 'STEP_NEXT') {
      same(turn!, getNextSnapshot(turnMachine, tb as never, { type: 'NEXT', firstStrike: event.firstStrike, noAttackers: event.noAttackers }));
      expect([next.context.step, next.context.turn]).toEqual([turn!.value, turn!.context.turn]);
      return grantsIfNewStep(turn!);
    }
    same(turn!, tb!);
    const forwarded = toPriority(event);
    if (forwarded) {
      same(priority!, getNextSnapshot(priorityMachine, pb as never, forwarded));
      if (event.type === 'PRIORITY_ACT' && pb!.value === 'open') expect(priority!.context.holder).toBe(pb!.context.holder);
      return;
    }
    if (event.type === 'xstate.snapshot.turn') {
      expect([next.context.step, next.context.turn]).toEqual([event.snapshot.value, event.snapshot.context.turn]);
      return grantsIfNewStep(event.snapshot as Snap);
    }
    same(priority!, pb!);
  };
}

/**
 * Pocket Special Conditions: the statechart does what the rules' `inflict` and `recover` do, so Asleep,
 * Paralyzed and Confused replace each other while Poisoned and Burned stack; RECOVER_ALL (evolving, leaving
 * the Active Spot) ends them all; the tags say what the conditions stop.
 */
function conditionsChecker(): Any {
  return (next: Snap, e, prev: Snap) => {
    const event = e as SpecialConditionsEvent;
    const before = conditionsOf(prev as never);
    const after = conditionsOf(next as never);
    if (event.type === 'RECOVER_ALL') expect(after).toEqual([]);
    else expect(after).toEqual(event.type === 'INFLICT' ? inflict(before, event.condition) : recover(before, event.condition));
    expect(after.filter((c) => EXCLUSIVE_CONDITIONS.includes(c)).length).toBeLessThanOrEqual(1);
    const cantAct = after.some((c) => CANT_ACT.includes(c));
    expect([next.hasTag('cantAttack'), next.hasTag('cantRetreat')]).toEqual([cantAct, cantAct]);
    expect(next.hasTag('attackNeedsHeads')).toBe(after.includes('Confused'));
    expect(next.hasTag('checkupDamage')).toBe(after.some((c) => STACKING_CONDITIONS.includes(c)));
  };
}

/**
 * A fresh invariant checker for one path of `spec`, chosen by the spec's kind.
 *
 * @example
 * for (const path of report.shortest) replayPath(spec.logic, spec.input, path, invariantsFor(spec), spec.view);
 */
export function invariantsFor(spec: PathSpec): Any {
  switch (spec.kind) {
    case 'turn': return turnChecker(spec);
    case 'priority': return priorityChecker();
    case 'window': return windowChecker();
    case 'stack': return stackChecker();
    case 'combat': return combatChecker();
    case 'game': return gameChecker(spec);
    case 'conditions': return conditionsChecker();
  }
}
