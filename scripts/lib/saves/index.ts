/** Barrel of scripts/lib/saves/: save files (format, reading, writing) and the sessions that save and load games. */
export * from './errors.ts';
export * from './format.ts';
export * from './read.ts';
export * from './seat-policy.ts';
export * from './session.ts';
export * from './state-diff.ts';
export * from './write.ts';
export * from './replay-of.ts';
export * from './truncate.ts';
