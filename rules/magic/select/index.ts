/** Barrel of rules/magic/select/: its public functions and types. */
export * from './expr-context.ts';
export * from './query.ts';
export * from './type-words.ts';
