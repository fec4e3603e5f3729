import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdventureGame } from '../../actors/adventure/index.ts';
import type { PocketGame } from '../../actors/pocket/index.ts';
import { adventureSteps, pocketSteps } from '../../machines/index.ts';
import { mon, side } from '../../rules/pocket/index.ts';
import type { Condition } from '../../rules/pocket/index.ts';
import { startInspector, type InspectorServer } from '../../scripts/inspector/server.ts';
import { litStates, openChromium, pageAt } from './chromium.ts';

/*
 * The Adventure and Pocket inspectors in Chromium (the Magic one: inspector.test.ts). Each page must draw
 * its ruleset's turn machine and light the step the game is in, from XState's inspection stream, and follow
 * the game as it is stepped from the page.
 */

let chromium: Awaited<ReturnType<typeof openChromium>>;
beforeAll(async () => { chromium = await openChromium(); });
afterAll(async () => { await chromium?.close(); });

async function open(url: string): Promise<Page> {
  const page = await chromium.context.newPage();
  await page.goto(url);
  return page;
}

/** Click Step and wait for the game to take exactly one decision and the page to show it. */
async function clickStep(page: Page, inspector: InspectorServer<{ decisions: number }>): Promise<void> {
  const before = inspector.session.game.decisions;
  await page.click('#step');
  await expect.poll(() => inspector.session.game.decisions).toBe(before + 1);
  await pageAt(page, inspector.session.view().seq);
}

async function expectLogFollows(page: Page, inspector: InspectorServer): Promise<void> {
  const view = inspector.session.view();
  const lines = page.locator('#log li');
  expect(await lines.last().textContent()).toBe(view.log.at(-1)!.text);
  expect(await lines.count()).toBe(view.log.length);
}

describe('the Adventure inspector in Chromium', () => {
  let inspector: InspectorServer<AdventureGame>;
  let page: Page;

  beforeAll(async () => {
    inspector = await startInspector({ ruleset: 'adventure', seed: 7, port: 0 });
    page = await open(inspector.url);
  });
  afterAll(async () => {
    await page?.close();
    await inspector?.close();
  });

  /** The lit phase is the game's; priority is open in the phase's window: both players in MAIN and BATTLE, one in ATTACKERS and BLOCKERS. */
  async function expectPageFollowsGame(): Promise<void> {
    await pageAt(page, inspector.session.view().seq);
    const game = inspector.session.game;
    expect(await litStates(page, 'turn')).toEqual([game.state.step]);
    expect(await litStates(page, 'turn')).toEqual([String(game.turn.getSnapshot().value)]);
    expect(await litStates(page, 'priority')).toEqual(['open']);
    const windowSize = game.state.pending!.kind === 'priority' ? 2 : 1;
    expect(await page.locator('[data-context="priority"]').textContent()).toContain(`players ${windowSize}`);
    for (const [i, p] of game.state.players.entries()) expect(await page.locator('.player .nums').nth(i).textContent()).toContain(`life ${p.life}`);
    await expectLogFollows(page, inspector);
  }

  it('draws the Adventure turn (its six phases) and priority charts, with the current phase lit; no stack', async () => {
    await expect.poll(() => page.locator('svg[data-machine="turn"] .state').count()).toBe(adventureSteps.length);
    expect(await page.locator('svg[data-machine="turn"] .state').evaluateAll((gs) => gs.map((g) => (g as SVGGElement).dataset.state))).toEqual(adventureSteps.map((s) => s.name));
    expect(await page.locator('svg[data-machine="priority"] .state').count()).toBe(2);
    expect(await page.locator('svg[data-machine="stack"]').count()).toBe(0);
    await expect.poll(() => page.locator('#stack').isHidden()).toBe(true);
    expect(await page.title()).toBe('Hyperdraft inspector — adventure, seed 7');
    await expectPageFollowsGame();
  });

  it('steps one decision at a time; the lit phase, the priority window and the log follow the game', async () => {
    const phases = new Set<string>();
    const logBefore = inspector.session.view().logTotal;
    for (let i = 0; i < 10; i++) {
      await clickStep(page, inspector);
      await expectPageFollowsGame();
      phases.add((await litStates(page, 'turn'))[0]!);
    }
    expect(phases.size).toBeGreaterThan(1);
    expect(inspector.session.view().logTotal).toBeGreaterThan(logBefore);
    expect(await page.locator('#status').textContent()).toContain(`adventure · seed 7 · decision ${inspector.session.game.decisions}`);
  });
});

