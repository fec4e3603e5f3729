import { and, assign, setup } from 'xstate';

/**
 * Context of {@link combatMachine}: how many creatures attack and block; `max` bounds both counts.
 *
 * @example
 * const { attackers, blockers } = actor.getSnapshot().context;
 */
export interface CombatContext {
  attackers: number;
  blockers: number;
  max: number;
}

/**
 * Input of {@link combatMachine}. `max` (default 1000) is the most attackers or blockers a declaration
 * may have; larger declarations are refused. Small values keep graph traversal short.
 *
 * @example
 * createActor(combatMachine, { input: { max: 2 } });
 */
export interface CombatInput {
  max?: number;
}

/**
 * Events of {@link combatMachine}. `BEGIN` starts combat (CR 507); `DECLARE_ATTACKERS` (CR 508.1) with
 * `count` attacking creatures; `DECLARE_BLOCKERS` (CR 509.1) with `count` blocking creatures (default 0)
 * and whether any attacking or blocking creature has first strike or double strike (CR 510.4);
 * `DAMAGE_DEALT` when a combat damage step's damage is dealt (CR 510.2); `END` leaves the end of combat
 * step (CR 511.3).
 *
 * @example
 * actor.send({ type: 'DECLARE_BLOCKERS', firstStrike: true, count: 1 });
 */
export type CombatEvent =
  | { type: 'BEGIN' }
  | { type: 'DECLARE_ATTACKERS'; count: number }
  | { type: 'DECLARE_BLOCKERS'; firstStrike: boolean; count?: number }
  | { type: 'DAMAGE_DEALT' }
  | { type: 'END' };

/**
 * Default largest declaration.
 *
 * @example
 * createActor(combatMachine, { input: { max: DEFAULT_COMBAT_MAX * 2 } });
 */
export const DEFAULT_COMBAT_MAX = 1000;

function combatContext(input: CombatInput | void): CombatContext {
  const max = input?.max ?? DEFAULT_COMBAT_MAX;
  if (!Number.isInteger(max) || max < 1) throw new Error(`combat: max must be an integer >= 1; got ${max}`);
  return { attackers: 0, blockers: 0, max };
}

function countIn(n: unknown, min: number, max: number): boolean {
  return Number.isInteger(n) && (n as number) >= min && (n as number) <= max;
}

/**
 * One combat phase: `idle` → BEGIN → `declareAttackers` → DECLARE_ATTACKERS → `declareBlockers`, or
 * `ended` when no creature attacks (CR 508.8) → DECLARE_BLOCKERS → `firstStrikeDamage` (only with first
 * or double strike, CR 510.4) → DAMAGE_DEALT → `combatDamage` → DAMAGE_DEALT → `ended` → END → `idle`.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(combatMachine).start();
 * actor.send({ type: 'BEGIN' });
 * actor.send({ type: 'DECLARE_ATTACKERS', count: 2 });
 * actor.send({ type: 'DECLARE_BLOCKERS', firstStrike: false, count: 1 });
 * actor.getSnapshot().value; // 'combatDamage'
 */
export const combatMachine = setup({
  types: {
    context: {} as CombatContext,
    events: {} as CombatEvent,
    input: {} as CombatInput | void,
  },
  guards: {
    noAttackers: ({ event }) => event.type === 'DECLARE_ATTACKERS' && event.count === 0,
    validAttackers: ({ context, event }) => event.type === 'DECLARE_ATTACKERS' && countIn(event.count, 1, context.max),
    validBlockers: ({ context, event }) =>
      event.type === 'DECLARE_BLOCKERS' && countIn(event.count ?? 0, 0, context.max),
    firstStrike: ({ event }) => event.type === 'DECLARE_BLOCKERS' && event.firstStrike === true,
  },
  actions: {
    recordAttackers: assign({
      attackers: ({ event }) => (event.type === 'DECLARE_ATTACKERS' ? event.count : 0),
    }),
    recordBlockers: assign({
      blockers: ({ event }) => (event.type === 'DECLARE_BLOCKERS' ? (event.count ?? 0) : 0),
    }),
    reset: assign({ attackers: 0, blockers: 0 }),
  },
}).createMachine({
  id: 'combat',
  initial: 'idle',
  context: ({ input }) => combatContext(input),
  states: {
    idle: { on: { BEGIN: 'declareAttackers' } },
    declareAttackers: {
      on: {
        DECLARE_ATTACKERS: [
          { guard: 'noAttackers', target: 'ended' },
          { guard: 'validAttackers', target: 'declareBlockers', actions: 'recordAttackers' },
        ],
      },
    },
    declareBlockers: {
      on: {
        DECLARE_BLOCKERS: [
          { guard: and(['validBlockers', 'firstStrike']), target: 'firstStrikeDamage', actions: 'recordBlockers' },
          { guard: 'validBlockers', target: 'combatDamage', actions: 'recordBlockers' },
        ],
      },
    },
    firstStrikeDamage: { on: { DAMAGE_DEALT: 'combatDamage' } },
    combatDamage: { on: { DAMAGE_DEALT: 'ended' } },
    ended: { on: { END: { target: 'idle', actions: 'reset' } } },
  },
});

/**
 * The type of {@link combatMachine}.
 *
 * @example
 * const ref: ActorRefFrom<CombatMachine> = createActor(combatMachine);
 */
export type CombatMachine = typeof combatMachine;
