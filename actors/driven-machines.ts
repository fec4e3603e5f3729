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

/**
 * Make `host` run the rules work of `actor`'s transitions (or, with null, stop it).
 * @example driveBy(stackActor, driver)
 */
export function driveBy(actor: object, host: MachineHost | null): void {
  if (host) drivers.set(actor, host); else drivers.delete(actor);
}

/** The driver behind each stack or combat actor, found from the actor an action runs in. */
const drivers = new WeakMap<object, MachineHost>();

function run(self: object, work: (d: MachineHost, core: GameCore) => void): void {
  const d = drivers.get(self);
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

