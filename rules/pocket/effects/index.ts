/** Card effects: the context they resolve in, target choices, coin flips, and the effect runner. */
export { effectContext, targetOptions, chooseTarget, isChosen, flipCoin, pickRandom, type EffectContext } from './context.ts';
export { runEffects, beforeDamage, unusable, targetSlots, type TargetSlot } from './run.ts';
// seed 004 categories
export { countOf } from './count.ts';
export { extraDamagePer } from './damage-per.ts';
export { flipCoins, coinsToFlip } from './flip-coins.ts';
export { extraEnergy, extraEnergyBonus } from './extra-energy.ts';
export { discardRandomEnergy } from './discard-random-energy.ts';
export { revealHand } from './reveal-hand.ts';
export { copiedAttack, copyEffect, copyOptions } from './copy-attack.ts';
