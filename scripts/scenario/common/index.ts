/** Barrel of scripts/scenario/common/: its public functions and types. */
export * from './compare.ts';
export * from './numbers.ts';
