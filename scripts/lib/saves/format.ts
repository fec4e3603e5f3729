/**
 * The save file format, version 1 (docs/saves.md): a game in progress, to be loaded and played on. It holds what a
 * replay holds (ruleset, decks, seed, options, every decision so far) and the seats (a bot's generator position:
 * its seed and the decisions it made) and the game state the decisions lead to, which loading checks.
 */
import { z } from 'zod';
import type { DecisionEntry } from '../../../actors/index.ts';
import { DeckSpecSchema, REPLAY_LIMITS, REPLAY_RULESETS, ReplayOptionsSchema } from '../replay/index.ts';

/** What the `format` key of every save file says. */
export const SAVE_FORMAT = 'hyperdraft-save';
/** The version this Hyperdraft writes and reads. */
export const SAVE_VERSION = 1;

/** Limits on what a save file may hold (documented in docs/saves.md). */
export const SAVE_LIMITS = {
  /** The largest file read: 16 MiB. */
  bytes: 16 * 1024 * 1024,
  /** The most decisions a save holds. */
  decisions: REPLAY_LIMITS.decisions,
  /** The deepest nesting of arrays and objects (a state nests deeper than a replay). */
  depth: 48,
  /** The most seats. */
  players: REPLAY_LIMITS.players,
} as const;

const name = z.string().min(1).max(200);

/**
 * A seat: a bot (the ruleset's random bot, whose generator is seeded from the game seed and the seat) with its
 * generator's position, or a person (or a remote client), whose decisions the log holds.
 */
export const SavedSeatSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bot'),
    name,
    /** The decision (index in `decisions`) from which the bot plays the seat; earlier decisions of the seat were a person's. */
    from: z.number().int().min(0),
    /** How many decisions the bot made since `from`: its generator's position after its seed. */
    decisions: z.number().int().min(0),
  }).strict(),
  z.object({ kind: z.literal('person'), name }).strict(),
]);
export type SavedSeat = z.infer<typeof SavedSeatSchema>;

/** The whole file; `decisions` are checked entry by entry (the replay format's entries), `state` against the game. */
export const SaveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(SAVE_VERSION),
  ruleset: z.enum(REPLAY_RULESETS),
  seed: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  decks: z.array(DeckSpecSchema).min(2).max(SAVE_LIMITS.players),
  options: ReplayOptionsSchema,
  seats: z.array(SavedSeatSchema).min(2).max(SAVE_LIMITS.players),
  decisions: z.array(z.unknown()).max(SAVE_LIMITS.decisions),
  /** The game state after the last decision (the state, its random generator included, as JSON). */
  state: z.record(z.string(), z.unknown()),
}).strict();

/**
 * A save file.
 * @example const s: Save = readSave('game.json'); s.seats[1] // { kind: 'bot', name: 'random(16)', from: 0, decisions: 40 }
 */
export type Save = Omit<z.infer<typeof SaveFileSchema>, 'decisions'> & { decisions: DecisionEntry<unknown>[] };
