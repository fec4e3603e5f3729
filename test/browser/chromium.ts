/**
 * A headless Chromium driven by playwright-core, for the browser tests: a fresh profile each run (playwright
 * passes it to Chromium as --user-data-dir), removed on close.
 *
 * The browser comes from the lockfile: `@sparticuz/chromium` ships a headless Chromium inside its npm
 * package (unpacked to the system's temporary folder on first use), so `npm ci` on a machine with only Node
 * and npm is enough. Where that binary cannot start (it is built for x86-64 Linux), Debian's Chromium at
 * /usr/bin/chromium is the fallback (`apt-get install -y chromium`).
 *
 * @example
 * const chromium = await openChromium();
 * const page = await chromium.context.newPage();
 * await chromium.close();
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import packaged from '@sparticuz/chromium';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function launch(executablePath: string, profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { executablePath, headless: true, args: ARGS });
}

export async function openChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'hyperdraft-chromium-'));
  const failures: string[] = [];
  let context: BrowserContext | undefined;
  try {
    context = await launch(await packaged.executablePath(), profile);
  } catch (error) {
    failures.push(`@sparticuz/chromium: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!context && existsSync(DEBIAN_CHROMIUM)) {
    try {
      context = await launch(DEBIAN_CHROMIUM, profile);
    } catch (error) {
      failures.push(`${DEBIAN_CHROMIUM}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (!context) {
    rmSync(profile, { recursive: true, force: true });
    if (!existsSync(DEBIAN_CHROMIUM)) failures.push(`${DEBIAN_CHROMIUM}: missing (apt-get install -y chromium)`);
    throw new Error(`no Chromium could start for the browser tests: ${failures.join('; ')}`);
  }
  const opened = context;
  // No browser wait depends on how busy the machine is: the suite's own limit (10 minutes) catches a hang.
  opened.setDefaultTimeout(600_000);
  return {
    context: opened,
    close: async () => {
      await opened.close();
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
