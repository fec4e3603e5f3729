/** Barrel of rules/magic/combat/: its public functions and types. */
export * from './attack.ts';
export * from './block.ts';
export * from './damage.ts';
export * from './defenders.ts';
export * from './phase.ts';
