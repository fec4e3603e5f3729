/** Adventure as a ruleset definition for the shared runtime (actors/ruleset.ts): its phases, windows, actions and rules. */
import { adventureSteps, createTurnMachine } from '../../machines/index.ts';
import type { TurnMachine } from '../../machines/index.ts';
import type { PlayerAction } from '../../rules/index.ts';
import {
  NO_MAGIC_CARDS, adventureLegalActions, adventureRules, adventureViewEvent, adventureViewOf, beginPhase, beginTurn, endPhase,
  performAdventureAction, phaseWindow,
} from '../../rules/adventure/index.ts';
import type { AdventurePool, AdventureState, AdventureView } from '../../rules/adventure/index.ts';
import type { RedactEvent } from '../views/index.ts';
import type { RulesetDefinition } from '../ruleset.ts';

/** The Adventure turn: DRAW, MAIN, ATTACKERS, BLOCKERS, BATTLE, END, with no conditional jumps. */
export function adventureTurnMachine(): TurnMachine {
  return createTurnMachine(adventureSteps, { conditional: [] });
}

/**
 * Adventure (seed 002): phases and their windows (MAIN and BATTLE: both players; ATTACKERS: the active player;
 * BLOCKERS: the other), the PHASE_* effects, and the Adventure event pipeline.
 * @example new RulesetGame(adventureRuleset, state, { cards: pool, policies })
 */
export const adventureRuleset: RulesetDefinition<AdventureState, AdventurePool, AdventureView> = {
  name: 'adventure',
  steps: adventureSteps,
  turn: adventureTurnMachine(),
  rules: adventureRules,
  magicCards: NO_MAGIC_CARDS,
  window: phaseWindow,
  expected: {
    priority: ['pass', 'cast', 'activate'],
    attackers: ['pass', 'attack'],
    blockers: ['pass', 'block'],
  } satisfies Record<string, PlayerAction['type'][]>,
  beginTurn,
  beginStep: beginPhase,
  endStep: endPhase,
  legalActions: adventureLegalActions,
  perform: performAdventureAction,
  view: adventureViewOf,
  viewEvent: adventureViewEvent as RedactEvent<AdventureState>,
};
