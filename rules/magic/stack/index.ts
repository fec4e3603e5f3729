/** Barrel of rules/magic/stack/: its public functions and types. */
export * from './counter.ts';
export * from './resolve.ts';
export * from './specs.ts';
export * from './push.ts';
