/**
 * The client side of a table: its connections by seat, each following its own player's view stream (`game.view$`)
 * and sent its own view (`game.view(seat)`) with the statecharts' states, the seats' states, and what it is asked.
 */
import type { Subscription } from 'rxjs';
import { REPLAY_RULESET, type ReplayRuleset } from '../replay/index.ts';
import type { GameSession } from '../saves/index.ts';
import type { PlayBot } from '../search-seating.ts';
import { defaultAnswer } from '../../../rules/index.ts';
import type { GameCore, GameEvent, GameState } from '../../../rules/index.ts';
import { cardInfo } from './card-info.ts';
import { machineCharts, machineStates } from './machine-states.ts';
import type { SeatRequest } from './remote-seat.ts';
import type { StoredTable } from './store.ts';

/** A client connection as a table sees it: where its messages go. */
export interface Client { send(message: object): void; close(code: number, reason: string): void }

/** What the lobby shows of a table. */
export interface TableInfo {
  id: string;
  ruleset: string;
  /** Each seat: a person's (joined once someone holds its token; connected while a page or client is open) or a bot's (`bot`: which). */
  seats: { seat: number; kind: 'person' | 'bot'; name: string; joined: boolean; connected: boolean; bot?: PlayBot }[];
  status: StoredTable['status'];
  turn: number;
  /** Whose decision the game waits for, or null. */
  waitingFor: number | null;
  result: { winner: number | null; draw: boolean; reason: string } | null;
}

/** What a client connection follows: the game's view stream, and the charts it was sent. */
interface Follow { sub: Subscription; charts: Set<string> }

/** A table's connections and what they are sent; the game and its seats are the Table's (table.ts). */
export abstract class TableRoom {
  protected readonly clients = new Map<number, Map<Client, Follow>>();
  abstract readonly id: string;
  abstract status: StoredTable['status'];
  abstract get session(): GameSession;
  abstract info(): TableInfo;
  /** What `seat` is asked now, if a person plays it. */
  protected abstract requestOf(seat: number): SeatRequest | null;

  get ruleset(): ReplayRuleset { return REPLAY_RULESET[this.session.ruleset.name]; }

  protected get core(): GameCore { return this.session.game.core; }

  /**
   * An event of a player's view stream as a line of the log, or null: the log's formatter reads the event as the
   * player's view stream gives it (a card they may not see is blanked there, and the line says "a card").
   */
  protected line(event: unknown): string | null {
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

  protected broadcast(message: (seat: number) => object): void {
    for (const [seat, clients] of this.clients) for (const c of clients.keys()) c.send(message(seat));
  }

  /** The seat's view, and what it is asked now (`request`: on connecting, or when the client asks to sync). */
  sendState(seat: number, client: Client, request = true): void {
    const game = this.session.game;
    const view = game.view(seat);
    // The statecharts: each chart drawn once a connection, lit on every view.
    const follow = this.clients.get(seat)?.get(client);
    const charts = machineCharts(game);
    const fresh = Object.keys(charts).filter((k) => !follow || !follow.charts.has(k));
    if (fresh.length) {
      client.send({ type: 'charts', charts: Object.fromEntries(fresh.map((k) => [k, charts[k]])) });
      for (const k of fresh) follow?.charts.add(k);
    }
    client.send({ type: 'view', seat, view, cards: cardInfo(this.ruleset.name, this.core, view), waitingFor: game.awaiting()?.player ?? game.state.pending?.player ?? null, status: this.status, machines: machineStates(game) });
    const r = this.requestOf(seat);
    if (r && request) client.send(requestMessage(r));
  }

  protected follow(seat: number, client: Client): Subscription {
    return this.session.game.view$(seat).subscribe((event) => client.send({ type: 'event', event, line: this.line(event) }));
  }

  disconnect(seat: number, client: Client): void {
    const clients = this.clients.get(seat);
    clients?.get(client)?.sub.unsubscribe();
    clients?.delete(client);
    this.seatsChanged();
  }

  /** Every client is told who sits where, joined and connected. */
  protected seatsChanged(): void {
    if (this.clients.size) this.broadcast(() => ({ type: 'seats', seats: this.info().seats }));
  }

  /** Every client its view and what its seat is asked now. */
  protected sendEveryone(): void {
    for (const [seat, clients] of this.clients) for (const c of clients.keys()) this.sendState(seat, c);
  }
}

export function requestMessage(r: SeatRequest): object {
  return r.kind === 'decision' ? { type: 'decision', ask: r.id, decision: r.decision, legal: r.legal } : { type: 'choice', ask: r.id, choice: r.choice, default: defaultAnswer(r.choice) };
}
