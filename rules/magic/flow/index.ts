/** Barrel of rules/magic/flow/: its public functions and types. */
export * from './leave-game.ts';
export * from './loops.ts';
export * from './opening-hand.ts';
export * from './priority.ts';
export * from './shortcuts.ts';
export * from './find-loop.ts';
export * from './turn-actions.ts';
