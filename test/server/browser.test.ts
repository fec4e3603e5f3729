/**
 * The browser table (issue 11 part 3): a page served by the game server where a person plays their seat in
 * Chromium: the board drawn from their own view, legal actions as buttons, choices as dialogs. Two pages play a whole
 * game against each other; a page plays one against a bot, and a reload mid-game reconnects with the seat token.
 * The lobby lists the tables and makes one against the search bot; a wrong seat link is refused in words. Two pages
 * at a Magic table see the game's statecharts lit, ask and answer an undo (refused, then accepted), and
 * when one leaves the other seats the search bot in its place and plays on to the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startServer } from '../../scripts/lib/server/index.ts';
import { openChromium } from '../browser/chromium.ts';
import { http, table } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-browser-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Take one decision on the page: answer the open dialog, or click an action (every third time the last, to end turns). */
async function decide(page: Page, n: number): Promise<'over' | 'acted'> {
  const next = page.locator('#result, dialog[open] button.option, dialog[open] #choice-default, #actions button.action').first();
  await next.waitFor();
  if (await page.locator('#result').count()) return 'over';
  const options = page.locator('dialog[open] button.option');
  if (await options.count()) { await options.first().click(); return 'acted'; }
  if (await page.locator('dialog[open]').count()) { await page.locator('dialog[open] #choice-default').click(); return 'acted'; }
  const actions = page.locator('#actions button.action');
  const count = await actions.count();
  await actions.nth(n % 3 === 0 ? count - 1 : n % count).click();
  return 'acted';
}

/** One step for whichever of the pages can act now: null when neither could (waiting for the server). */
async function either(pages: Page[], n: number): Promise<boolean> {
  for (const page of pages) {
    const options = page.locator('dialog[open] button.option');
    const actions = page.locator('#actions button.action');
    try {
      if (await options.count()) { await options.first().click({ timeout: 2000 }); return true; }
      if (await page.locator('dialog[open] #choice-default').count()) { await page.locator('dialog[open] #choice-default').click({ timeout: 2000 }); return true; }
      const count = await actions.count();
      if (count) { await actions.nth(n % 3 === 0 ? count - 1 : n % count).click({ timeout: 2000 }); return true; }
    } catch {
      // The button went away (the page was redrawn): look again.
    }
  }
  return false;
}

