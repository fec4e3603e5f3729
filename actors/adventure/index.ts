/** The Adventure Cards runtime: the game, its start, a random policy, the log formatter. */
export { AdventureGame, adventureTurnMachine, type AdventureGameOptions } from './game.ts';
export { newAdventureGame, type NewAdventureGameOptions } from './setup.ts';
export { adventureRandomPolicy } from './random-policy.ts';
export { formatAdventureEvent } from './format-event.ts';
export { adventureRuleset } from './definition.ts';
export { restoreAdventureGame } from './restore.ts';
