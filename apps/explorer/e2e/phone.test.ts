import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSession } from './_session.ts';

/** End-to-end: a phone (390 × 844, touch) — settings above the board, tap targets, zoom; hints that say where. */

const session = useSession();

/** Visible controls smaller than 24 × 24 CSS pixels, described. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, summary, a[href], textarea, [role="button"]')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      if (box.width < 24 || box.height < 24) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return out;
  });
}

describe('on a phone', () => {
  it('puts the settings in a panel above the board, with every control at least 24 px', async () => {
    const page = await openPage(session, '', { phone: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const toggle = page.getByRole('button', { name: /Size, rule and states/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const boardTop = (await page.locator('button[data-row="0"][data-col="0"]').boundingBox())!.y;
    expect((await toggle.boundingBox())!.y).toBeLessThan(boardTop);
    expect(await page.getByLabel('Rows', { exact: true }).isVisible()).toBe(false);
    await toggle.click();
    const rows = page.getByLabel('Rows', { exact: true });
    await rows.waitFor();
    expect((await rows.boundingBox())!.y).toBeLessThan((await page.locator('button[data-row="0"][data-col="0"]').boundingBox())!.y);
    expect(await smallTargets(page)).toEqual([]);
    // The settings work from there: a 3 × 3 board.
    await page.getByRole('button', { name: '3', exact: true }).click();
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('3 × 3');
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('draws a 20 × 20 board with cells of at least 24 px, scrolling, and zooms out and in on request', async () => {
    const page = await openPage(session, '#r=20&c=20', { phone: true });
    const grid = page.getByRole('grid');
    await grid.waitFor();
    const cellSize = async () => Number(await grid.getAttribute('data-cell'));
    expect(await cellSize()).toBeGreaterThanOrEqual(24);
    const cell = (await page.locator('button[data-row="0"][data-col="0"]').boundingBox())!;
    expect(Math.min(cell.width, cell.height)).toBeGreaterThanOrEqual(24);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await expect.poll(cellSize).toBeLessThan(24);
    await expect.poll(() => page.getByText('Zoomed out: zoom in to tap cells').count()).toBe(1);
    const fitted = await cellSize();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(cellSize).toBeGreaterThan(fitted);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

describe('hints on big boards', () => {
  it('name the row and column and bring the cell into view on a fitted 1000 × 1000 board', async () => {
    const page = await openPage(session, '#r=1000&c=1000');
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor();
    await page.getByRole('button', { name: 'All on' }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('1,000,000');
    const before = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number };
    expect(before.scale).toBeLessThan(1);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const text = page.getByTestId('hint-text');
    await text.waitFor();
    const [, row, col] = (await text.textContent())!.replaceAll(',', '').match(/Press row (\d+) column (\d+) \(ringed\)/)!.map(Number);
    await expect.poll(async () => JSON.parse((await canvas.getAttribute('data-view'))!).scale).toBeGreaterThanOrEqual(16);
    const view = JSON.parse((await canvas.getAttribute('data-view'))!) as { scale: number; x: number; y: number };
    const box = (await canvas.boundingBox())!;
    // The hinted cell is in the middle of the canvas.
    expect(Math.floor((box.height / 2 - view.y) / view.scale)).toBe(row! - 1);
    expect(Math.floor((box.width / 2 - view.x) / view.scale)).toBe(col! - 1);
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
