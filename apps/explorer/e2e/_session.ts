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

/** A page that records the errors thrown in it. */
export type TestPage = Page & { readonly errors: string[] };

/** How a page is opened: the colour scheme and the viewport. */
export interface OpenOptions {
  readonly dark?: boolean;
  readonly width?: number;
  readonly height?: number;
  /** A phone: 390 × 844 CSS pixels, touch, mobile viewport. */
  readonly phone?: boolean;
  /** No transitions (the page honours reduced motion): pictures that do not depend on when they are taken. */
  readonly still?: boolean;
  /** A script run in the page before any of the site's (e.g. a performance observer). */
  readonly init?: () => void;
}

/** Serves the built site and starts Chromium before the file's tests, and stops both after them. */
export function useSession(): Session {
  const session = {} as { browser: Browser; server: StaticServer };
  beforeAll(async () => {
    await ensureBuilt();
    session.server = await serveStatic(DIST);
    session.browser = await launchChromium();
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.close();
  });
  return session;
}

/** Opens the site at a link fragment (`#r=5&c=5…`) in a fresh page and waits until its view is drawn. */
export async function openPage(session: Session, hash = '', options: OpenOptions = {}): Promise<TestPage> {
  const page = (await session.browser.newPage({
    viewport: options.phone ? { width: 390, height: 844 } : { width: options.width ?? 1360, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: options.still ? 'reduce' : 'no-preference',
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
  })) as Page & { errors: string[] };
  // No per-action timeout: a wait lasts until the state comes or the test's own budget runs out.
  page.setDefaultTimeout(0);
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  if (options.init) await page.addInitScript(options.init);
  await page.goto(session.server.url + hash);
  await page.locator('main[data-view] > *').first().waitFor();
  return page;
}

/** Clicks Solve and waits for the answer: `solved`, `unsolvable` or `failed`. */
export async function solveAndWait(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const status = page.getByTestId('solve-status');
  await status.and(page.locator('[data-status="solved"], [data-status="unsolvable"], [data-status="failed"]')).waitFor();
  return (await status.getAttribute('data-status')) ?? '';
}