const CONDITION_STATE: Record<Condition, string> = { Asleep: 'turn.Asleep', Paralyzed: 'turn.Paralyzed', Confused: 'turn.Confused', Poisoned: 'poison.Poisoned', Burned: 'burn.Burned' };

/** A Pokémon's conditions as the chart's state ids, worked out from the rules' state (not the statechart). */
function expectedConditionStates(conditions: readonly Condition[]): string[] {
  const ids = conditions.map((c) => CONDITION_STATE[c]);
  if (!ids.some((id) => id.startsWith('turn.'))) ids.push('turn.none');
  if (!ids.includes('poison.Poisoned')) ids.push('poison.clear');
  if (!ids.includes('burn.Burned')) ids.push('burn.clear');
  return ids.sort();
}

describe('the Pocket inspector in Chromium', () => {
  let inspector: InspectorServer<PocketGame>;
  let page: Page;

  beforeAll(async () => {
    // seed 6: a long game in which an Active Pokémon soon has a Special Condition
    inspector = await startInspector({ ruleset: 'pocket', seed: 6, port: 0 });
    page = await open(inspector.url);
  });
  afterAll(async () => {
    await page?.close();
    await inspector?.close();
  });

  /** The lit step and the turn's context are the game's; each Active Pokémon's chart lights its conditions. */
  async function expectPageFollowsGame(): Promise<void> {
    await pageAt(page, inspector.session.view().seq);
    const game = inspector.session.game;
    expect(await litStates(page, 'turn')).toEqual([game.state.step]);
    expect(await litStates(page, 'turn')).toEqual([String(game.turn!.getSnapshot().value)]);
    expect(await page.locator('[data-context="turn"]').textContent()).toContain(`turn ${game.state.turn} · active ${game.state.active}`);
    for (const seat of [0, 1]) {
      const active = side(game.core, seat).active;
      const caption = page.locator(`[data-context="conditions-${seat}"]`);
      if (active === null) {
        // knocked out, a new Active Pokémon not yet promoted
        expect([await litStates(page, `conditions-${seat}`), await caption.textContent()]).toEqual([[], 'no Active Pokémon']);
      } else {
        expect((await litStates(page, `conditions-${seat}`)).sort()).toEqual(expectedConditionStates(mon(game.core, active).conditions));
        expect(await caption.textContent()).toBe(game.core.obj(active).card);
      }
      expect(await page.locator('.player .nums').nth(seat).textContent()).toContain(`points ${side(game.core, seat).points}`);
    }
    await expectLogFollows(page, inspector);
  }

  it("draws the Pocket turn (start, main, end) and a Special Conditions chart for each player's Active Pokémon", async () => {
    await expect.poll(() => page.locator('svg[data-machine="turn"] .state').count()).toBe(pocketSteps.length);
    for (const seat of [0, 1]) {
      // Asleep, Paralyzed, Confused or none; Poisoned or not; Burned or not
      expect(await page.locator(`svg[data-machine="conditions-${seat}"] .state`).count()).toBe(8);
      expect(await page.locator(`svg[data-machine="conditions-${seat}"] .region`).count()).toBe(3);
    }
    await expect.poll(() => page.locator('#stack').isHidden()).toBe(true);
    await expectPageFollowsGame();
  });

  it('steps one decision at a time; the lit step, the turn and the log follow the game', async () => {
    const turns = new Set<string>();
    const logBefore = inspector.session.view().logTotal;
    for (let i = 0; i < 8; i++) {
      await clickStep(page, inspector);
      await expectPageFollowsGame();
      turns.add((await page.locator('[data-context="turn"]').textContent())!);
    }
    expect(turns.size).toBeGreaterThan(1);
    expect(inspector.session.view().logTotal).toBeGreaterThan(logBefore);
  });

  it('lights the Special Condition an Active Pokémon gets', async () => {
    const { session } = inspector;
    const conditionsOf = (seat: number) => {
      const active = side(session.game.core, seat).active;
      return active === null ? [] : mon(session.game.core, active).conditions;
    };
    const afflicted = () => [0, 1].find((seat) => conditionsOf(seat).length > 0);
    for (let i = 0; i < 200 && afflicted() === undefined && !session.game.over; i++) session.step();
    const seat = afflicted();
    expect(seat).toBeDefined();
    await expectPageFollowsGame();
    const conditions = conditionsOf(seat!);
    expect(await litStates(page, `conditions-${seat}`)).toEqual(expect.arrayContaining(conditions.map((c) => CONDITION_STATE[c])));
    expect(await litStates(page, `conditions-${seat}`)).toHaveLength(3); // one state a region
  });
});
