/**
 * Magic as a ruleset of the shared runtime (actors/ruleset.ts): its steps and turn machine, its turn flow
 * (actors/magic-flow.ts: priority, the stack, combat), the boundary check of its actions, the Magic rules as the
 * core's event pipeline, the shared player actors with their land plays offered apart, an actor per permanent,
 * and what each player may see (CR 400.2).
 */
import { turnMachine } from '../machines/index.ts';
import { magicRules, viewEvent, viewOf } from '../rules/index.ts';
import type { CardSource, GameState, PendingDecision, PlayerAction, PlayerView } from '../rules/index.ts';
import { checkedAtBoundary } from './boundary.ts';
import { MagicFlow, type MagicFlowLimits } from './magic-flow.ts';
import { playerLogic, type PlayerActor } from './player-actor.ts';
import type { FlowRuleset } from './ruleset.ts';
import { playerSeats } from './seats.ts';

/** Magic's cards come from the game's own pool (`cardSource`), never from this. */
const NONE: CardSource = { get: () => undefined, require: (name) => { throw new Error(`no card "${name}": a Magic game looks its cards up in its own pool`); } };

/**
 * Magic on the shared runtime, with a game's limits (its steps, last turn and bound on resolutions).
 * @example new RulesetGame(magicRuleset({ steps: magicSteps, maxTurns: 200, maxResolutions: 1_000_000 }), state, { cards: pool, policies })
 */
export function magicRuleset(limits: MagicFlowLimits): FlowRuleset<GameState, CardSource, PlayerView, PlayerAction, PendingDecision> {
  return {
    name: 'magic',
    steps: limits.steps,
    turn: turnMachine,
    rules: () => magicRules,
    magicCards: NONE,
    cardSource: (pool) => pool,
    view: viewOf,
    viewEvent,
    flow: (host) => new MagicFlow(host, limits),
    check: checkedAtBoundary,
    codes: 'action',
    playerLogic,
    seats: (core, players) => playerSeats(core, players as readonly PlayerActor[]),
    objectActors: true,
  };
}
