/** Barrel of rules/events/: its public functions and types. */
export * from './emit.ts';
export * from './types.ts';
