import {
  __unsafe_getAllOwnEventDescriptors, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine,
  type AnyStateNode, type EventFromLogic, type InputFrom, type SnapshotFrom,
} from 'xstate';
import { combatMachine } from '../combat.ts';
import { gameMachine, type GameEvent } from '../game.ts';
import { priorityMachine } from '../priority.ts';
import { specialConditionsMachine, type SpecialConditionsMachine } from '../special-conditions.ts';
import { stackMachine } from '../stack.ts';
import { adventureSteps, magicSteps, pocketSteps, type StepDef } from '../steps.ts';
import { jumpsFor, magicJumps, type TurnJump } from '../turn-jumps.ts';
import { createTurnMachine, turnMachine, turnSnapshotAt, type TurnMachine } from '../turn.ts';
import { EXCLUSIVE_CONDITIONS, STACKING_CONDITIONS } from '../../rules/pocket/conditions.ts';
import { priorityWindowLogic } from './window.ts';

/**
 * How to enumerate one machine's paths with @xstate/graph: the logic and its input, the events to try in
 * a snapshot (its legal events with payloads), a bounded serialisation, whether simple paths are
 * enumerated too, and what a replay compares. `kind` selects the invariants a path suite checks;
 * `machine` is set for statecharts (exported and drawn), unset for composed logic.
 *
 * @example
 * for (const spec of machinePathSpecs()) console.log(spec.name, spec.kind);
 */
export interface PathSpec<L extends AnyActorLogic = AnyActorLogic> {
  name: string;
  kind: 'turn' | 'priority' | 'window' | 'stack' | 'combat' | 'game' | 'conditions';
  description: string;
  logic: L;
  machine?: AnyStateMachine;
  input: InputFrom<L>;
  events: (snapshot: SnapshotFrom<L>) => EventFromLogic<L>[];
  serializeState?: (snapshot: SnapshotFrom<L>, event?: EventFromLogic<L>) => string;
  simple: boolean;
  /** A coarser serialisation for simple paths, when `serializeState` would make too many. */
  simpleSerializeState?: (snapshot: SnapshotFrom<L>, event?: EventFromLogic<L>) => string;
  view?: (snapshot: SnapshotFrom<L>) => unknown;
  /**
   * What a replay of a simple path compares, when `simpleSerializeState` is coarser than the state: the
   * traversal records one snapshot per coarse key, so only the part the key keeps can be compared.
   */
  simpleView?: (snapshot: SnapshotFrom<L>) => unknown;
  /** For turn machines: the step list and the conditional jumps in force. */
  steps?: readonly StepDef[];
  jumps?: readonly TurnJump[];
}

type Payloads = Record<string, (snapshot: AnyMachineSnapshot) => { type: string }[]>;

/**
 * The events a machine snapshot accepts — every event type some active state node (or an ancestor)
 * handles — each with the payloads listed for its type, or bare `{ type }`. Events XState raises itself
 * (`xstate.*`) are tried only when payloads are listed for them.
 *
 * @example
 * legalEvents(createActor(combatMachine).getSnapshot(), {}); // [{ type: 'BEGIN' }]
 */
export function legalEvents<E extends { type: string }>(snapshot: AnyMachineSnapshot, payloads: Payloads): E[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const list = payloads[type];
    if (list) return list(snapshot) as E[];
    return type.startsWith('xstate.') || type === '*' ? [] : [{ type } as E];
  });
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const guardsOf = (snapshot: AnyMachineSnapshot, event: string): string[] =>
  (snapshot._nodes as AnyStateNode[]).flatMap((node) =>
    (node.transitions.get(event) ?? []).map((t) => (typeof t.guard === 'string' ? t.guard : '')),
  );

