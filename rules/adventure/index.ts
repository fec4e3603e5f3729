/**
 * The Adventure Cards ruleset (seeds/adventure-cards-engine.md) on the Hyperdraft core: cost and effect
 * templates as data, items that instantiate them, handlers (the only code that changes the state), triggers
 * (the engine's core rules among them), actions with their timing and speeds, and the card loader.
 */
export type * from './types.ts';
export type { AdventureEvents, AdventureEventType } from './events.ts';
export { COSTS, manaCost } from './costs.ts';
export { EFFECTS, phaseEffect } from './effects.ts';
export { Registry, type Family } from './templates.ts';
export { createAdventureState, adv, isAdventureState, MAX_MANA, STARTING_LIFE, OPENING_HAND } from './state.ts';
export type { AdventureState, AdventureExtension, ManaState, QueuedTrigger } from './state.ts';
export { NO_MAGIC_CARDS, poolOf, cardOf, isCreature, power, toughness, isSick, opponentOf, battlefieldOf, type AdventureRules } from './context.ts';
export { adventureRules } from './rules.ts';
export { effectItems, costItems, effectDef, costDef, targetCount, type Binding } from './items.ts';
export { runEffect, payCost, drain, settle, batch, MAX_TRIGGER_ITEMS } from './process.ts';
export { CORE_TRIGGERS, triggerKeys, detectAdventure, type EngineTrigger } from './triggers.ts';
export { combatDamageEvents } from './combat.ts';
export { castTiming, abilityTiming, attackTiming, blockTiming } from './timing.ts';
export {
  performAdventureAction, checkCast, checkActivate, checkAttack, checkBlock, castProblem, castBaseProblem, activateProblem,
  activateBaseProblem, attackProblem, blockProblem, legalTargets, isLegalTarget, costProblem, type Problem,
} from './actions.ts';
export { adventureLegalActions } from './legal.ts';
export { phaseWindow, beginTurn, beginPhase, endPhase, type PhaseWindow } from './flow.ts';
export { handleAdventure } from './handlers/index.ts';
export { adventureInvariants } from './invariants.ts';
export {
  AdventureCardSchema, parseAdventureCard, loadAdventurePool, loadAdventureDeck, adventurePool,
  CARD_TYPES, SPEEDS, TRIGGER_KEYS, TRIGGER_SCOPES, type AdventurePool, type AdventureCardFile,
} from './cards.ts';
export * from './view.ts';
