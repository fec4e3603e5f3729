/**
 * The game server (docs/server.md): HTTP for the lobby (create a table, join a seat for a token, list tables) and a
 * WebSocket per client at /ws, which authenticates with its seat token and then receives only its player's view and
 * view stream, and sends actions and answers. It listens on 127.0.0.1 only, and contacts nothing.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { REPLAY_RULESET, resolveDecks, type ReplayProblem } from '../replay/index.ts';
import { parseMessage } from './messages.ts';
import { ClientMessageSchema, CreateTableSchema, JoinSeatSchema, SERVER_LIMITS, TakeSeatSchema } from './protocol.ts';
import { defaultBot, searchPlays } from '../search-seating.ts';

const PLAY_RULESETS_WITH_SEARCH = 'magic, adventure and pocket';
import { Store } from './store.ts';
import { Table } from './table.ts';
import type { Client } from './table-room.ts';
import { servePage } from './page.ts';

/** How to start a server. */
export interface ServerOptions {
  /** The port; 0 for a free one (the default). */
  port?: number;
  /** The SQLite file of the records (created with its schema on first start); ':memory:' keeps nothing. */
  db: string;
  /** Where a line about each table that could not be loaded goes (stderr by default). */
  warn?: (line: string) => void;
}

/** A running server. */
export interface RunningServer {
  readonly port: number;
  readonly url: string;
  readonly tables: ReadonlyMap<string, Table>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(text);
}

/** The request's body as text, at most SERVER_LIMITS.bytes, or null when it is longer. */
function body(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped (the answer is 413), so the client reads the answer.
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= SERVER_LIMITS.bytes) chunks.push(c);
      else if (chunks.length) { chunks.length = 0; resolve(null); }
    });
    req.on('end', () => resolve(size > SERVER_LIMITS.bytes ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Start a server; resolves once it listens.
 * @example const server = await startServer({ port: 0, db: 'hyperdraft.db' }); console.log(server.url);
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  const store = new Store(options.db);
  const tables = new Map<string, Table>();
  for (const t of store.tables()) {
    if (t.status === 'failed') continue;
    try {
      tables.set(t.id, Table.restore(store, t));
    } catch (e) {
      store.status(t.id, 'failed');
      warn(`table ${t.id} could not be loaded and is set aside: ${(e as Error).message}`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const parts = url.pathname.split('/').filter(Boolean);
    const method = req.method ?? 'GET';
    if (method === 'GET' && servePage(url.pathname, res)) return;
    if (parts[0] !== 'tables') return send(res, 404, { error: `no such path ${url.pathname}` });
    if (parts.length === 1 && method === 'GET') return send(res, 200, { tables: [...tables.values()].map((t) => t.info()) });
    if (parts.length === 1 && method === 'POST') {
      const text = await body(req);
      if (text === null) return send(res, 413, { error: `the body has more than ${SERVER_LIMITS.bytes} bytes` });
      const m = parseMessage(text, CreateTableSchema);
      if (!m.ok) return send(res, 400, m.refusal);
      if (tables.size >= SERVER_LIMITS.tables) return send(res, 503, { error: `the server holds ${SERVER_LIMITS.tables} tables` });
      const spec = m.value;
      const ruleset = REPLAY_RULESET[spec.ruleset];
      const problems: ReplayProblem[] = [];
      const decks = resolveDecks(ruleset, spec.decks ?? ruleset.standard().map((d) => ({ name: d.name })), problems);
      if (!decks) return send(res, 400, { error: problems[0]!.message, path: problems[0]!.path, problems });
      if (decks.length !== spec.seats.length) return send(res, 400, { error: `${spec.seats.length} seats for ${decks.length} decks; give one deck a seat`, path: 'seats' });
      if (spec.ruleset !== 'magic' && decks.length !== 2) return send(res, 400, { error: `a ${spec.ruleset} game has two players`, path: 'seats' });
      // The bot seats get the search bot where it plays this ruleset, unless the table asks for the random bot.
      if (spec.bot === 'search' && !searchPlays(spec.ruleset)) return send(res, 400, { error: `the search bot does not play ${spec.ruleset} (it plays ${PLAY_RULESETS_WITH_SEARCH}); leave bot out or give "random"`, path: 'bot' });
      const bot = spec.bot ?? defaultBot(spec.ruleset);
      const id = randomBytes(9).toString('base64url');
      // The seed picks the game's shuffles; when the client gives none, the server draws one (not rules randomness:
      // everything after it comes from the game's seeded generator).
      const seed = spec.seed ?? randomInt(0, 2 ** 31 - 1);
      try {
        const table = Table.create(store, id, ruleset, decks, spec.seats, seed, spec.options ?? {}, bot);
        tables.set(id, table);
        return send(res, 201, { ...table.info(), seed });
      } catch (e) {
        return send(res, 400, { error: `the game could not be set up: ${(e as Error).message}` });
      }
    }
    const table = parts[1] === undefined ? undefined : tables.get(parts[1]);
    if (!table) return send(res, 404, { error: `no table ${parts[1] ?? ''}` });
    if (parts.length === 2 && method === 'GET') return send(res, 200, table.info());
    if (parts.length === 4 && parts[2] === 'seats' && method === 'POST') {
      const seat = /^\d{1,2}$/.test(parts[3]!) ? Number(parts[3]) : -1;
      const text = await body(req);
      if (text === null) return send(res, 413, { error: `the body has more than ${SERVER_LIMITS.bytes} bytes` });
      const m = parseMessage(text.trim() === '' ? '{}' : text, JoinSeatSchema);
      if (!m.ok) return send(res, 400, m.refusal);
      const joined = table.join(seat, m.value.name);
      if ('error' in joined) return send(res, joined.status, { error: joined.error });
      return send(res, 200, { table: table.id, seat, token: joined.token });
    }
    if (parts.length === 5 && parts[2] === 'seats' && parts[4] === 'bot' && method === 'POST') {
      const seat = /^\d{1,2}$/.test(parts[3]!) ? Number(parts[3]) : -1;
      const text = await body(req);
      if (text === null) return send(res, 413, { error: `the body has more than ${SERVER_LIMITS.bytes} bytes` });
      const m = parseMessage(text.trim() === '' ? '{}' : text, TakeSeatSchema);
      if (!m.ok) return send(res, 400, m.refusal);
      const bot = m.value.bot ?? defaultBot(table.ruleset.name);
      if (bot === 'search' && !searchPlays(table.ruleset.name)) return send(res, 400, { error: `the search bot does not play ${table.ruleset.name}; give "random"`, path: 'bot' });
      const refused = table.seatBot(seat, bot, m.value.token);
      if (refused) return send(res, refused.status, { error: refused.error });
      return send(res, 200, table.info());
    }
    if (parts.length === 3 && parts[2] === 'save' && method === 'GET') {
      // A save holds the whole state (hands and libraries): only a finished game's is public.
      if (table.status !== 'over') return send(res, 409, { error: 'the save of a game is public once the game is over' });
      return send(res, 200, table.session.save());
    }
    return send(res, 404, { error: `no such path ${method} ${url.pathname}` });
  }

  const http: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => { if (!res.headersSent) send(res, 500, { error: (e as Error).message }); else res.end(); });
  });
  const wss = new WebSocketServer({ server: http, path: '/ws', maxPayload: SERVER_LIMITS.bytes });
  wss.on('connection', (ws: WebSocket) => connection(ws, tables));
  wss.on('error', (e) => warn(`websocket server: ${e.message}`));

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, HOST, () => { http.off('error', reject); resolve(); });
  });
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    url: `http://${HOST}:${port}`,
    tables,
    close: async () => {
      for (const c of wss.clients) c.terminate();
      for (const t of tables.values()) t.close();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      store.close();
    },
  };
}