/** NEXT plain, plus each flag only in a step whose NEXT has a guard that reads it (so simple paths stay few). */
function turnEvents(snapshot: AnyMachineSnapshot) {
  const guards = guardsOf(snapshot, 'NEXT');
  return [
    { type: 'NEXT' },
    ...(guards.includes('noAttackers') ? [{ type: 'NEXT', noAttackers: true }] : []),
    ...(guards.some((g) => g === 'firstStrike' || g === 'noFirstStrike') ? [{ type: 'NEXT', firstStrike: true }] : []),
  ];
}

function turnSpec(name: string, steps: readonly StepDef[]): PathSpec<TurnMachine> {
  const machine = createTurnMachine(steps);
  return {
    name: `turn-${name}`,
    kind: 'turn',
    description: `${name} turn (${steps.length} steps), 2 players, 2 turns`,
    logic: machine,
    machine,
    input: { players: 2, maxTurn: 2 },
    events: (s) => legalEvents(s, { NEXT: turnEvents }),
    simple: true,
    steps,
    jumps: jumpsFor(steps, magicJumps),
  };
}

const seats = (players: number) => range(players);

function priorityEvents(snapshot: AnyMachineSnapshot) {
  const { players } = snapshot.context as { players: number };
  return [
    ...seats(players).map((to) => ({ type: 'GRANT', to })),
    ...seats(players).map((to) => ({ type: 'GRANT', to, active: to })),
    { type: 'GRANT', to: players }, // no such player: refused
  ];
}

function combatCounts(snapshot: AnyMachineSnapshot) {
  const { max } = snapshot.context as { max: number };
  return range(max + 2); // 0..max and one over the bound, refused
}

const gameReply = (step: string, turn: number, active: number): GameEvent => ({
  type: 'xstate.snapshot.turn',
  snapshot: turnSnapshotAt(turnMachine, { step, turn, active, players: 2 }),
});

/** The game's mirrored step only as far as it matters: whether each player took a mulligan, who won. */
const gameCoarse = (s: SnapshotFrom<typeof gameMachine>) =>
  [s.value, s.context.mulligans.map((m) => Math.min(m, 1)), s.context.winner, s.context.draw];

const CONDITIONS = [...EXCLUSIVE_CONDITIONS, ...STACKING_CONDITIONS];

/**
 * Special Conditions: every condition inflicted and recovered in every state, and RECOVER_ALL. Shortest
 * paths lead to every state *by every event* (the event is part of the serialisation, so each transition
 * ends a path of its own); simple paths walk the `turn` and `poison` regions together (with `burn` too
 * there would be over a million).
 */
function conditionsSpec(): PathSpec<SpecialConditionsMachine> {
  const regions = (s: SnapshotFrom<SpecialConditionsMachine>) => s.value as unknown as Record<string, string>;
  return {
    name: 'special-conditions',
    kind: 'conditions',
    description: 'Pocket Special Conditions of one Pokémon, every condition inflicted and recovered',
    logic: specialConditionsMachine,
    machine: specialConditionsMachine,
    input: undefined,
    events: (s) =>
      legalEvents(s, {
        INFLICT: () => CONDITIONS.map((condition) => ({ type: 'INFLICT', condition })),
        RECOVER: () => CONDITIONS.map((condition) => ({ type: 'RECOVER', condition })),
      }),
    serializeState: (s, event) => JSON.stringify([s.value, event?.type, event && 'condition' in event ? event.condition : null]),
    simpleSerializeState: (s) => JSON.stringify([regions(s).turn, regions(s).poison]),
    simpleView: (s) => [regions(s).turn, regions(s).poison],
    simple: true,
  };
}

/**
 * Every machine's path specification: the turn of each ruleset (magic, adventure, pocket), priority, the
 * stack, combat, a priority window composed of priority and the stack, the game with its turn child's
 * replies listed as events (traversal does not follow `sendTo` or run children), and Pocket's Special
 * Conditions. Each state space is bounded: 2 turns, a stack of 3 (2 in the window), 2 attackers,
 * mulligans counted as taken or not.
 *
 * @example
 * import { getShortestPaths } from '@xstate/graph';
 * const [spec] = machinePathSpecs();
 * getShortestPaths(spec.logic, { input: spec.input, events: spec.events, serializeState: spec.serializeState });
 */
