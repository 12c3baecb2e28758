import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './_browser.ts';
import { serveStatic, type StaticServer } from './_server.ts';
import { DIST, ensureBuilt } from './_site.ts';

/** The built site and a browser, shared by one test file. */
export interface Session {
  readonly browser: Browser;
  readonly server: StaticServer;
}

/** Serves the built site and starts Chromium before the file's tests, and stops both after them. */
export function useSession(): Session {
  const session = {} as { browser: Browser; server: StaticServer };
  beforeAll(async () => {
    await ensureBuilt();
    session.server = await serveStatic(DIST);
    session.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** Clicks Solve and waits for the answer: `solved`, `unsolvable` or `failed`. */
export async function solveAndWait(page: Page, timeout = 20_000): Promise<string> {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const status = page.getByTestId('solve-status');
  await status.and(page.locator('[data-status="solved"], [data-status="unsolvable"], [data-status="failed"]')).waitFor({ timeout });
  return (await status.getAttribute('data-status')) ?? '';
}
