/**
 * The browser table (issue 11 part 3): a page served by the game server where a person plays their seat in
 * Chromium: the board drawn from their own view, legal actions as buttons, choices as dialogs. Two pages play a whole
 * game against each other; a page plays one against a bot, and a reload mid-game reconnects with the seat token.
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
});
