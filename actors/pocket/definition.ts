/**
 * Pokémon TCG Pocket as a ruleset definition for the shared runtime (actors/ruleset.ts): its steps, its turn flow
 * (actors/pocket/flow.ts), its actions' boundary check, its rules as the core's event pipeline, its player actors
 * and the requests they are sent, and what each player may see.
 */
import { createTurnMachine, pocketSteps } from '../../machines/index.ts';
import type { TurnMachine } from '../../machines/index.ts';
import type { GameState, PlayerId } from '../../rules/index.ts';
import { checkPocketAction, createPocketRules, pocketViewEvent, pocketViewOf, side } from '../../rules/pocket/index.ts';
import type { PocketAction, PocketDecision, PocketGameState, PocketPool, PocketView } from '../../rules/pocket/index.ts';
import type { PlayerLogic } from '../game-actor.ts';
import { SeenBy } from '../requests.ts';
import type { FlowRuleset } from '../ruleset.ts';
import type { RedactEvent } from '../views/index.ts';
import { PocketFlow } from './flow.ts';
import { pocketPlayerLogic, requestPocketAction, requestPocketChoice, type PocketPlayerActor } from './player-actor.ts';

/** The Pocket turn: start, main, end, with no conditional steps. */
export const pocketTurnMachine: TurnMachine = createTurnMachine(pocketSteps, { conditional: [] });

/** A Pocket player's view, as the requests to its policy give it. */
const seenByPocket = (state: GameState, player: PlayerId) => pocketViewOf(state as PocketGameState, player);

/**
 * Pocket on the shared runtime.
 * @example new RulesetGame(pocketRuleset, state, { cards: pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] })
 */
export const pocketRuleset: FlowRuleset<PocketGameState, PocketPool, PocketView, PocketAction, PocketDecision> = {
  name: 'pocket',
  steps: pocketSteps,
  turn: pocketTurnMachine,
  rules: createPocketRules,
  magicCards: { get: () => undefined, require: (n) => { throw new Error(`the Pocket rules have no Magic card "${n}"`); } },
  view: pocketViewOf,
  viewEvent: pocketViewEvent as RedactEvent<PocketGameState>,
  flow: (host) => new PocketFlow(host),
  check: (state, input) => checkPocketAction(state, input),
  codes: 'pocket',
  playerLogic: pocketPlayerLogic as unknown as PlayerLogic,
  seats: (core, players, pool) => {
    const actors = players as readonly PocketPlayerActor[];
    return {
      action: (p, legal, _lands, later, failed) => requestPocketAction(actors[p.player]!, Object.assign(new SeenBy(core(), p.player, pool, seenByPocket), { decision: p, legal, active: side(core(), p.player).active }), later, failed),
      choice: (c, later, failed) => requestPocketChoice(actors[c.player]!, c, new SeenBy(core(), c.player, pool, seenByPocket), later, failed),
    };
  },
};
