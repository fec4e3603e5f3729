/** Barrel of rules/random/: random picks (CR 706) and coin flips (CR 705) from the seeded generator, with a forcing hook. */
export * from './pick.ts';
export * from './coin-flip.ts';
