/**
 * A table: a game session whose person seats are played by remote clients (RemoteSeat) and whose bot seats by the
 * ruleset's bot, its records kept in the store after every decision, and its clients sent their own player's view
 * only (`game.view(seat)`, `game.view$(seat)`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Subscription } from 'rxjs';
import { REPLAY_RULESET, type PlayDeck, type ReplayRuleset } from '../replay/index.ts';
import { SAVE_FORMAT, SAVE_VERSION, checkSave, loadSession, startSession, type LiveSeating, type GameSession, type Save } from '../saves/index.ts';
import type { ReplayOptions } from '../replay/index.ts';
import { defaultAnswer } from '../../../rules/index.ts';
import type { GameCore, GameEvent, GameState } from '../../../rules/index.ts';
import { cardInfo } from './card-info.ts';
import { RemoteSeat, type SeatRequest } from './remote-seat.ts';
import type { Store, StoredSeat, StoredTable } from './store.ts';

/** A client connection as a table sees it: where its messages go. */
export interface Client { send(message: object): void; close(code: number, reason: string): void }

/** What the lobby shows of a table. */
export interface TableInfo {
  id: string;
  ruleset: string;
  seats: { seat: number; kind: 'person' | 'bot'; name: string; joined: boolean; connected: boolean }[];
  status: StoredTable['status'];
  turn: number;
  /** Whose decision the game waits for, or null. */
  waitingFor: number | null;
  result: { winner: number | null; draw: boolean; reason: string } | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A seat token: 32 random characters from node:crypto (not the game's randomness). */
export function newToken(): string { return randomBytes(24).toString('base64url'); }

/**
 * @example const table = Table.create(store, 'abc', REPLAY_RULESET.magic, decks, ['person', 'bot'], 7, {});
 */
export class Table {
  readonly session: GameSession;
  private readonly remote: (RemoteSeat | null)[];
  private readonly clients = new Map<number, Map<Client, Subscription>>();
  private persisted: number;
  private settling = false;
  /** Set once the game is built: a seat asked while a stored table is loaded has no one to tell yet. */
  private ready = false;
  status: StoredTable['status'];

  private constructor(
    private readonly store: Store,
    readonly id: string,
    readonly seats: StoredSeat[],
    make: (live: LiveSeating) => GameSession,
    persisted: number,
    status: StoredTable['status'],
  ) {
    this.status = status;
    this.persisted = persisted;
    this.remote = seats.map((s, i) => (s.kind === 'person' ? new RemoteSeat(i, s.name, { asked: (seat, r) => this.asked(seat, r) }) : null));
    const live: LiveSeating = (seat, bot) => this.remote[seat]?.policy() ?? bot;
    this.session = make(live);
    this.ready = true;
    this.play();
  }

  /** A new table, its game begun; its record is written before any client can join. */
  static create(store: Store, id: string, ruleset: ReplayRuleset, decks: PlayDeck[], kinds: ('person' | 'bot')[], seed: number, options: ReplayOptions): Table {
    const seats: StoredSeat[] = kinds.map((kind, i) => ({ kind, name: kind === 'bot' ? `Bot ${String.fromCharCode(65 + i)}` : `Seat ${String.fromCharCode(65 + i)}`, tokenHash: null }));
    const record: StoredTable = { id, ruleset: ruleset.name, seed, decks: decks.map((d) => ({ name: d.name, cards: d.cards, ...(d.energy ? { energy: d.energy } : {}) })), options, seats, state: null, status: 'playing', created: Date.now() };
    store.create(record);
    return new Table(store, id, seats, (live) => {
      const s = startSession({ ruleset, seed, decks, options, live });
      s.game.start();
      return s;
    }, 0, 'playing');
  }

  /**
   * A stored table loaded again (after a restart): its rows read as a save and loaded (docs/saves.md), so a record
   * that does not hold is refused (a SaveFileError) like an edited save file.
   */
  static restore(store: Store, t: StoredTable): Table {
    const decisions = store.decisions(t.id);
    const seatsOf = t.seats.map((s, i) => (s.kind === 'bot'
      ? { kind: 'bot' as const, name: s.name, from: 0, decisions: decisions.filter((d) => (d as { p?: unknown }).p === i).length }
      : { kind: 'person' as const, name: s.name }));
    const save = checkSave({ format: SAVE_FORMAT, version: SAVE_VERSION, ruleset: t.ruleset, seed: t.seed, decks: t.decks, options: t.options, seats: seatsOf, decisions, state: t.state ?? {} }, `table ${t.id}`);
    return new Table(store, t.id, t.seats, (live) => loadSession(save as Save, `table ${t.id}`, live), decisions.length, t.status === 'failed' ? 'failed' : 'playing');
  }

  get ruleset(): ReplayRuleset { return REPLAY_RULESET[this.session.ruleset.name]; }

  private get core(): GameCore { return this.session.game.core; }

  /**
   * An event of a player's view stream as a line of the log, or null: the log's formatter reads the event as the
   * player's view stream gives it (a card they may not see is blanked there, and the line says "a card").
   */
  private line(event: unknown): string | null {
    const s = this.session.game.state as GameState;
    const e = event as GameEvent;
    // An opponent's draw comes blanked (CR 402.3), which the log's formatters read as a draw from an empty library.
    if (e.type === 'draw' && e.object === null && s.players[e.player] && !s.players[e.player]!.drewFromEmpty) return `  ${s.players[e.player]!.name} draws a card`;
    try {
      return this.ruleset.line(s, e);
    } catch {
      return null;
    }
  }

  /** Play on to the end: bots at once, remote seats when their answers come. */
  private play(): void {
    const game = this.session.game;
    this.settle();
    game.play().then(
      () => { this.status = 'over'; this.settle(); },
      (e: unknown) => {
        this.status = 'failed';
        this.store.status(this.id, 'failed');
        process.stderr.write(`table ${this.id}: the game stopped: ${(e as Error).message}\n`);
        this.broadcast(() => ({ type: 'error', message: `the game stopped with an error: ${(e as Error).message}` }));
      },
    );
  }

  /** Once the game has settled (after the current answers' microtasks): keep the records, send every client its view. */
  private settle(): void {
    if (this.settling || !this.ready) return;
    this.settling = true;
    setImmediate(() => {
      this.settling = false;
      try {
        this.persist();
      } catch (e) {
        process.stderr.write(`table ${this.id}: the records could not be written: ${(e as Error).message}\n`);
      }
      const s = this.session.game.state;
      for (const [seat, clients] of this.clients) for (const c of clients.keys()) this.sendState(seat, c, false);
      if (s.result) this.broadcast(() => ({ type: 'over', result: s.result }));
    });
  }

  private persist(): void {
    const log = this.session.log;
    if (this.status === 'failed') return;
    this.store.progress(this.id, this.persisted, log.slice(this.persisted), this.session.game.state, this.status);
    this.persisted = log.length;
  }

  private asked(seat: number, request: SeatRequest): void {
    for (const c of this.clients.get(seat)?.keys() ?? []) c.send(requestMessage(request));
    this.settle();
  }

  private broadcast(message: (seat: number) => object): void {
    for (const [seat, clients] of this.clients) for (const c of clients.keys()) c.send(message(seat));
  }

  /** The seat's view, and what it is asked now (`request`: on connecting, or when the client asks to sync). */
  sendState(seat: number, client: Client, request = true): void {
    const game = this.session.game;
    const view = game.view(seat);
    client.send({ type: 'view', seat, view, cards: cardInfo(this.ruleset.name, this.core, view), waitingFor: game.awaiting()?.player ?? game.state.pending?.player ?? null, status: this.status });
    const r = this.remote[seat]?.request;
    if (r && request) client.send(requestMessage(r));
  }

  /** Seat a person: their token, or why not. */
  join(seat: number, name: string | undefined): { token: string } | { error: string; status: number } {
    const s = this.seats[seat];
    if (!s) return { error: `table ${this.id} has no seat ${seat} (0 to ${this.seats.length - 1})`, status: 404 };
    if (s.kind === 'bot') return { error: `seat ${seat} of table ${this.id} is a bot's`, status: 409 };
    if (s.tokenHash !== null) return { error: `seat ${seat} of table ${this.id} is taken; its player reconnects with their token`, status: 409 };
    const token = newToken();
    s.tokenHash = hashToken(token);
    if (name) { s.name = name; this.remote[seat]!.name = name; }
    this.store.seats(this.id, this.seats);
    return { token };
  }

  /** Whether `token` is the token of `seat`. */
  holds(seat: number, token: string): boolean {
    const h = this.seats[seat]?.tokenHash;
    if (!h) return false;
    return timingSafeEqual(Buffer.from(h, 'hex'), Buffer.from(hashToken(token), 'hex'));
  }

  /** A client authenticated for `seat`: it gets its view now and its view stream from now on. */
  connect(seat: number, client: Client, max: number): string | null {
    let clients = this.clients.get(seat);
    if (!clients) { clients = new Map(); this.clients.set(seat, clients); }
    if (clients.size >= max) return `seat ${seat} already has ${max} connections`;
    const sub = this.session.game.view$(seat).subscribe((event) => client.send({ type: 'event', event, line: this.line(event) }));
    clients.set(client, sub);
    client.send({ type: 'welcome', table: this.id, seat, ruleset: this.ruleset.name, players: this.session.game.state.players.map((p) => p.name), seats: this.info().seats });
    this.sendState(seat, client);
    if (this.session.game.state.result) client.send({ type: 'over', result: this.session.game.state.result });
    return null;
  }

  disconnect(seat: number, client: Client): void {
    const clients = this.clients.get(seat);
    clients?.get(client)?.unsubscribe();
    clients?.delete(client);
  }

  /** A client's action for its seat: null when taken, else why not (nothing changed). */
  act(seat: number, action: unknown, index: number | undefined, ask?: number): string | null {
    const r = this.remote[seat];
    if (!r) return `seat ${seat} is not a person's`;
    if (this.status !== 'playing') return `the game is ${this.status}`;
    return r.act(action, index, ask);
  }

  /** A client's answer for its seat: null when taken, else why not (nothing changed). */
  answer(seat: number, answer: unknown, ask?: number): string | null {
    const r = this.remote[seat];
    if (!r) return `seat ${seat} is not a person's`;
    if (this.status !== 'playing') return `the game is ${this.status}`;
    return r.answer(answer, ask);
  }

  info(): TableInfo {
    const s = this.session.game.state;
    return {
      id: this.id,
      ruleset: this.ruleset.name,
      seats: this.seats.map((x, i) => ({ seat: i, kind: x.kind, name: x.name, joined: x.kind === 'bot' || x.tokenHash !== null, connected: (this.clients.get(i)?.size ?? 0) > 0 })),
      status: this.status,
      turn: s.turn,
      waitingFor: s.result ? null : this.session.game.awaiting()?.player ?? null,
      result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null,
    };
  }

  /** Stop the game's actors (the server is closing); the records stay. */
  close(): void {
    for (const clients of this.clients.values()) for (const [c, sub] of clients) { sub.unsubscribe(); c.close(1001, 'the server is closing'); }
    this.clients.clear();
    this.session.game.dispose();
  }
}

function requestMessage(r: SeatRequest): object {
  return r.kind === 'decision' ? { type: 'decision', ask: r.id, decision: r.decision, legal: r.legal } : { type: 'choice', ask: r.id, choice: r.choice, default: defaultAnswer(r.choice) };
}
