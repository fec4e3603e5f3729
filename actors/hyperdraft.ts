/**
 * Hyperdraft: a TypeScript framework for card games with tournament-grade rules — the rules engine
 * (`hyperdraft/rules`), the XState machines (`hyperdraft/machines`), the actors runtime
 * (`hyperdraft/actors`) and the card loader (`hyperdraft/cards`), all from one entry point.
 *
 * @example
 * import { newGame, randomPolicy, loadCardPool, loadDeck, priorityMachine } from 'hyperdraft';
 */
export * from '../rules/index.ts';
export * from '../rules/cards/index.ts';
export * from '../machines/index.ts';
export * from './index.ts';
// Both the rules and the machines have a `GameEvent`: the rules' (what happened in a game) is the
// package's; the game machine's events are `GameMachineEvent`.
export type { GameEvent } from '../rules/index.ts';
export type { GameEvent as GameMachineEvent } from '../machines/index.ts';
