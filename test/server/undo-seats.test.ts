/**
 * The server's undo and seats (issue 11 parts 2 and 5): a person at a bot table takes decisions back at once and,
 * making the same choices again, gets the same game (kept in SQLite across a restart); between two people an undo
 * waits for the other's consent, which they may refuse; a bot takes the seat of a person who left, and the table
 * plays on (and is loaded again after a restart); bot seats are the search bot by default where it plays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DecisionEntry } from '../../actors/index.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server/index.ts';
import { TestClient, http, table, type Msg } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-server-undo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Wait until `ready()` holds (the server answers on its own time; the test's timeout catches a hang). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((r) => setTimeout(r, 20));
}

const log = (server: RunningServer, id: string): DecisionEntry<unknown>[] => structuredClone(server.tables.get(id)!.session.log);
const waitingFor = (server: RunningServer, id: string): number | null => server.tables.get(id)!.session.game.awaiting()?.player ?? null;
const requests = (c: TestClient): Msg[] => c.messages.filter((m) => m.type === 'decision' || m.type === 'choice');

describe('server: undo and seats', { timeout: 600_000 }, () => {
  it('a person at a table with the search bot takes a decision back and, choosing the same, gets the same game, kept across a restart', async () => {
    const db = join(dir, 'undo.db');
    const server = await startServer({ port: 0, db });
    let id = '';
    let token = '';
    let before: DecisionEntry<unknown>[] = [];
    try {
      ({ id, tokens: { 0: token } } = await table(server.url, { ruleset: 'magic', seats: ['person', 'bot'], seed: 3 }));
      const info = (await http(server.url, 'GET', `/tables/${id}`)).json as { seats: { kind: string; bot?: string }[] };
      expect(info.seats[1]).toMatchObject({ kind: 'bot', bot: 'search' });
      const c = new TestClient(server.url, 5);
      await c.hello(id, 0, token);
      c.play(8);
      await until(() => c.replies === 8 && waitingFor(server, id) === 0 && requests(c).length === 9);
      before = log(server, id);
      const mine = before.flatMap((e, i) => (e.p === 0 ? [i] : []));
      const cut = mine[mine.length - 1]!;
      const takenBack = requests(c)[7]!;
      c.send({ type: 'undo' });
      const undone = await c.next((m) => m.type === 'undone');
      expect(undone).toMatchObject({ by: 0, n: 1, decisions: cut });
      // Asked again what the decision taken back was asked.
      const again = await c.next((m) => m.type === 'decision' || m.type === 'choice');
      expect(again['legal'] ?? again['choice']).toEqual(takenBack['legal'] ?? takenBack['choice']);
      expect(log(server, id)).toEqual(before.slice(0, cut));
      // The same choice again: the bot decides as before, and the game is the one that never undid.
      const entry = before[cut]!;
      c.send('a' in entry ? { type: 'act', ask: again['ask'], action: entry.a } : { type: 'answer', ask: again['ask'], answer: entry.v });
      await until(() => waitingFor(server, id) === 0 && log(server, id).length === before.length);
      expect(log(server, id)).toEqual(before);
      expect(c.errors).toEqual([]);
      // Nothing more of seat 0's to take back than it made.
      c.send({ type: 'undo', n: 999 });
      await until(() => c.errors.length === 1);
      expect(c.errors[0]).toMatch(/^seat 0 has made only \d+ decision\(s\): undo \d+ at most$/);
      await c.close();
    } finally {
      await server.close();
    }
    const restarted = await startServer({ port: 0, db });
    try {
      expect(log(restarted, id)).toEqual(before);
      const c = new TestClient(restarted.url, 6);
      expect((await c.hello(id, 0, token)).type).toBe('welcome');
      const over = await c.play();
      expect(over['result']).toBeTruthy();
      expect(c.errors).toEqual([]);
      await c.close();
    } finally {
      await restarted.close();
    }
  });

  it('between two people an undo waits for the other: refused, nothing changes; accepted, the decisions go', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'pocket', seats: ['person', 'person'], seed: 2 });
      const [a, b] = [new TestClient(server.url, 1), new TestClient(server.url, 2)];
      await a.hello(id, 0, tokens[0]!);
      await b.hello(id, 1, tokens[1]!);
      a.play(4);
      b.play(4);
      // Quiet: the seat the game waits for has sent its four replies and holds a request it will not answer (the
      // server has taken every reply sent, so no decision is still on its way).
      await until(() => {
        const seat = [a, b][waitingFor(server, id) ?? 0]!;
        return a.replies >= 2 && seat.replies >= 4 && requests(seat).length > seat.replies;
      });
      const before = log(server, id);
      // No undo asked: nothing to answer.
      b.send({ type: 'undo-reply', accept: true });
      await until(() => b.errors.length === 1);
      expect(b.errors[0]).toBe('no undo is asked at this table');
      a.send({ type: 'undo' });
      expect(await b.next((m) => m.type === 'undo-asked')).toMatchObject({ from: 0, n: 1, waiting: [1] });
      // The one who asked does not answer their own request.
      a.send({ type: 'undo-reply', accept: true });
      await until(() => a.errors.length === 1);
      expect(a.errors[0]).toBe('you asked this undo; the others answer it');
      b.send({ type: 'undo-reply', accept: false });
      expect(await a.next((m) => m.type === 'undo-refused')).toMatchObject({ from: 0, by: 1 });
      expect(log(server, id)).toEqual(before);
      a.send({ type: 'undo' });
      await b.next((m) => m.type === 'undo-asked');
      b.send({ type: 'undo-reply', accept: true });
      const undone = await a.next((m) => m.type === 'undone');
      const cut = before.map((e) => e.p).lastIndexOf(0);
      expect(undone).toMatchObject({ by: 0, n: 1, decisions: cut });
      expect((await b.next((m) => m.type === 'undone'))['decisions']).toBe(cut);
      expect(log(server, id)).toEqual(before.slice(0, cut));
      // Both play on to the end.
      const [overA, overB] = await Promise.all([a.play(), b.play()]);
      expect(overA['result']).toEqual(overB['result']);
      await a.close();
      await b.close();
    } finally {
      await server.close();
    }
  });

  it('a bot takes the seat of a person who left: refused while they are connected, then the search bot plays it, also after a restart', async () => {
    const db = join(dir, 'takeover.db');
    const server = await startServer({ port: 0, db });
    let id = '';
    let tokens: Record<number, string> = {};
    try {
      ({ id, tokens } = await table(server.url, { ruleset: 'magic', seats: ['person', 'person'], seed: 4 }));
      const [a, b] = [new TestClient(server.url, 3), new TestClient(server.url, 4)];
      await a.hello(id, 0, tokens[0]!);
      await b.hello(id, 1, tokens[1]!);
      a.play(30);
      b.play(6);
      await until(() => b.replies === 6 && waitingFor(server, id) === 1);
      const refused = await http(server.url, 'POST', `/tables/${id}/seats/1/bot`, {});
      expect(refused.status).toBe(409);
      expect(refused.json['error']).toBe('seat 1 has a player connected: a bot takes it once they leave, or with the seat\'s token');
      expect((await http(server.url, 'POST', `/tables/${id}/seats/1/bot`, { bot: 'clever' })).status).toBe(400);
      await b.close();
      // The other player sees the seat left.
      await until(() => (a.last('seats')?.['seats'] as { connected: boolean }[] | undefined)?.[1]?.connected === false);
      const taken = await http(server.url, 'POST', `/tables/${id}/seats/1/bot`, {});
      expect(taken.status).toBe(200);
      expect((taken.json['seats'] as object[])[1]).toMatchObject({ kind: 'bot', bot: 'search', joined: true });
      expect((await http(server.url, 'POST', `/tables/${id}/seats/1/bot`, {})).status).toBe(409);
      // The old token no longer holds the seat.
      const gone = new TestClient(server.url, 9);
      await gone.hello(id, 1, tokens[1]!);
      expect((await gone.whenClosed()).code).toBe(4003);
      await until(() => a.replies === 30 && waitingFor(server, id) === 0);
      await a.close();
    } finally {
      await server.close();
    }
    const restarted = await startServer({ port: 0, db, warn: (line) => { throw new Error(line); } });
    try {
      const c = new TestClient(restarted.url, 5);
      expect((await c.hello(id, 0, tokens[0]!)).type).toBe('welcome');
      const over = await c.play();
      expect(over['result']).toBeTruthy();
      expect(c.errors).toEqual([]);
      await c.close();
    } finally {
      await restarted.close();
    }
  });

  it('a table chooses its bot: random opts out of the search bot, which plays Pocket but not Duel', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    try {
      const random = await http(server.url, 'POST', '/tables', { ruleset: 'adventure', seats: ['person', 'bot'], bot: 'random' });
      expect((random.json['seats'] as object[])[1]).toMatchObject({ kind: 'bot', bot: 'random' });
      const pocket = await http(server.url, 'POST', '/tables', { ruleset: 'pocket', seats: ['person', 'bot'] });
      expect((pocket.json['seats'] as object[])[1]).toMatchObject({ kind: 'bot', bot: 'search' });
      const duel = await http(server.url, 'POST', '/tables', { ruleset: 'duel', seats: ['person', 'bot'] });
      expect((duel.json['seats'] as object[])[1]).toMatchObject({ kind: 'bot', bot: 'random' });
      const refused = await http(server.url, 'POST', '/tables', { ruleset: 'duel', seats: ['person', 'bot'], bot: 'search' });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ path: 'bot' });
      expect(String(refused.json['error'])).toContain('the search bot does not play duel');
    } finally {
      await server.close();
    }
  });
});
