/** Barrel of rules/magic/replacement/: its public functions and types. */
export * from './collect.ts';
export * from './damage.ts';
export * from './other.ts';
export * from './sources.ts';
export * from './zone-change.ts';