export function machinePathSpecs(): PathSpec[] {
  const specs: PathSpec<never>[] = [];
  const add = <L extends AnyActorLogic>(spec: PathSpec<L>) => specs.push(spec as never);
  add(turnSpec('magic', magicSteps));
  add(turnSpec('adventure', adventureSteps));
  add(turnSpec('pocket', pocketSteps));
  add({
    name: 'priority',
    kind: 'priority',
    description: 'priority, 2 players',
    logic: priorityMachine,
    machine: priorityMachine,
    input: { players: 2, active: 0 },
    events: (s) => legalEvents(s, { GRANT: priorityEvents }),
    simple: true,
  });
  add({
    name: 'stack',
    kind: 'stack',
    description: 'stack, bounded at 3',
    logic: stackMachine,
    machine: stackMachine,
    input: { max: 3 },
    events: (s) => legalEvents(s, {}),
    simple: true,
  });
  add({
    name: 'combat',
    kind: 'combat',
    description: 'combat, at most 2 attackers and blockers',
    logic: combatMachine,
    machine: combatMachine,
    input: { max: 2 },
    events: (s) =>
      legalEvents(s, {
        DECLARE_ATTACKERS: (snap) => combatCounts(snap).map((count) => ({ type: 'DECLARE_ATTACKERS', count })),
        DECLARE_BLOCKERS: (snap) => combatCounts(snap).map((count) => ({ type: 'DECLARE_BLOCKERS', count })),
        DAMAGE: () => [{ type: 'DAMAGE' }, { type: 'DAMAGE', firstStrike: true }],
      }),
    simple: true,
  });
  add({
    name: 'window',
    kind: 'window',
    description: 'a priority window: priority and the stack (bound 2), 2 players',
    logic: priorityWindowLogic,
    input: { players: 2, active: 0, maxStack: 2 },
    events: (s) => (s.context.ended ? [] : [{ type: 'CAST' as const }, { type: 'PASS' as const }]),
    serializeState: (s) => JSON.stringify(s.context),
    simple: true,
  });
  add({
    name: 'game',
    kind: 'game',
    description: 'game, 2 players, turn child replies as events',
    logic: gameMachine,
    machine: gameMachine,
    input: { players: 2 },
    events: (s) =>
      legalEvents(s, {
        MULLIGAN: () => [0, 1].map((player) => ({ type: 'MULLIGAN', player })),
        KEEP_ALL: () => [{ type: 'KEEP_ALL' }, { type: 'KEEP_ALL', first: 1 }],
        STEP_NEXT: () => [{ type: 'STEP_NEXT' }, { type: 'STEP_NEXT', firstStrike: true }, { type: 'STEP_NEXT', noAttackers: true }],
        PRIORITY_GRANT: () => [{ type: 'PRIORITY_GRANT', to: 1 }, { type: 'PRIORITY_GRANT', to: 0, active: 0 }],
        GAME_OVER: () => [{ type: 'GAME_OVER', winner: 1 }, { type: 'GAME_OVER', draw: true }, { type: 'GAME_OVER' }],
        'xstate.snapshot.turn': () => [gameReply('untap', 1, 0), gameReply('upkeep', 1, 0), gameReply('upkeep', 2, 1)],
      }),
    // For shortest paths the last event's type is part of the state, so that each forwarded event (a
    // self-loop of `playing`) ends a path of its own; simple paths without it stay in the hundreds.
    serializeState: (s, event) => JSON.stringify([...gameCoarse(s), s.context.step, s.context.turn, event?.type]),
    simpleSerializeState: (s) => JSON.stringify([...gameCoarse(s), s.context.step, s.context.turn]),
    simple: true,
    view: gameCoarse,
  });
  add(conditionsSpec());
  return specs;
}
