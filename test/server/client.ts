/**
 * A test client of the game server: it creates tables and joins seats over HTTP, and plays a seat over a WebSocket
 * as a client program would, picking its actions from the legal actions the server sends (a small seeded
 * generator of its own) and answering choices with the rules' default answers.
 */
import { WebSocket } from 'ws';
import { defaultAnswer } from '../../rules/index.ts';
import type { Choice } from '../../rules/index.ts';

export interface Msg { type: string; [key: string]: unknown }

export async function http(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, { method, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A new table and a token for each person seat. */
export async function table(base: string, spec: Record<string, unknown>): Promise<{ id: string; tokens: Record<number, string> }> {
  const created = await http(base, 'POST', '/tables', spec);
  if (created.status !== 201) throw new Error(JSON.stringify(created.json));
  const id = created.json['id'] as string;
  const tokens: Record<number, string> = {};
  for (const [i, kind] of (spec['seats'] as string[]).entries()) {
    if (kind !== 'person') continue;
    const joined = await http(base, 'POST', `/tables/${id}/seats/${i}`, { name: `P${i}` });
    if (joined.status !== 200) throw new Error(JSON.stringify(joined.json));
    tokens[i] = joined.json['token'] as string;
  }
  return { id, tokens };
}

/**
 * One connection. `auto` plays the seat: each decision answered with a legal action, each choice with its
 * default answer, until the game is over or `stopAfter` replies were sent.
 */
export class TestClient {
  readonly ws: WebSocket;
  readonly messages: Msg[] = [];
  readonly errors: string[] = [];
  replies = 0;
  /** The number of the last request replied to. */
  private answered = 0;
  closed: { code: number; reason: string } | null = null;
  private rng: number;
  /** Where `next` looks from. */
  private cursor = 0;
  private waiters: { test: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  private closeWaiters: ((c: { code: number }) => void)[] = [];
  auto = false;
  stopAfter = Infinity;

  constructor(base: string, seed = 1) {
    this.rng = seed;
    this.ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    this.ws.on('message', (data) => this.received(JSON.parse(String(data)) as Msg));
    this.ws.on('close', (code, reason) => { this.closed = { code, reason: String(reason) }; for (const w of this.closeWaiters) w({ code }); });
    this.ws.on('error', () => {});
  }

  opened(): Promise<void> {
    return this.ws.readyState === WebSocket.OPEN ? Promise.resolve() : new Promise((resolve, reject) => { this.ws.once('open', () => resolve()); this.ws.once('error', reject); });
  }

  send(m: unknown): void { this.ws.send(typeof m === 'string' ? m : JSON.stringify(m)); }

  async hello(table: string, seat: number, token: string): Promise<Msg> {
    await this.opened();
    this.send({ type: 'hello', table, seat, token });
    return this.next((m) => m.type === 'welcome' || m.type === 'error');
  }

  /** The next message that passes `test`, after the last one a `next` returned (one already received counts). */
  next(test: (m: Msg) => boolean): Promise<Msg> {
    for (let i = this.cursor; i < this.messages.length; i++) {
      if (test(this.messages[i]!)) { this.cursor = i + 1; return Promise.resolve(this.messages[i]!); }
    }
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  whenClosed(): Promise<{ code: number }> {
    return this.closed ? Promise.resolve(this.closed) : new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  last(type: string): Msg | undefined { return [...this.messages].reverse().find((m) => m.type === type); }

  /** Play automatically; resolves with the `over` message. */
  play(stopAfter = Infinity): Promise<Msg> {
    this.auto = true;
    this.stopAfter = stopAfter;
    const over = this.last('over');
    const done = over ? Promise.resolve(over) : this.next((m) => m.type === 'over');
    // The last request, unless a reply to it was sent already.
    const pending = [...this.messages].reverse().find((m) => m.type === 'decision' || m.type === 'choice');
    if (pending && (pending['ask'] as number) > this.answered) this.respond(pending);
    return done;
  }

  close(): Promise<{ code: number }> { this.ws.close(); return this.whenClosed(); }

  private int(n: number): number {
    this.rng = (this.rng * 1103515245 + 12345) % 2147483648;
    return n <= 1 ? 0 : this.rng % n;
  }

  private received(m: Msg): void {
    this.messages.push(m);
    if (m.type === 'error') this.errors.push(String(m['message']));
    const ready = this.waiters.filter((w) => w.test(m));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    if (ready.length) this.cursor = this.messages.length;
    for (const w of ready) w.resolve(m);
    if (this.auto && (m.type === 'decision' || m.type === 'choice')) this.respond(m);
  }

  private respond(m: Msg): void {
    if (this.replies >= this.stopAfter) { this.auto = false; return; }
    this.replies++;
    this.answered = Math.max(this.answered, m['ask'] as number);
    const ask = m['ask'] as number;
    if (m.type === 'choice') { this.send({ type: 'answer', ask, answer: defaultAnswer(m['choice'] as Choice) }); return; }
    const legal = m['legal'] as { type: string }[];
    const doing = legal.filter((a) => a.type !== 'pass' && a.type !== 'end_turn' && a.type !== 'concede');
    const decision = m['decision'] as { kind: string };
    if (decision.kind === 'attackers') { this.send({ type: 'act', ask, index: legal.length - 1 }); return; }
    const pick = doing.length && this.int(10) < 7 ? doing[this.int(doing.length)]! : legal.find((a) => a.type === 'pass' || a.type === 'end_turn') ?? legal[0]!;
    this.send({ type: 'act', ask, action: pick });
  }
}
