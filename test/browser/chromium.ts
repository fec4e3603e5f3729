/**
 * Debian's Chromium driven by playwright-core, for the inspector tests: a fresh profile each run (playwright
 * passes it to Chromium as --user-data-dir), removed on close.
 *
 * @example
 * const chromium = await openChromium();
 * const page = await chromium.context.newPage();
 * await chromium.close();
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function openChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's Chromium with \`apt-get update && apt-get install -y chromium\` (.ci/run does this in CI)`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'hyperdraft-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The ids of the states a chart on the page lights (`upkeep`, `turn.Asleep`). */
export async function litStates(page: Page, chart: string): Promise<string[]> {
  return page.locator(`svg[data-machine="${chart}"] .state.active`).evaluateAll((gs) => gs.map((g) => (g as SVGGElement).dataset.state!));
}

/** Wait until the page has rendered the view of sequence `seq` (or a later one). */
export async function pageAt(page: Page, seq: number): Promise<void> {
  await page.waitForFunction((s) => Number(document.body.dataset.seq) >= s, seq);
}
