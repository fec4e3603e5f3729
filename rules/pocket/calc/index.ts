/** Barrel of rules/pocket/calc/: its public functions and types. */
export * from './damage.ts';
export * from './energy.ts';
export * from './retreat.ts';
export * from './evolve-block.ts';
