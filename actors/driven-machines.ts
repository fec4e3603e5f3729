/**
 * The stack and combat machines with the rules as their transitions' actions (see machine-driver.ts). Each actor
 * finds the host that runs its rules work from the actor an action runs in, so the machines stay plain and their
 * snapshots serializable.
 */
import { combatMachine, stackMachine } from '../machines/index.ts';
import type { CombatEvent } from '../machines/index.ts';
import {
  beginCombat, canCounter, counterNow, dealCombatDamage, declareAttackers, declareBlockers, endCombat, fizzleItem, takeTop,
} from '../rules/index.ts';
import type { GameCore, ObjectId, PlayerId, StackItem, Target } from '../rules/index.ts';

type Attackers = { id: ObjectId; target: Target }[];
type Blockers = { id: ObjectId; blocks: ObjectId }[];

/** What runs a driven actor's rules work: the game's core, with errors held for the sender (MachineDriver). */
export interface MachineHost {
  readonly core: GameCore;
  /** Run an action's rules work, holding what it throws. */
  act(work: (host: MachineHost, core: GameCore) => void): void;
  /** The top object of the stack. */
  top(core: GameCore): StackItem;
}

/** Where a driven actor keeps its host: a property of the actor (a WeakMap from actor to host would make V8's
 * young-generation collector keep every disposed game alive, since the host refers back to its actors). */
const HOST = Symbol('machine host');
type Driven = { [HOST]?: MachineHost | null };

/**
 * Make `host` run the rules work of `actor`'s transitions (or, with null, stop it).
 * @example driveBy(stackActor, driver)
 */
export function driveBy(actor: object, host: MachineHost | null): void {
  (actor as Driven)[HOST] = host;
}

/** Run an action's rules work through the host behind the stack or combat actor it runs in. */
function run(self: object, work: (d: MachineHost, core: GameCore) => void): void {
  const d = (self as Driven)[HOST];
  if (d) d.act(work);
}

const payloadOf = <T>(event: CombatEvent): T => (event as { payload?: unknown }).payload as T;

/**
 * The stack machine with the rules as its actions: `take` takes the top object off the stack as it begins to
 * resolve, `fizzle` removes it when all its targets are illegal, `counter` counters the object the event names.
 */
export const drivenStack = stackMachine.provide({
  actions: {
    take: ({ self }) => run(self, (_, core) => { takeTop(core); }),
    fizzle: ({ self }) => run(self, (d, core) => fizzleItem(core, d.top(core))),
    counter: ({ self, event }) => run(self, (_, core) => { counterNow(core, (event as { id: ObjectId }).id); }),
  },
});

/** The combat machine with the rules as its actions. */
export const drivenCombat = combatMachine.provide({
  actions: {
    begin: ({ self }) => run(self, (_, core) => beginCombat(core)),
    declareAttackers: ({ self, event }) => run(self, (_, core) => {
      const { player, attackers } = payloadOf<{ player: PlayerId; attackers: Attackers }>(event);
      declareAttackers(core, player, attackers);
    }),
    declareBlockers: ({ self, event }) => run(self, (_, core) => {
      const { player, blockers } = payloadOf<{ player: PlayerId; blockers: Blockers }>(event);
      declareBlockers(core, player, blockers);
    }),
    dealDamage: ({ self, event }) => run(self, (_, core) => dealCombatDamage(core, (event as { firstStrike?: boolean }).firstStrike === true)),
    end: ({ self }) => run(self, (_, core) => endCombat(core)),
  },
});

