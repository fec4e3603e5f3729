/** Barrel of rules/magic/layers/: its public functions and types. */
export * from './base.ts';
export * from './compute.ts';
export { leavesLayersAlone } from './arrivals.ts';
export * from './entries.ts';
export * from './keyword-abilities.ts';
export * from './parts.ts';
export * from './player-protection.ts';
export * from './text-change.ts';
export * from './creature-types.ts';
export * from './types.ts';
export { holds } from './runs.ts';
export * from './per-computation.ts';
export { ALL as ALL_FOOTPRINT, mayDependOn, noneDepend, readsOf, writesOf } from './footprint.ts';
export { characteristicsRecord, recordWithId, recordWithController, ownedCopy } from './record.ts';
