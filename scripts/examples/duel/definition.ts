/** Duel as a ruleset definition: what the shared runtime (RulesetGame) needs to run it. */
import { createTurnMachine } from '../../../machines/index.ts';
import type { StepDef } from '../../../machines/index.ts';
import { viewEvent, viewOf } from '../../../rules/index.ts';
import type { CardSource, GameState, PlayerView } from '../../../rules/index.ts';
import type { RulesetDefinition } from '../../../actors/index.ts';
import { duelLegalActions, performDuelAction } from './actions.ts';
import type { DuelPool } from './cards.ts';
import { beginDuelStep, beginDuelTurn, duelWindow, endDuelStep } from './flow.ts';
import { duelRules } from './rules.ts';
import type { DuelState } from './state.ts';

/** The steps of a Duel turn; `priority` marks the steps where a player acts. */
export const duelSteps: readonly StepDef[] = [
  { name: 'draw', priority: false },
  { name: 'main', priority: true },
  { name: 'combat', priority: true },
  { name: 'end', priority: false },
];

/** Duel has no Magic cards: its own pool is given to its rules. */
const NO_MAGIC: CardSource = {
  get: () => undefined,
  require: (name) => { throw new Error(`Duel has no Magic card "${name}"`); },
};

/**
 * The Duel ruleset.
 * @example const game = new RulesetGame(duelRuleset, createDuelState(1, decks), { cards: duelPool(), policies });
 */
export const duelRuleset: RulesetDefinition<DuelState, DuelPool, PlayerView> = {
  name: 'duel',
  steps: duelSteps,
  turn: createTurnMachine(duelSteps, { conditional: [] }),
  rules: duelRules,
  magicCards: NO_MAGIC,
  window: duelWindow,
  expected: { priority: ['pass', 'cast', 'concede'], attackers: ['pass', 'attack', 'concede'] },
  beginTurn: beginDuelTurn,
  beginStep: beginDuelStep,
  endStep: endDuelStep,
  legalActions: duelLegalActions,
  perform: performDuelAction,
  view: (state, player) => viewOf(state as GameState, player),
  viewEvent: (event, state, player) => viewEvent(event, state, player),
};
