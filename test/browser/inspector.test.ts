import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../actors/index.ts';
import { startInspector, type InspectorServer } from '../../scripts/inspector/server.ts';
import { openChromium, pageAt } from './chromium.ts';

/*
 * The inspector in a real browser: Debian's Chromium, driven by playwright-core. The server runs in this
 * process, so the test compares what the page lights with the game itself. (Adventure and Pocket:
 * inspector-rulesets.test.ts.)
 */

let inspector: InspectorServer<Game>;
let chromium: Awaited<ReturnType<typeof openChromium>>;
let page: Page;

const lit = (machine: string) => page.locator(`svg[data-machine="${machine}"] .state.active`).getAttribute('data-state');
const synced = () => pageAt(page, inspector.session.view().seq);

async function expectPageFollowsGame(): Promise<void> {
  await synced();
  const view = inspector.session.view();
  const game = inspector.session.game;
  expect(await lit('turn')).toBe(game.state.step);
  expect(await lit('turn')).toBe(String(game.turn.getSnapshot().value));
  expect(await lit('priority')).toBe(String(game.priority.getSnapshot().value));
  expect(await lit('stack')).toBe(game.state.stack.length ? 'nonEmpty' : 'empty');
  expect(await lit('combat')).toBe(String(game.machines.combat.getSnapshot().value));
  const lines = page.locator('#log li');
  expect(await lines.last().textContent()).toBe(view.log.at(-1)!.text);
  expect(await lines.count()).toBe(Math.min(view.logTotal, view.log.length));
  for (const [i, p] of game.state.players.entries()) {
    await expect.poll(() => page.locator('.player .nums').nth(i).textContent()).toContain(`life ${p.life}`);
  }
}

describe('the Magic inspector in Chromium', () => {
  beforeAll(async () => {
    inspector = await startInspector({ seed: 7, port: 0 });
    chromium = await openChromium();
    page = await chromium.context.newPage();
    await page.goto(inspector.url);
  });

  afterAll(async () => {
    await chromium?.close();
    await inspector?.close();
  });

  it('draws the four statecharts from the machines, with the current states lit', async () => {
    for (const m of ['turn', 'priority', 'stack', 'combat']) await expect.poll(() => page.locator(`svg[data-machine="${m}"] .state`).count()).toBeGreaterThan(1);
    expect(await page.locator('svg[data-machine="turn"] .state').count()).toBe(13);
    await expectPageFollowsGame();
  });

  it('shows the actor tree: the game actor with the turn, priority, player and permanent actors under it', async () => {
    for (let i = 0; i < 30 && inspector.session.game.state.battlefield.length < 2; i++) {
      const before = inspector.session.game.decisions;
      await page.click('#step');
      await expect.poll(() => inspector.session.game.decisions).toBe(before + 1);
    }
    await synced();
    const root = page.locator('#actors > ul > li[data-actor="game"]');
    await expect.poll(() => root.count()).toBe(1);
    const children = await root.locator(':scope > ul > li').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.actor!));
    for (const id of ['turn', 'priority', 'player-0', 'player-1']) expect(children).toContain(id);
    const objects = children.filter((id) => id.startsWith('object-')).map((id) => Number(id.slice(7))).sort((a, b) => a - b);
    expect(objects).toEqual([...inspector.session.game.state.battlefield].sort((a, b) => a - b));
  });

  it('steps one decision at a time; the lit states and the log follow the game', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const before = inspector.session.game.decisions;
      await page.click('#step');
      await expect.poll(() => inspector.session.game.decisions).toBe(before + 1);
      await expectPageFollowsGame();
      seen.add((await lit('turn'))!);
    }
    expect(seen.size).toBeGreaterThan(2);
    expect(await page.locator('#status').textContent()).toContain(`decision ${inspector.session.game.decisions}`);
  });

  it('lights nonEmpty and lists the stack when a spell is cast', async () => {
    const { session } = inspector;
    for (let i = 0; i < 2000 && session.game.state.stack.length === 0; i++) session.step();
    expect(session.game.state.stack.length).toBeGreaterThan(0);
    await expectPageFollowsGame();
    expect(await lit('stack')).toBe('nonEmpty');
    const top = session.view().stack![0]!;
    expect(await page.locator('#stack li').first().textContent()).toContain(top.name);
    expect(await page.locator('[data-context="stack"]').textContent()).toContain(`size ${session.game.state.stack.length}`);
  });

  it('runs and pauses', async () => {
    const before = inspector.session.game.decisions;
    await page.click('#run');
    await expect.poll(() => inspector.session.game.decisions).toBeGreaterThan(before + 5);
    await page.click('#run');
    await expect.poll(() => inspector.session.view().running).toBe(false);
    await expectPageFollowsGame();
    expect(await page.locator('#run').textContent()).toBe('Run');
  });
});
