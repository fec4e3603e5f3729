/**
 * The server's messages (docs/server.md): what a client may send, each checked with zod before anything is done
 * with it, and the limits on what it may send. Client messages are JSON objects with a `type`.
 */
import { z } from 'zod';
import { DeckSpecSchema, REPLAY_RULESETS, ReplayOptionsSchema } from '../replay/index.ts';

/** Limits on what a client may send. */
export const SERVER_LIMITS = {
  /** The largest WebSocket message and HTTP body: 64 KiB. */
  bytes: 64 * 1024,
  /** The deepest nesting of a message. */
  depth: 16,
  /** The most tables a server holds open. */
  tables: 1000,
  /** The most connections to one seat at once (tabs, reconnects that have not closed yet). */
  socketsPerSeat: 4,
} as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected an id of letters, digits, - and _');
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected a seat token');

/** POST /tables: a table for a ruleset and decks (built-in ones by name), with a person or a bot at each seat. */
export const CreateTableSchema = z.object({
  ruleset: z.enum(REPLAY_RULESETS),
  /** One a seat; the ruleset's two built-in decks when left out. */
  decks: z.array(DeckSpecSchema).min(2).max(8).optional(),
  /** Who sits at each seat: a person (joins with a token) or the ruleset's bot. */
  seats: z.array(z.enum(['person', 'bot'])).min(2).max(8),
  seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  options: ReplayOptionsSchema.optional(),
  /** The bot at the bot seats: the search bot (the default where it plays: magic, adventure, pocket) or the random bot. */
  bot: z.enum(['random', 'search']).optional(),
}).strict();
export type CreateTable = z.infer<typeof CreateTableSchema>;

/** POST /tables/:id/seats/:seat: a person's name at the seat they join. */
export const JoinSeatSchema = z.object({ name: z.string().min(1).max(40).regex(/^[^\u0000-\u001f<>]+$/, 'no control characters or < >').optional() }).strict();

/**
 * POST /tables/:id/seats/:seat/bot: a bot takes a person's seat from the next decision on (the search bot where it
 * plays). Allowed when nobody is connected to the seat, or with the seat's own token (its player hands it over).
 */
export const TakeSeatSchema = z.object({ bot: z.enum(['random', 'search']).optional(), token: token.optional() }).strict();

/** A client's WebSocket message. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  /** The first message of a connection: the seat it plays, proved by the seat's token. */
  z.object({ type: z.literal('hello'), table: id, seat: z.number().int().min(0).max(7), token }).strict(),
  /** A top-level action (`ask`: the number of the request it answers; a reply to an older one is refused): one of the legal actions the last `decision` message listed (or its index there). */
  z.object({ type: z.literal('act'), action: z.record(z.string(), z.json()).optional(), index: z.number().int().min(0).optional(), ask: z.number().int().min(1).optional() }).strict(),
  /** The answer to the last `choice` message. */
  z.object({ type: z.literal('answer'), answer: z.json(), ask: z.number().int().min(1).optional() }).strict(),
  /**
   * Take back the seat's last `n` decisions (1 if left out) and everything after: at once at a table whose other
   * seats are bots; between people, once every other person seat has accepted (`undo-reply`).
   */
  z.object({ type: z.literal('undo'), n: z.number().int().min(1).max(1000).optional() }).strict(),
  /** Accept or refuse another seat's undo request. */
  z.object({ type: z.literal('undo-reply'), accept: z.boolean() }).strict(),
  /** Ask for the view and what the seat is asked again. */
  z.object({ type: z.literal('sync') }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
