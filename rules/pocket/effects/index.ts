/** Card effects: the context they resolve in, target choices, coin flips, and the effect runner. */
export { effectContext, targetOptions, chooseTarget, isChosen, flipCoin, pickRandom, type EffectContext } from './context.ts';
export { runEffects, beforeDamage, unusable, targetSlots, type TargetSlot } from './run.ts';
