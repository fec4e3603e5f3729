/** The Pokémon TCG Pocket runtime: game, player actors and policies, Special Conditions actors, log lines. */
export { PocketGame, pocketTurnMachine, type PocketGameOptions } from './game.ts';
export { pocketRuleset } from './definition.ts';
export { PocketFlow } from './flow.ts';
export { newPocketGame, type NewPocketGameOptions } from './setup.ts';
export type { PocketPolicy, PocketDecisionRequest, PocketChoiceRequest } from './policy.ts';
export { randomPocketPolicy } from './random-policy.ts';
export { pocketPlayerLogic, createPocketPlayer, requestPocketAction, requestPocketChoice, type PocketPlayerActor, type PocketPlayerEvent } from './player-actor.ts';
export { ConditionActors } from './condition-actors.ts';
export { formatPocketEvent } from './format.ts';
export { restorePocketGame } from './restore.ts';
