/** Barrel of rules/magic/costs/: its public functions and types. */
export * from './mana.ts';
export * from './mana-symbols.ts';
export * from './tap.ts';
export * from './modifiers.ts';