describe('browser table', { timeout: 600_000 }, () => {
  it('two browser pages play a Pocket game against each other through the server', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    const chromium = await openChromium();
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'pocket', seats: ['person', 'person'], seed: 3 });
      const pages = [await chromium.context.newPage(), await chromium.context.newPage()];
      for (const [seat, page] of pages.entries()) {
        await page.goto(`${server.url}/#table=${id}&seat=${seat}&token=${tokens[seat]}`);
        await page.locator('#connection.open').waitFor();
      }
      let n = 0;
      while ((await pages[0]!.locator('#result').count()) === 0 || (await pages[1]!.locator('#result').count()) === 0) {
        if (await either(pages, n)) n++;
        else await pages[0]!.waitForTimeout(20);
        expect(n).toBeLessThan(3000);
      }
      expect(n).toBeGreaterThan(10);
      expect(await pages[0]!.locator('#result').textContent()).toBe(await pages[1]!.locator('#result').textContent());
      // Each page shows its own hand and not the other's cards.
      expect(await pages[0]!.locator('#players .player h3').first().textContent()).toContain('(you)');
      expect(await pages[1]!.locator('#players .player h3').nth(1).textContent()).toContain('(you)');
      expect((await http(server.url, 'GET', `/tables/${id}`)).json['status']).toBe('over');
    } finally {
      await chromium.close();
      await server.close();
    }
  });


  it('a browser plays a Pocket game against the bot to the end, reloading mid-game', async () => {
    const server = await startServer({ port: 0, db: join(dir, 'browser.db') });
    const chromium = await openChromium();
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'pocket', seats: ['person', 'bot'], seed: 12 });
      const page = await chromium.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/#table=${id}&seat=0&token=${tokens[0]}`);
      await page.locator('#connection.open').waitFor();
      // The board: both players, this seat's hand as cards, the other's hidden.
      await page.locator('#players .player').nth(1).waitFor();
      expect(await page.locator('#players .player h3').first().textContent()).toContain('(you)');
      let decisions = 0;
      let reloaded = false;
      for (;;) {
        if ((await decide(page, decisions)) === 'over') break;
        decisions++;
        if (decisions === 12 && !reloaded) {
          // A reload: the token is in the tab's session storage, the address has none; the seat goes on.
          await page.reload();
          expect(page.url()).not.toContain('token=');
          await page.locator('#connection.open').waitFor();
          reloaded = true;
        }
        expect(decisions).toBeLessThan(2000);
      }
      expect(reloaded).toBe(true);
      const info = await http(server.url, 'GET', `/tables/${id}`);
      expect(info.json['status']).toBe('over');
      expect(await page.locator('#result').textContent()).toMatch(/^Game over: /);
      expect(await page.locator('#log li').count()).toBeGreaterThan(5);
      await page.screenshot({ path: join(dir, 'table.png') });
      expect(errors).toEqual([]);
    } finally {
      await chromium.close();
      await server.close();
    }
  });

  it('the lobby, then two pages at a Magic table: statecharts, an undo refused then accepted, and a bot seated for the page that left', async () => {
    const server = await startServer({ port: 0, db: ':memory:' });
    const chromium = await openChromium();
    try {
      const { id, tokens } = await table(server.url, { ruleset: 'magic', seats: ['person', 'person'], seed: 6 });
      const pages = [await chromium.context.newPage(), await chromium.context.newPage()];
      const errors: string[] = [];
      for (const [seat, page] of pages.entries()) {
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${server.url}/#table=${id}&seat=${seat}&token=${tokens[seat]}`);
        await page.locator('#connection.open').waitFor();
      }
      const [a, b] = pages as [Page, Page];
      // The lobby lists the table and its seats; a link whose token does not hold the seat says so; a table made from
      // the lobby's form against the bot seats the search bot (Adventure).
      const lobby = await chromium.context.newPage();
      lobby.on('pageerror', (e) => errors.push(e.message));
      await lobby.goto(`${server.url}/`);
      await lobby.locator(`#tables tr[data-table="${id}"] .seat-state.connected`).nth(1).waitFor();
      expect(await lobby.locator(`#tables tr[data-table="${id}"] td`).nth(1).textContent()).toBe('magic');
      await lobby.goto(`${server.url}/#table=${id}&seat=1&token=${'x'.repeat(32)}`);
      await lobby.reload();
      await lobby.locator('#error:not([hidden])', { hasText: 'this link does not hold the seat' }).waitFor();
      expect(await lobby.locator('#connection').textContent()).toBe('refused: this link does not hold the seat');
      await lobby.goto(`${server.url}/`);
      await lobby.reload();
      await lobby.locator('select[name="ruleset"]').selectOption('adventure');
      await lobby.locator('#create button[type="submit"]').click();
      await lobby.locator('#connection.open').waitFor();
      await lobby.locator('#seats li[data-seat="1"] .seat-state.bot', { hasText: 'search bot' }).waitFor();
      await lobby.close();
      // The turn, priority, stack and combat machines, their current states lit.
      await a.locator('#charts svg[data-machine="turn"] .state.active').first().waitFor();
      expect(await a.locator('#charts svg.chart').count()).toBe(4);
      expect(await a.locator('#charts svg[data-machine="stack"] .state.active').count()).toBe(1);
      // Seats: both people connected.
      await a.locator('#seats li[data-seat="1"] .seat-state.connected').waitFor();
      // A few decisions each, then A asks to take its last one back.
      let n = 0;
      const log = () => server.tables.get(id)!.session.log;
      while (n < 8 || !log().some((e) => e.p === 0)) {
        if (await either(pages, n)) n++;
        else await a.waitForTimeout(20);
      }
      await a.locator('#undo').click();
      await b.locator('#undo-ask:not([hidden])').waitFor();
      expect(await b.locator('#undo-text').textContent()).toContain('asks to take back their last 1 decision(s)');
      await b.locator('#undo-refuse').click();
      await a.locator('#undo-status', { hasText: 'refused' }).waitFor();
      await a.locator('#undo').click();
      await b.locator('#undo-ask:not([hidden])').waitFor();
      await b.locator('#undo-accept').click();
      await a.locator('#undo-status', { hasText: 'taken back' }).waitFor();
      await b.locator('#undo-status', { hasText: 'taken back' }).waitFor();
      expect(await a.locator('#log li.undone').count()).toBe(1);
      // B leaves: A sees the seat away, and seats the search bot there.
      await b.close();
      await a.locator('#seats li[data-seat="1"] .seat-state.away').waitFor();
      await a.locator('#seats li[data-seat="1"] button.seat-bot').click();
      await a.locator('#seats li[data-seat="1"] .seat-state.bot', { hasText: 'search bot' }).waitFor();
      let decisions = 0;
      while ((await decide(a, decisions)) !== 'over') {
        decisions++;
        expect(decisions).toBeLessThan(3000);
      }
      expect(await a.locator('#result').textContent()).toMatch(/^Game over: /);
      expect((await http(server.url, 'GET', `/tables/${id}`)).json['status']).toBe('over');
      await a.screenshot({ path: join(dir, 'undo.png'), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await chromium.close();
      await server.close();
    }
  });
});
