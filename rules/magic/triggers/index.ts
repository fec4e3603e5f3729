/** Barrel of rules/magic/triggers/: its public functions and types. */
export * from './delayed-runs.ts';
export * from './detect.ts';
export * from './match.ts';
export * from './to-stack.ts';
