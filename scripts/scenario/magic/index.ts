/** Barrel of scripts/scenario/magic/: its public functions and types. */
export * from './actions.ts';
export * from './answers.ts';
export * from './checks.ts';
export * from './events.ts';
export * from './refs.ts';
export * from './session.ts';
export * from './setup.ts';
