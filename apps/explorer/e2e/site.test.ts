import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './_browser.ts';
import { serveStatic, type StaticServer } from './_server.ts';
import { DIST, ensureBuilt } from './_site.ts';

/** The built site as a deployed one is served: from a sub-path (a project page), with its worker. */

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  await ensureBuilt();
  server = await serveStatic(DIST, '/projects/lights-out/');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the built site', () => {
  it('runs from a sub-path: its scripts, styles and solver worker load, and a link opens the board it names', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(0);
    const errors: string[] = [];
    const missing: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(response.url());
    });
    await page.goto(`${server.url}#r=3&c=4`);
    expect(page.url()).toContain('/projects/lights-out/');
    await page.getByTestId('board-size').waitFor();
    expect(await page.getByTestId('board-size').textContent()).toBe('3 × 4');
    // The solve runs in the worker, which is fetched relative to the page.
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('[data-testid="solve-status"][data-status="solved"]').waitFor();
    // The stylesheet loaded: its design tokens are in force.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cell-on').trim())).toBe('#e69f00');
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
