/** Barrel of rules/triggers/: its public functions and types. */
export * from './detect.ts';
export * from './match.ts';
export * from './to-stack.ts';
