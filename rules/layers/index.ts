/** Barrel of rules/layers/: its public functions and types. */
export * from './base.ts';
export * from './compute.ts';
export * from './entries.ts';
export * from './keyword-abilities.ts';
export * from './parts.ts';
export * from './types.ts';
