/**
 * The game server (issue 11 part 2): tables created over HTTP, seats played over WebSocket with their tokens, each
 * client sent only its own player's view, refused for seats it does not hold, reconnecting with its token, and
 * tables that survive a restart through their SQLite records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store, startServer } from '../../scripts/lib/server/index.ts';
import { http, table, TestClient, type Msg } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type View = { players: { hand: unknown[] | null; handSize: number }[] };

describe('game server', { timeout: 600_000 }, () => {
  it('listens on 127.0.0.1 only, and two clients play a whole game against each other, each seeing only their own hand', async () => {
    const server = await startServer({ port: 0, db: join(dir, 'two.db') });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { id, tokens } = await table(server.url, { ruleset: 'adventure', seats: ['person', 'person'], seed: 5 });
      const a = new TestClient(server.url, 1);
      const b = new TestClient(server.url, 2);
      expect((await a.hello(id, 0, tokens[0]!))['seat']).toBe(0);
      expect((await b.hello(id, 1, tokens[1]!))['seat']).toBe(1);
      const [overA, overB] = await Promise.all([a.play(), b.play()]);
      expect(overA['result']).toEqual(overB['result']);
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
      expect(a.replies).toBeGreaterThan(10);
      expect(b.replies).toBeGreaterThan(10);
      // Hidden information (CR 402.3): every view a client got shows its own hand and only the size of the other's.
      for (const [client, me] of [[a, 0], [b, 1]] as const) {
        const views = client.messages.filter((m) => m.type === 'view').map((m) => m['view'] as View);
        expect(views.length).toBeGreaterThan(5);
        for (const v of views) {
          expect(v.players[me]!.hand).not.toBeNull();
          expect(v.players[1 - me]!.hand).toBeNull();
        }
        // The opponent's draws come with the card blanked.
        const draws = client.messages.filter((m) => m.type === 'event' && (m['event'] as { type: string }).type === 'draw').map((m) => m['event'] as { player: number; object: unknown });
        expect(draws.some((d) => d.player === 1 - me)).toBe(true);
        for (const d of draws) if (d.player !== me) expect(d.object).toBeNull();
      }
      const info = await http(server.url, 'GET', `/tables/${id}`);
      expect(info.json['status']).toBe('over');
      expect(info.json['result']).toEqual(overA['result']);
      // The finished game's save loads: it is the save format.
      const save = await http(server.url, 'GET', `/tables/${id}/save`);
      expect(save.json['format']).toBe('hyperdraft-save');
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });

  it('a Magic table with a bot: the client plays the person seat to the end', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'magic', seats: ['bot', 'person'], seed: 3 });
      const c = new TestClient(server.url, 3);
      await c.hello(id, 1, tokens[1]!);
      const over = await c.play();
      expect(over['result']).toMatchObject({ draw: expect.any(Boolean) });
      expect(c.errors).toEqual([]);
      // Mulligans (choices) and actions came to the person.
      expect(c.messages.some((m) => m.type === 'choice')).toBe(true);
      expect(c.messages.some((m) => m.type === 'decision')).toBe(true);
      await c.close();
    } finally {
      await server.close();
    }
  });

  it('refuses a client for a seat it does not hold, and a seat that is taken', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'pocket', seats: ['person', 'person'], seed: 2 });
      const thief = new TestClient(server.url);
      const refused = await thief.hello(id, 1, tokens[0]!);
      expect(refused.type).toBe('error');
      expect(String(refused['message'])).toContain(`does not hold seat 1 of table ${id}`);
      expect((await thief.whenClosed()).code).toBe(4003);
      const wrongTable = new TestClient(server.url);
      expect((await wrongTable.hello('no-such-table', 0, tokens[0]!)).type).toBe('error');
      expect((await wrongTable.whenClosed()).code).toBe(4003);
      // Acting before hello is refused.
      const anon = new TestClient(server.url);
      await anon.opened();
      anon.send({ type: 'act', index: 0 });
      expect(String((await anon.next((m) => m.type === 'error'))['message'])).toContain('hello');
      await anon.close();
      const again = await http(server.url, 'POST', `/tables/${id}/seats/0`, {});
      expect(again.status).toBe(409);
      const bot = await table(server.url, { ruleset: 'pocket', seats: ['person', 'bot'], seed: 2 });
      expect((await http(server.url, 'POST', `/tables/${bot.id}/seats/1`, {})).status).toBe(409);
      expect((await http(server.url, 'POST', `/tables/${bot.id}/seats/7`, {})).status).toBe(404);
      // The rightful holder still plays.
      const owner = new TestClient(server.url);
      expect((await owner.hello(id, 0, tokens[0]!)).type).toBe('welcome');
      await owner.close();
    } finally {
      await server.close();
    }
  });

  it('a dropped client reconnects with its token and continues where it was', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'pocket', seats: ['person', 'bot'], seed: 4 });
      const first = new TestClient(server.url, 5);
      await first.hello(id, 0, tokens[0]!);
      first.play(8);
      await first.next(() => first.replies >= 8);
      await new Promise((r) => setTimeout(r, 50));
      const before = (await http(server.url, 'GET', `/tables/${id}`)).json;
      first.ws.terminate();
      await first.whenClosed();
      const second = new TestClient(server.url, 6);
      expect((await second.hello(id, 0, tokens[0]!)).type).toBe('welcome');
      // It is sent the view and what the seat is asked now, and goes on from there.
      const asked = await second.next((m) => m.type === 'decision' || m.type === 'choice');
      expect(asked['ask']).toBeGreaterThan(8);
      expect((await http(server.url, 'GET', `/tables/${id}`)).json['turn']).toBe(before['turn']);
      const over = await second.play();
      expect(over['result']).toBeTruthy();
      expect(second.errors).toEqual([]);
      await second.close();
    } finally {
      await server.close();
    }
  });

  it('a server restarted on the same database continues the table from its last decision', async () => {
    const db = join(dir, 'restart.db');
    const first = await startServer({ port: 0, db });
    const { id, tokens } = await table(first.url, { ruleset: 'magic', seats: ['person', 'bot'], seed: 9 });
    const c = new TestClient(first.url, 7);
    await c.hello(id, 0, tokens[0]!);
    c.play(25);
    await c.next(() => c.replies >= 25);
    await new Promise((r) => setTimeout(r, 100));
    const lastView = c.last('view')!;
    const before = (await http(first.url, 'GET', `/tables/${id}`)).json;
    await first.close();
    expect(c.closed ?? (await c.whenClosed())).toBeTruthy();

    const second = await startServer({ port: 0, db });
    try {
      const after = (await http(second.url, 'GET', `/tables/${id}`)).json;
      expect(after['turn']).toBe(before['turn']);
      expect(after['status']).toBe('playing');
      const again = new TestClient(second.url, 8);
      expect((await again.hello(id, 0, tokens[0]!)).type).toBe('welcome');
      const view = await again.next((m) => m.type === 'view');
      // The same position: the view of the last decision before the restart.
      expect(view['view']).toEqual(lastView['view']);
      const over = await again.play();
      expect(over['result']).toBeTruthy();
      expect(again.errors).toEqual([]);
      await again.close();
    } finally {
      await second.close();
    }
  });

  it('a stored table whose records were edited is set aside at start, with a warning, and the server serves the others', async () => {
    const db = join(dir, 'edited.db');
    const first = await startServer({ port: 0, db });
    const good = await table(first.url, { ruleset: 'pocket', seats: ['person', 'bot'], seed: 6 });
    const bad = await table(first.url, { ruleset: 'pocket', seats: ['person', 'bot'], seed: 7 });
    await new Promise((r) => setTimeout(r, 50));
    await first.close();
    const store = new Store(db);
    const row = store.tables().find((t) => t.id === bad.id)!;
    (row.state as { turn: number }).turn += 3;
    store.progress(bad.id, store.decisions(bad.id).length, [], row.state, 'playing');
    store.close();
    const warnings: string[] = [];
    const second = await startServer({ port: 0, db, warn: (line) => warnings.push(line) });
    try {
      expect(warnings).toEqual([expect.stringMatching(new RegExp(`^table ${bad.id} could not be loaded and is set aside: table ${bad.id}: state\\.turn: `))]);
      expect((await http(second.url, 'GET', `/tables/${bad.id}`)).status).toBe(404);
      const c = new TestClient(second.url);
      expect((await c.hello(good.id, 0, good.tokens[0]!)).type).toBe('welcome');
      await c.close();
    } finally {
      await second.close();
    }
  });

  it('refuses malformed and hostile messages with an error, changing nothing, and keeps serving', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'magic', seats: ['person', 'bot'], seed: 1 });
      const c = new TestClient(server.url);
      await c.hello(id, 0, tokens[0]!);
      // Answer the opening choices (mulligans) to reach a top-level decision with its legal actions.
      let asked = await c.next((m) => m.type === 'decision' || m.type === 'choice');
      while (asked.type === 'choice') {
        c.send({ type: 'answer', ask: asked['ask'], answer: true });
        asked = await c.next((m) => m.type === 'decision' || m.type === 'choice');
      }
      const errorFor = async (message: unknown): Promise<Msg> => {
        const n = c.errors.length;
        c.send(message);
        const e = await c.next((m) => m.type === 'error');
        expect(c.errors.length).toBe(n + 1);
        return e;
      };
      expect(String((await errorFor('{"type": "act", '))['message'])).toContain('not JSON');
      expect(String((await errorFor('{"type":"answer","answer":{"__proto__":{"polluted":true}}}'))['message'])).toContain('__proto__');
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      expect((await errorFor('{"type":"answer","answer":true,"constructor":{"prototype":{}}}'))['path']).toBe('constructor');
      expect(String((await errorFor({ type: 'launch' }))['message'])).toBeTruthy();
      expect((await errorFor({ type: 'act', action: { type: 'pass', player: 0 }, extra: 1 }))['message']).toContain('extra');
      expect(String((await errorFor({ type: 'act', index: 9999 }))['message'])).toContain('no legal action 9999');
      expect(String((await errorFor({ type: 'act', action: { type: 'cast', player: 1, card: 1 } }))['message'])).toContain('not one of your');
      expect(String((await errorFor(JSON.stringify({ type: 'answer', answer: 'x'.repeat(60_000) }).replace('"x', '"y')))['message'])).toBeTruthy();
      expect(String((await errorFor({ type: 'answer', answer: JSON.parse('['.repeat(40) + ']'.repeat(40)) }))['message'])).toContain('nested');
      expect(String((await errorFor({ type: 'answer', answer: true }))['message'])).toContain('waits for an action');
      expect(String((await errorFor({ type: 'act', ask: Number(asked['ask']) - 1, index: 0 }))['message'])).toContain('answered already');
      // Nothing changed: the seat is still asked the same request, and the table is where it was.
      c.send({ type: 'sync' });
      const still = await c.next((m) => m.type === 'decision' || m.type === 'choice');
      expect(still['ask']).toBe(asked['ask']);
      // A payload over the limit (64 KiB) closes that connection only; the server goes on.
      const big = new TestClient(server.url);
      await big.hello(id, 0, tokens[0]!);
      big.send(JSON.stringify({ type: 'answer', answer: 'x'.repeat(70 * 1024) }));
      expect((await big.whenClosed()).code).toBe(1009);
      expect((await http(server.url, 'POST', '/tables', '{"ruleset":"magic","seats":["person","bot"],"__proto__":{}}')).status).toBe(400);
      expect((await http(server.url, 'POST', '/tables', 'x'.repeat(70 * 1024))).status).toBe(413);
      expect((await http(server.url, 'POST', '/tables', { ruleset: 'magic', seats: ['person', 'bot'], decks: [{ name: 'Red-Green' }, { name: 'Nope' }] })).json['path']).toBe('decks[1].name');
      // The client plays on normally after all of it.
      const over = await c.play();
      expect(over['result']).toBeTruthy();
      await c.close();
    } finally {
      await server.close();
    }
  });
});
