/** Barrel of scripts/lib/: its public functions and types. */
export * from './args.ts';
export * from './decks.ts';
export * from './machine-docs.ts';
export * from './play-adventure.ts';
export * from './pocket.ts';
export * from './root.ts';
export * from './rulesets.ts';
export * from './magic-invariants.ts';
