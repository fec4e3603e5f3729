/** The active-effects registry (seeds/active-effects-design.md): model, registration and clean-up, queries, stacking. */
export * from './types.ts';
export { registerEffect, endEffect, endEffectsOf, expireEffects, type EffectOrigin } from './registry.ts';
export { queryEffects, isLive, appliesToPokemon, appliesToPlayer, suppressor, abilityLock, effectsOf, type QueryResult } from './query.ts';
export { combine, type Contribution } from './combine.ts';
export { applyModifiers } from './modifier.ts';
export { parseCondition, type ConditionClause, type ConditionBindings } from './modifier-condition.ts';
export { conditionHolds } from './condition-holds.ts';