/** One client connection: `hello` with a seat token first, then actions and answers for that seat only. */
function connection(ws: WebSocket, tables: ReadonlyMap<string, Table>): void {
  let seated: { table: Table; seat: number } | null = null;
  const client: Client = {
    send: (m) => { if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m)); },
    close: (code, reason) => ws.close(code, reason),
  };
  const error = (message: string, path?: string) => client.send({ type: 'error', message, ...(path ? { path } : {}) });
  ws.on('error', () => { /* a payload over the limit or a broken frame: ws closes the connection (1009/1002) */ });
  ws.on('close', () => { if (seated) seated.table.disconnect(seated.seat, client); seated = null; });
  ws.on('message', (data, isBinary) => {
    try {
      if (isBinary) return error('send JSON text, not binary');
      const m = parseMessage(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'), ClientMessageSchema);
      if (!m.ok) return error(m.refusal.error, m.refusal.path);
      const msg = m.value;
      if (msg.type === 'ping') return client.send({ type: 'pong' });
      if (msg.type === 'hello') {
        if (seated) return error(`this connection already plays seat ${seated.seat} of table ${seated.table.id}`);
        const table = tables.get(msg.table);
        if (!table || !table.holds(msg.seat, msg.token)) {
          error(`refused: this token does not hold seat ${msg.seat} of table ${msg.table}`);
          ws.close(4003, 'refused');
          return;
        }
        const full = table.connect(msg.seat, client, SERVER_LIMITS.socketsPerSeat);
        if (full) { error(full); ws.close(4009, 'too many connections'); return; }
        seated = { table, seat: msg.seat };
        return;
      }
      if (!seated) return error('say hello with your table, seat and token first');
      if (msg.type === 'sync') return seated.table.sendState(seated.seat, client);
      if (msg.type === 'undo' || msg.type === 'undo-reply') {
        const refused = msg.type === 'undo' ? seated.table.undo(seated.seat, msg.n ?? 1) : seated.table.undoReply(seated.seat, msg.accept);
        return refused === null ? client.send({ type: 'ok' }) : error(refused);
      }
      const why = msg.type === 'act' ? (msg.action === undefined && msg.index === undefined ? 'an act message has an action or an index' : seated.table.act(seated.seat, msg.action, msg.index, msg.ask)) : seated.table.answer(seated.seat, msg.answer, msg.ask);
      if (why !== null) return error(why);
      return client.send({ type: 'ok' });
    } catch (e) {
      return error(`the message could not be handled: ${(e as Error).message}`);
    }
  });
}
