/** Hyperdraft actors: the game runtime, player actors and policies, game-object actors, event streams. */
export { Game } from './game.ts';
export type { GameOptions } from './game.ts';
export { newGame } from './setup.ts';
export type { NewGameOptions } from './setup.ts';
export type { Policy, DecisionRequest } from './policy.ts';
export { randomPolicy } from './random-policy.ts';
export { scriptedPolicy } from './scripted-policy.ts';
export type { Script } from './scripted-policy.ts';
export { playerLogic, playerMachine, createPlayerActor } from './player-actor.ts';
export { gameObjectLogic, ObjectActors, type GameObjectActor, type GameObjectEvent, type GameObjectInput } from './object-actor.ts';
export { EventBus } from './streams.ts';
export { mirrorMachines } from './mirror.ts';
export type { Inspect, MachineMirror } from './mirror.ts';
export { formatEvent } from './format-event.ts';
