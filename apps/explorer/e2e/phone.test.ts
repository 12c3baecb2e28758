import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSession } from './_session.ts';

/** End-to-end: a phone (390 × 844, touch) — settings above the board, tap targets, zoom; hints that say where. */

const session = useSession();

/**
 * Visible controls whose touch target is smaller than `min` × `min` CSS pixels, described: board cells are
 * held to 24 px (they scale with the board), every other control to `min`, a checkbox, radio button or
 * file input by its label (the label is its touch target).
 */
async function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input, select, summary, a[href], textarea, [role="button"]')) {
      const toggle = el.matches('input[type="checkbox"], input[type="radio"], input[type="file"]') ? el.closest('label') : null;
      const box = (toggle ?? el).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || style.visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      const least = el.classList.contains('cell') ? 24 : min;
      if (box.width < least || box.height < least) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return out;
  }, min);
}

/** The parts of the board view a player needs, as boxes in the viewport (null when not shown). */
async function playBoxes(page: Page) {
  const box = async (locator: ReturnType<Page['locator']>) => ((await locator.count()) > 0 ? locator.first().boundingBox() : null);
  return {
    board: await box(page.locator('#board-cells')),
    undo: await box(page.getByRole('button', { name: 'Undo' })),
    redo: await box(page.getByRole('button', { name: 'Redo' })),
    hint: await box(page.getByRole('button', { name: 'Hint', exact: true })),
    solve: await box(page.getByRole('button', { name: 'Solve', exact: true })),
    win: await box(page.getByTestId('win')),
  };
}

/** The names of the boxes that are not wholly inside a width × height viewport. */
function outside(boxes: Record<string, { x: number; y: number; width: number; height: number } | null>, width: number, height: number): string[] {
  return Object.entries(boxes)
    .filter(([, b]) => b !== null && (b.x < 0 || b.y < 0 || b.x + b.width > width + 0.5 || b.y + b.height > height + 0.5))
    .map(([name, b]) => `${name} at ${Math.round(b!.x)},${Math.round(b!.y)} ${Math.round(b!.width)}×${Math.round(b!.height)}`);
}

describe('on a phone', () => {
  it('keeps the board, Undo, Redo, Hint, Solve and then the win message in the 390 × 844 viewport, from the first view through every press of a hinted game', async () => {
    const page = await openPage(session, '', { phone: true }); // the 5 × 5 board, all on
    expect(await page.getByTestId('goal').count()).toBe(1); // a first visit, with the goal note
    expect(await page.getByTestId('lit-count').textContent()).toBe('25');
    const first = await playBoxes(page);
    expect(Object.entries(first).filter(([name, b]) => name !== 'win' && b === null)).toEqual([]);
    expect(outside(first, 390, 844)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    let presses = 0;
    while ((await page.getByTestId('win').count()) === 0) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      const ringed = page.locator('.cell.hint');
      await ringed.waitFor();
      expect(outside(await playBoxes(page), 390, 844)).toEqual([]);
      await ringed.click();
      presses++;
      await expect.poll(() => page.getByTestId('press-counter').textContent()).toBe(String(presses));
      expect(outside(await playBoxes(page), 390, 844)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(presses).toBeLessThanOrEqual(25);
    }
    const won = await playBoxes(page);
    expect(won.win).not.toBeNull();
    expect(outside(won, 390, 844)).toEqual([]);
    expect(await page.getByTestId('win').getAttribute('role')).toBe('status'); // announced
    expect(page.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('gives every control on the board view a touch target of at least 44 × 44 px, with no sideways scroll', async () => {
    const page = await openPage(session, '', { phone: true });
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await page.getByRole('button', { name: /Size, rule and states/ }).click();
    await page.getByLabel('Rows', { exact: true }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });

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
    expect(await smallTargets(page, 24)).toEqual([]);
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

describe('on a desktop', () => {
  it('shows the whole 5 × 5 board on a 1366 × 768 screen at first view', async () => {
    const page = await openPage(session, '', { width: 1366, height: 768 });
    const boxes = await playBoxes(page);
    expect(outside({ board: boxes.board, undo: boxes.undo, redo: boxes.redo }, 1366, 768)).toEqual([]);
    expect(boxes.board!.height).toBeGreaterThan(200); // fitted, not shrunk to nothing
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
