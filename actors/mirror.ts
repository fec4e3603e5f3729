/**
 * Mirror machines: a stack actor and a combat actor that follow the game from its bus events, so that an
 * inspector can light their states. The rules keep the real stack and combat in the game state; these
 * actors only count and walk the statecharts. Off by default (`mirrorMachines`), so games pay nothing.
 */
import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import type { Subscription } from 'rxjs';
import { combatMachine, stackMachine } from '../machines/index.ts';
import type { GameEvent, GameState } from '../rules/index.ts';
import type { EventBus } from './streams.ts';

/** The inspection callback or observer XState's `inspect` option takes. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/**
 * The mirrored stack and combat actors, and how to stop them.
 * @example game.mirror?.stack.getSnapshot().context.size
 */
export interface MachineMirror {
  stack: Actor<typeof stackMachine>;
  combat: Actor<typeof combatMachine>;
  stop(): void;
}

const STACK_BOUND = 1000;

/** CR 506-511 as the combat machine sees them, from the step the game enters. */
function followCombat(combat: MachineMirror['combat'], step: string, state: GameState): void {
  const value = () => combat.getSnapshot().value;
  const c = state.combat;
  switch (step) {
    case 'beginning_of_combat':
      if (value() === 'ended') combat.send({ type: 'END' });
      combat.send({ type: 'BEGIN' });
      return;
    case 'declare_attackers':
      if (value() === 'idle') combat.send({ type: 'BEGIN' });
      return;
    case 'declare_blockers':
      combat.send({ type: 'DECLARE_ATTACKERS', count: c?.attackers.length ?? 0 });
      return;
    case 'first_strike_damage':
    case 'combat_damage':
      if (value() === 'declareBlockers')
        combat.send({ type: 'DECLARE_BLOCKERS', firstStrike: step === 'first_strike_damage', count: c?.blockers.length ?? 0 });
      else if (value() === 'firstStrikeDamage') combat.send({ type: 'DAMAGE_DEALT' });
      return;
    case 'end_of_combat':
      if (value() === 'declareAttackers') combat.send({ type: 'DECLARE_ATTACKERS', count: 0 });
      else if (value() === 'combatDamage') combat.send({ type: 'DAMAGE_DEALT' });
      return;
    default:
      if (value() === 'ended') combat.send({ type: 'END' });
  }
}

/**
 * Starts the mirror actors and subscribes them to `bus`: cast, activate and trigger push (only what
 * reached the stack: mana abilities do not), resolve pops with RESOLVE, counter_spell with COUNTER,
 * fizzle with FIZZLE; step events walk combat.
 *
 * @example
 * const mirror = mirrorMachines(game.bus, () => game.state, inspect);
 * mirror.stack.getSnapshot().value; // 'empty'
 */
export function mirrorMachines(bus: EventBus, state: () => GameState, inspect?: Inspect): MachineMirror {
  const options = inspect ? { inspect } : {};
  const stack = createActor(stackMachine, { ...options, input: { max: STACK_BOUND } }).start();
  const combat = createActor(combatMachine, options).start();
  const size = () => stack.getSnapshot().context.size;
  const subscription: Subscription = bus.events$.subscribe((e: GameEvent) => {
    switch (e.type) {
      case 'cast':
      case 'activate':
      case 'trigger':
        while (size() < state().stack.length && size() < STACK_BOUND) stack.send({ type: 'PUSH' });
        return;
      case 'resolve': stack.send({ type: 'RESOLVE' }); return;
      case 'counter_spell': stack.send({ type: 'COUNTER' }); return;
      case 'fizzle': stack.send({ type: 'FIZZLE' }); return;
      case 'step': followCombat(combat, e.step, state()); return;
    }
  });
  return {
    stack,
    combat,
    stop() {
      subscription.unsubscribe();
      stack.stop();
      combat.stop();
    },
  };
}
