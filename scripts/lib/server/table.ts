/**
 * A table: a game session whose person seats are played by remote clients (RemoteSeat) and whose bot seats by the
 * ruleset's bot, its records kept in the store after every decision, and its clients sent their own player's view
 * only (`game.view(seat)`, `game.view$(seat)`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPLAY_RULESET, resolveDecks, type DeckSpec, type PlayDeck, type ReplayRuleset, type ReplayRulesetName, type Seating } from '../replay/index.ts';
import { SAVE_FORMAT, SAVE_VERSION, checkSave, loadSession, startSession, truncateSave, type LiveSeating, type GameSession, type Save } from '../saves/index.ts';
import type { ReplayOptions } from '../replay/index.ts';
import { searchSeating, type PlayBot } from '../search-seating.ts';
import { reply, undoCut, type UndoVote } from './undo-vote.ts';
import { RemoteSeat, type SeatRequest } from './remote-seat.ts';
import type { Store, StoredSeat, StoredTable } from './store.ts';
import { TableRoom, requestMessage, type Client, type TableInfo } from './table-room.ts';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The bots of a table's seats: the search bot where the stored seat says so, the ruleset's random bot elsewhere. */
function seatedBots(ruleset: ReplayRulesetName, seed: number, decks: PlayDeck[] | null, seats: readonly StoredSeat[]): Seating {
  const search = seats.flatMap((s, i) => (s.kind === 'bot' && s.bot === 'search' ? [i] : []));
  return search.length && decks ? searchSeating(seed, decks, search, ruleset) : (bots) => bots;
}

/** A seat token: 32 random characters from node:crypto (not the game's randomness). */
export function newToken(): string { return randomBytes(24).toString('base64url'); }

/**
 * @example const table = Table.create(store, 'abc', REPLAY_RULESET.magic, decks, ['person', 'bot'], 7, {});
 */
export class Table extends TableRoom {
  private current: GameSession;
  private readonly remote: (RemoteSeat | null)[];
  private persisted: number;
  private settling = false;
  /** Set once the game is built: a seat asked while a stored table is loaded (or made again) has no one to tell yet. */
  private ready = false;
  /** Counts the games the table has made (undo, a bot taking a seat): a replaced game's end settles nothing. */
  private generation = 0;
  private vote: UndoVote | null = null;
  status: StoredTable['status'];

  private constructor(
    private readonly store: Store,
    readonly id: string,
    readonly seats: StoredSeat[],
    private readonly decks: PlayDeck[] | null,
    make: (live: LiveSeating, bots: Seating) => GameSession,
    persisted: number,
    status: StoredTable['status'],
    rulesetName: ReplayRulesetName,
    seed: number,
  ) {
    super();
    this.status = status;
    this.persisted = persisted;
    this.remote = seats.map((s, i) => (s.kind === 'person' ? this.remoteSeat(i, s.name) : null));
    this.current = make(this.live, seatedBots(rulesetName, seed, decks, seats));
    this.ready = true;
    this.play();
  }

  protected requestOf(seat: number): SeatRequest | null { return this.remote[seat]?.request ?? null; }

  /** The game session now (a new one after an undo or a bot taking a seat). */
  get session(): GameSession { return this.current; }

  private remoteSeat(seat: number, name: string): RemoteSeat {
    return new RemoteSeat(seat, name, { asked: (s, r) => this.asked(s, r) });
  }

  private readonly live: LiveSeating = (seat, bot) => this.remote[seat]?.policy() ?? bot;

  /** A new table, its game begun; its record is written before any client can join. */
  static create(store: Store, id: string, ruleset: ReplayRuleset, decks: PlayDeck[], kinds: ('person' | 'bot')[], seed: number, options: ReplayOptions, bot: PlayBot = 'random'): Table {
    const seats: StoredSeat[] = kinds.map((kind, i) => (kind === 'bot'
      ? { kind, name: `${bot === 'search' ? 'Search bot' : 'Bot'} ${String.fromCharCode(65 + i)}`, tokenHash: null, bot }
      : { kind, name: `Seat ${String.fromCharCode(65 + i)}`, tokenHash: null }));
    const record: StoredTable = { id, ruleset: ruleset.name, seed, decks: decks.map((d) => ({ name: d.name, cards: d.cards, ...(d.energy ? { energy: d.energy } : {}) })), options, seats, state: null, status: 'playing', created: Date.now() };
    store.create(record);
    return new Table(store, id, seats, decks, (live, bots) => {
      const s = startSession({ ruleset, seed, decks, options, live, bots });
      s.game.start();
      return s;
    }, 0, 'playing', ruleset.name, seed);
  }

