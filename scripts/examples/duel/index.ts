/** Duel: a small card game of its own on the shared runtime (docs/new-ruleset.md walks through it). */
export { duelPool, duelPoolFrom, duelDeck, DuelCardSchema, type DuelCard, type DuelPool } from './cards.ts';
export { createDuelState, type DuelState } from './state.ts';
export { duelRules } from './rules.ts';
export { duelWindow, beginDuelTurn, beginDuelStep, endDuelStep } from './flow.ts';
export { duelLegalActions, performDuelAction } from './actions.ts';
export { duelRuleset, duelSteps } from './definition.ts';
export { newDuelGame, duelRandomPolicy, type DuelGame } from './game.ts';
