import { assign, setup } from 'xstate';

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
 * Input of {@link combatMachine}. `max` (default 1000) is the most attackers or blockers a combat may have;
 * larger declarations are refused. Small values keep graph traversal short.
 *
 * @example
 * createActor(combatMachine, { input: { max: 2 } });
 */
export interface CombatInput {
  max?: number;
}

/**
 * Events of {@link combatMachine}. `BEGIN` starts combat (CR 507); `DECLARE_ATTACKERS` (CR 508.1) with `count`
 * attacking creatures; `DECLARE_BLOCKERS` (CR 509.1), one declaration per defending player, with `count` blocking
 * creatures (default 0); `DAMAGE` when a combat damage step deals its damage (CR 510), `firstStrike` for the extra
 * step of first and double strike (CR 510.4); `END` when the end of combat step ends (CR 511.3). A runtime's
 * declarations also carry what was declared (`payload`), for the actions it provides.
 *
 * @example
 * actor.send({ type: 'DECLARE_BLOCKERS', count: 1 });
 */
export type CombatEvent =
  | { type: 'BEGIN' }
  | { type: 'DECLARE_ATTACKERS'; count: number; payload?: unknown }
  | { type: 'DECLARE_BLOCKERS'; count?: number; payload?: unknown }
  | { type: 'DAMAGE'; firstStrike?: boolean }
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

const END = { target: '#combat.idle', actions: ['end', 'reset'] } as const;

/**
 * One combat phase: `idle` → BEGIN → `declareAttackers` → DECLARE_ATTACKERS → `declareBlockers`, or `ended` when
 * no creature attacks (CR 508.8); in `declareBlockers` each defending player's DECLARE_BLOCKERS (CR 509.1, 802.4);
 * DAMAGE with `firstStrike` → `firstStrikeDamage` (CR 510.4) → DAMAGE → `combatDamage`, or DAMAGE → `combatDamage`
 * at once; END → `idle` from any state of combat (a combat can end before its damage, CR 506.4).
 *
 * The transitions carry the rules as actions, which a runtime provides (`machine.provide`): `begin` starts the
 * combat, `declareAttackers` and `declareBlockers` record a declaration (its `payload`), `dealDamage` deals a
 * damage step's damage, `end` ends the combat (the runtime sends only declarations the rules accept). By default
 * they do nothing, so the machine alone walks the steps for graph traversal.
 *
 * @example
 * import { createActor } from 'xstate';
 * const actor = createActor(combatMachine).start();
 * actor.send({ type: 'BEGIN' });
 * actor.send({ type: 'DECLARE_ATTACKERS', count: 2 });
 * actor.send({ type: 'DECLARE_BLOCKERS', count: 1 });
 * actor.send({ type: 'DAMAGE' });
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
      event.type === 'DECLARE_BLOCKERS' && countIn(event.count ?? 0, 0, context.max - context.blockers),
    firstStrike: ({ event }) => event.type === 'DAMAGE' && event.firstStrike === true,
    regularDamage: ({ event }) => event.type === 'DAMAGE' && event.firstStrike !== true,
  },
  actions: {
    begin: () => {},
    declareAttackers: () => {},
    declareBlockers: () => {},
    dealDamage: () => {},
    end: () => {},
    recordAttackers: assign({
      attackers: ({ event }) => (event.type === 'DECLARE_ATTACKERS' ? event.count : 0),
    }),
    recordBlockers: assign({
      blockers: ({ context, event }) => context.blockers + (event.type === 'DECLARE_BLOCKERS' ? (event.count ?? 0) : 0),
    }),
    reset: assign({ attackers: 0, blockers: 0 }),
  },
}).createMachine({
  id: 'combat',
  initial: 'idle',
  context: ({ input }) => combatContext(input),
  states: {
    idle: { on: { BEGIN: { target: 'declareAttackers', actions: 'begin' } } },
    declareAttackers: {
      on: {
        DECLARE_ATTACKERS: [
          { guard: 'noAttackers', target: 'ended', actions: 'declareAttackers' },
          { guard: 'validAttackers', target: 'declareBlockers', actions: ['recordAttackers', 'declareAttackers'] },
        ],
        END,
      },
    },
    declareBlockers: {
      on: {
        DECLARE_BLOCKERS: { guard: 'validBlockers', actions: ['recordBlockers', 'declareBlockers'] },
        DAMAGE: [
          { guard: 'firstStrike', target: 'firstStrikeDamage', actions: 'dealDamage' },
          { target: 'combatDamage', actions: 'dealDamage' },
        ],
        END,
      },
    },
    firstStrikeDamage: { on: { DAMAGE: { guard: 'regularDamage', target: 'combatDamage', actions: 'dealDamage' }, END } },
    combatDamage: { on: { END } },
    ended: { on: { END } },
  },
});

/**
 * The type of {@link combatMachine}.
 *
 * @example
 * const ref: ActorRefFrom<CombatMachine> = createActor(combatMachine);
 */
export type CombatMachine = typeof combatMachine;
