/**
 * The Pokémon TCG Pocket ruleset on the shared rules core: cards, state, events and handlers, the
 * active-effects registry, actions, and the turn's steps. No XState here (machines/ and actors/pocket
 * drive it).
 */
import './events.ts';

export * from './types.ts';
export type { PocketEvent, PocketEvents, PocketMoveEvent } from './events.ts';
export * from './cards.ts';
export {
  createPocketState, addCard, pocket, pocketRules, side, opponent, cardOf, pokemonCardOf, mon, isInPlay, inPlay, isActive, zoneOf,
  remainingHp, newPocketPlayer, DEFAULT_MAX_TURNS, WINNING_POINTS, BENCH_SIZE,
  type PocketGameState, type PocketRules, type ForcedRandom,
} from './state.ts';
export { createPocketRules } from './rules.ts';
export * from './active-effects/index.ts';
export { attackDamage, WEAKNESS_BONUS } from './calc/damage.ts';
export { providedEnergy, canPay, type EnergyCounts } from './calc/energy.ts';
export { retreatCost, retreatBlocked, retreatPayment } from './calc/retreat.ts';
export { inflict, recover, cantAct, EXCLUSIVE_CONDITIONS, STACKING_CONDITIONS, CANT_ACT } from './conditions.ts';
export { performPocketAction, legalPocketActions, attackProblem, abilityProblem, trainerProblem, retreatProblem, evolveProblem } from './actions/index.ts';
export { flipCoin, pickRandom, targetOptions } from './effects/index.ts';
export { beginPocketStep } from './flow/turn.ts';
export { settle, knockOuts, promotionsNeeded } from './flow/settle.ts';
export { checkup, POISON_DAMAGE, BURN_DAMAGE } from './flow/checkup.ts';
export { setupPocketGame, OPENING_HAND } from './flow/setup.ts';
export { pocketInvariants } from './invariants.ts';
export { startPassiveAbilities } from './lifecycle.ts';
export * from './view.ts';
export { checkPocketAction, PocketActionSchema } from './check-action.ts';
