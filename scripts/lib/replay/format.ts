/**
 * The replay file format, version 1 (docs/replays.md): a JSON object with the ruleset, the decks, the seed, the
 * options that change play, every decision the players made in order, and the final state's hash.
 */
import { z } from 'zod';
import type { DecisionEntry } from '../../../actors/index.ts';

/** What the `format` key of every replay file says. */
export const REPLAY_FORMAT = 'hyperdraft-replay';
/** The version this Hyperdraft writes and reads. */
export const REPLAY_VERSION = 1;
/** The rulesets a replay can be of. */
export const REPLAY_RULESETS = ['magic', 'adventure', 'pocket', 'duel'] as const;
export type ReplayRulesetName = (typeof REPLAY_RULESETS)[number];

/** Limits on what a replay file may hold (documented in docs/replays.md). */
export const REPLAY_LIMITS = {
  /** The largest file read: 16 MiB. */
  bytes: 16 * 1024 * 1024,
  /** The most decisions a replay holds. */
  decisions: 1_000_000,
  /** The deepest nesting of arrays and objects. */
  depth: 32,
  /** The most seats. */
  players: 8,
} as const;

const seat = z.number().int().min(0).max(REPLAY_LIMITS.players - 1);
const name = z.string().min(1).max(200);

/** A deck: a built-in deck by its name, or a name and its full list of cards (Pocket decks may say their Energy). */
export const DeckSpecSchema = z.object({
  name,
  cards: z.array(name).min(1).max(1000).optional(),
  energy: z.array(z.string().min(1).max(40)).min(1).max(10).optional(),
}).strict();
export type DeckSpec = z.infer<typeof DeckSpecSchema>;

/** A top-level action as recorded: its type and player, and the ruleset's own fields (checked when replayed). */
const ActionSchema = z.object({ type: z.string().min(1).max(40), player: seat }).catchall(z.json());

/** A recorded top-level action. */
export const ActionEntrySchema = z.object({ p: seat, a: ActionSchema, unlisted: z.literal(true).optional() }).strict();

const CHOICE_KINDS = ['target', 'trigger_order', 'replacement_order', 'cards', 'yes_no', 'color', 'player', 'mode', 'number', 'assign_damage', 'mulligan', 'mana_color', 'shortcut'] as const;

/** A recorded answer to an in-action choice. */
export const ChoiceEntrySchema = z.object({ p: seat, c: z.enum(CHOICE_KINDS), v: z.json(), unlisted: z.literal(true).optional() }).strict();

/** The game options a replay keeps: only those that change how the game is played. */
export const ReplayOptionsSchema = z.object({
  /** The turn limit (each runtime's default when left out). */
  maxTurns: z.number().int().min(1).max(100_000).optional(),
}).strict();
export type ReplayOptions = z.infer<typeof ReplayOptionsSchema>;

const ResultSchema = z.object({ winner: seat.nullable(), draw: z.boolean(), reason: z.string().max(500) }).strict();

/** How the recorded game ended: the final state's hash (what a replay checks), and its turn and result to read. */
export const FinalSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits (a SHA-256)'),
  turn: z.number().int().min(0),
  result: ResultSchema.nullable(),
}).strict();

/** The whole file; `decisions` are checked entry by entry (ActionEntrySchema, ChoiceEntrySchema). */
export const ReplayFileSchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  ruleset: z.enum(REPLAY_RULESETS),
  seed: z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  decks: z.array(DeckSpecSchema).min(2).max(REPLAY_LIMITS.players),
  options: ReplayOptionsSchema,
  /** The seats' policies when recorded (for the reader; not used to replay). */
  policies: z.array(z.string().max(200)).max(REPLAY_LIMITS.players).optional(),
  decisions: z.array(z.unknown()).max(REPLAY_LIMITS.decisions),
  final: FinalSchema,
}).strict();

/**
 * A replay file.
 * @example const r: Replay = { format: 'hyperdraft-replay', version: 1, ruleset: 'magic', seed: 7, decks: [{ name: 'Red-Green' }, { name: 'White-Blue' }], options: {}, decisions: [], final: { hash, turn: 0, result: null } };
 */
export type Replay = Omit<z.infer<typeof ReplayFileSchema>, 'decisions'> & { decisions: DecisionEntry<unknown>[] };