  /**
   * A stored table loaded again (after a restart): its rows read as a save and loaded (docs/saves.md), so a record
   * that does not hold is refused (a SaveFileError) like an edited save file.
   */
  static restore(store: Store, t: StoredTable): Table {
    const decisions = store.decisions(t.id);
    const seatsOf = t.seats.map((s, i) => (s.kind === 'bot'
      ? { kind: 'bot' as const, name: s.name, from: s.from ?? 0, decisions: decisions.slice(s.from ?? 0).filter((d) => (d as { p?: unknown }).p === i).length }
      : { kind: 'person' as const, name: s.name }));
    const save = checkSave({ format: SAVE_FORMAT, version: SAVE_VERSION, ruleset: t.ruleset, seed: t.seed, decks: t.decks, options: t.options, seats: seatsOf, decisions, state: t.state ?? {} }, `table ${t.id}`);
    const decks = resolveDecks(REPLAY_RULESET[save.ruleset], save.decks as DeckSpec[], []);
    return new Table(store, t.id, t.seats, decks, (live, bots) => loadSession(save as Save, `table ${t.id}`, live, undefined, { bots }), decisions.length, t.status === 'failed' ? 'failed' : 'playing', save.ruleset, save.seed);
  }

  /** Play on to the end: bots at once, remote seats when their answers come. */
  private play(): void {
    const game = this.session.game;
    const generation = this.generation;
    this.settle();
    game.play().then(
      () => { if (generation === this.generation) { this.status = 'over'; this.settle(); } },
      (e: unknown) => {
        if (generation !== this.generation) return;
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
    // While a game is (re)built its requests wait: every client is sent its view and request once it stands.
    if (!this.ready) return;
    for (const c of this.clients.get(seat)?.keys() ?? []) c.send(requestMessage(request));
    this.settle();
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
    this.seatsChanged();
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
    clients.set(client, { sub: this.follow(seat, client), charts: new Set() });
    client.send({ type: 'welcome', table: this.id, seat, ruleset: this.ruleset.name, players: this.session.game.state.players.map((p) => p.name), seats: this.info().seats });
    this.sendState(seat, client);
    if (this.session.game.state.result) client.send({ type: 'over', result: this.session.game.state.result });
    if (this.vote) client.send(this.voteMessage(this.vote));
    this.seatsChanged();
    return null;
  }

  private voteMessage(v: UndoVote): object {
    return { type: 'undo-asked', from: v.from, n: v.n, waiting: [...v.waiting], name: this.seats[v.from]?.name ?? `seat ${v.from}` };
  }

  /**
   * A person's undo: their last `n` decisions and everything after are taken back, at once when the other seats are
   * bots; otherwise every other joined person is asked, and it happens once they all accept. Null when done or asked,
   * else why not (nothing changed).
   */
  undo(seat: number, n: number): string | null {
    if (this.seats[seat]?.kind !== 'person') return `seat ${seat} is not a person's`;
    if (this.status === 'failed') return 'the game stopped with an error; it cannot be taken back';
    if (this.vote) return `an undo asked by ${this.seats[this.vote.from]!.name} waits for an answer`;
    const keep = undoCut(this.session.log, seat, n);
    if (typeof keep === 'string') return keep;
    const others = this.seats.flatMap((s, i) => (i !== seat && s.kind === 'person' && s.tokenHash !== null ? [i] : []));
    if (!others.length) return this.rewind(seat, n, keep);
    this.vote = { from: seat, n, keep, waiting: new Set(others) };
    this.broadcast(() => this.voteMessage(this.vote!));
    return null;
  }

  /** A person's answer to the undo another asked. Null when taken, else why not. */
  undoReply(seat: number, accept: boolean): string | null {
    const v = this.vote;
    const r = reply(v, seat, accept);
    if (typeof r === 'object') return r.error;
    if (r === 'waiting') { this.broadcast(() => this.voteMessage(v!)); return null; }
    this.vote = null;
    if (r === 'refused') { this.broadcast(() => ({ type: 'undo-refused', from: v!.from, by: seat, name: this.seats[seat]!.name })); return null; }
    const why = this.rewind(v!.from, v!.n, v!.keep);
    if (why) this.broadcast(() => ({ type: 'undo-refused', from: v!.from, by: null, reason: why }));
    return null;
  }

  private rewind(seat: number, n: number, keep: number): string | null {
    try {
      this.rebuild(keep);
    } catch (e) {
      return `nothing was taken back: ${(e as Error).message}`;
    }
    this.broadcast(() => ({ type: 'undone', by: seat, n, decisions: keep }));
    this.sendEveryone();
    return null;
  }

  /**
   * A bot takes a person's seat from the next decision on (its person left): the search bot where it plays unless
   * `bot` says random. Allowed when nobody is connected to the seat, or with the seat's token. The seat's token no
   * longer holds; its connections are closed.
   */
  seatBot(seat: number, bot: PlayBot, token?: string): { error: string; status: number } | null {
    const s = this.seats[seat];
    if (!s) return { error: `table ${this.id} has no seat ${seat} (0 to ${this.seats.length - 1})`, status: 404 };
    if (s.kind === 'bot') return { error: `seat ${seat} of table ${this.id} is a bot's already`, status: 409 };
    if (this.status !== 'playing') return { error: `the game is ${this.status}`, status: 409 };
    if ((this.clients.get(seat)?.size ?? 0) > 0 && !(token !== undefined && this.holds(seat, token))) {
      return { error: `seat ${seat} has a player connected: a bot takes it once they leave, or with the seat's token`, status: 409 };
    }
    this.seats[seat] = { kind: 'bot', name: `${bot === 'search' ? 'Search bot' : 'Bot'} ${String.fromCharCode(65 + seat)} (for ${s.name})`, tokenHash: null, bot, from: this.session.log.length };
    const remote = this.remote[seat]!;
    this.remote[seat] = null;
    try {
      this.rebuild(this.session.log.length);
    } catch (e) {
      this.seats[seat] = s;
      this.remote[seat] = remote;
      return { error: `the bot could not take the seat: ${(e as Error).message}`, status: 500 };
    }
    if (this.vote && (this.vote.from === seat || this.vote.waiting.has(seat))) {
      this.broadcast(() => ({ type: 'undo-refused', from: this.vote!.from, by: null, reason: `a bot took seat ${seat}` }));
      this.vote = null;
    }
    for (const [c, f] of this.clients.get(seat) ?? []) { f.sub.unsubscribe(); c.close(4004, 'a bot took this seat'); }
    this.clients.delete(seat);
    this.seatsChanged();
    this.sendEveryone();
    return null;
  }

  /**
   * Make the game again from its first `keep` decisions (the bots re-deciding theirs, as loading a save does), with
   * the seats as they are now; the clients follow the new game. Throws, changing nothing, if it cannot be made.
   */
  private rebuild(keep: number): void {
    const old = this.session;
    const save = truncateSave(old.save(), keep);
    // A bot that took its seat after the decisions kept plays it from there.
    const seats = this.seats.map((st) => (st.kind === 'bot' && (st.from ?? 0) > keep ? { ...st, from: keep } : st));
    const requests = this.remote.map((r) => r?.request ?? null);
    this.ready = false;
    for (const r of this.remote) if (r) r.request = null;
    let next: GameSession;
    try {
      next = loadSession(save, `table ${this.id}`, this.live, undefined, { bots: seatedBots(this.ruleset.name, old.seed, this.decks, seats), anyState: true });
    } catch (e) {
      this.remote.forEach((r, i) => { if (r) r.request = requests[i]!; });
      this.ready = true;
      throw e;
    }
    this.generation++;
    this.current = next;
    seats.forEach((st, i) => { this.seats[i] = st; });
    old.game.dispose();
    for (const [seat, clients] of this.clients) for (const [c, f] of clients) { f.sub.unsubscribe(); f.sub = this.follow(seat, c); }
    this.persisted = Math.min(this.persisted, keep);
    this.status = 'playing';
    this.store.rewind(this.id, keep, next.game.state, this.seats);
    this.ready = true;
    this.play();
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
      seats: this.seats.map((x, i) => ({ seat: i, kind: x.kind, name: x.name, joined: x.kind === 'bot' || x.tokenHash !== null, connected: (this.clients.get(i)?.size ?? 0) > 0, ...(x.kind === 'bot' ? { bot: x.bot ?? 'random' } : {}) })),
      status: this.status,
      turn: s.turn,
      waitingFor: s.result ? null : this.session.game.awaiting()?.player ?? null,
      result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null,
    };
  }

  /** Stop the game's actors (the server is closing); the records stay. */
  close(): void {
    this.generation++;
    for (const clients of this.clients.values()) for (const [c, f] of clients) { f.sub.unsubscribe(); c.close(1001, 'the server is closing'); }
    this.clients.clear();
    this.session.game.dispose();
  }
}
