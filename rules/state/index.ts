/** Barrel of rules/state/: its public functions and types. */
export * from './clone.ts';
export * from './counters.ts';
export * from './create.ts';
export * from './rng.ts';
export * from './spells-cast.ts';
export * from './types.ts';
export * from './compact-state.ts';
export * from './same-json.ts';
