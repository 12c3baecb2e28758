import { describe, expect, it } from 'vitest';
import { openPage, solveAndWait, useSession } from './_session.ts';

/** End-to-end: a k-state board too large for buttons is drawn on the same canvas as a two-state one. */

const session = useSession();

describe('a k-state board on the canvas', () => {
  it('zooms, pans, reads out and presses a 3-state 40 × 40 board, and its Hint proves it unsolvable', async () => {
    const page = await openPage(session, '#r=40&c=40&k=3');
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor();
    await page.getByRole('button', { name: 'All 1', exact: true }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('1,600');
    expect(await canvas.getAttribute('aria-label')).toMatch(/^Board with 3 states, 40 rows by 40 columns/);
    const before = JSON.parse((await canvas.getAttribute('data-view'))!).scale;
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => JSON.parse((await canvas.getAttribute('data-view'))!).scale).toBeGreaterThan(before);
    const box = (await canvas.boundingBox())!;
    await canvas.hover({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => page.getByText(/^row \d+, column \d+, state 1$/).count()).toBe(1);
    // A drag pans without pressing; a click presses the cell under the pointer: 5 cells go from 1 to 2.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    expect(await page.getByTestId('press-counter').textContent()).toBe('0');
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => page.getByTestId('press-counter').textContent()).toBe('1');
    expect(await page.getByTestId('lit-count').textContent()).toBe('1,600');
    // All 1 on 40 × 40 cannot be brought to 0 with 3 states (a press never changes that): Hint says why.
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByTestId('solve-status').and(page.locator('[data-status="unsolvable"]')).waitFor();
    expect(Number(await page.getByTestId('proof-sum').textContent())).toBeGreaterThan(0);
    expect(await solveAndWait(page)).toBe('unsolvable');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
