/** Barrel of actors/views/: per-player event streams over a game's bus (the redaction itself is in rules/view). */
export * from './player-events.ts';
