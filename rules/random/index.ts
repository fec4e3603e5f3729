/** Barrel of rules/random/: random picks (CR 706) from the seeded generator, with a forcing hook. */
export * from './pick.ts';
export * from './types.ts';
