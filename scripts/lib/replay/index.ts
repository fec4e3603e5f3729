/** Barrel of scripts/lib/replay/: replay files (format, reading, recording, replaying) for every ruleset. */
export * from './errors.ts';
export * from './format.ts';
export * from './hash.ts';
export * from './read.ts';
export * from './record.ts';
export * from './rulesets.ts';
export * from './run.ts';
export * from './simulated.ts';
