/** Barrel of rules/pocket/flow/: its public functions and types. */
export * from './checkup.ts';
export * from './settle.ts';
export * from './setup.ts';
export * from './turn.ts';
