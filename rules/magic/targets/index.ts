/** Barrel of rules/magic/targets/: its public functions and types. */
export * from './legal.ts';
export * from './becomes-target.ts';
