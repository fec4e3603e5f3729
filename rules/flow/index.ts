/** Barrel of rules/flow/: its public functions and types. */
export * from './loops.ts';
export * from './opening-hand.ts';
export * from './priority.ts';
export * from './turn-actions.ts';
