import { Board, solve } from '@lightsout/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSession } from './_session.ts';

/** End-to-end: what a player sees — the goal, a won game against the fewest presses, new puzzles. */

const session = useSession();

/** The board's lights as the page shows them (button boards). */
async function lights(page: Page): Promise<Board> {
  const size = (await page.getByTestId('board-size').textContent())!.split(' × ').map(Number) as [number, number];
  const board = new Board(size[0], size[1]);
  const on = await page.locator('button[data-on="true"]').evaluateAll((els) => els.map((e) => [Number(e.dataset.row), Number(e.dataset.col)]));
  for (const [r, c] of on) board.set(r!, c!, true);
  return board;
}

const cell = (page: Page, r: number, c: number) => page.locator(`button[data-row="${r}"][data-col="${c}"]`);

describe('players', () => {
  it('says the goal on a first visit, and not again once dismissed', async () => {
    const page = await openPage(session);
    await expect.poll(() => page.getByTestId('goal').textContent()).toMatch(/Turn every light off/);
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByTestId('goal').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('board-size').waitFor();
    expect(await page.getByTestId('goal').count()).toBe(0);
    await page.close();
  });

  it('makes a puzzle of the chosen size and difficulty; winning it says the presses used against the fewest possible', async () => {
    const page = await openPage(session);
    await page.locator('summary', { hasText: 'New puzzle' }).click();
    await page.getByLabel('Puzzle size').selectOption('4');
    await page.getByRole('radio', { name: /Medium/ }).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.getByTestId('puzzle-info').textContent()).toMatch(/^Medium puzzle: solvable in \d+ presses, no fewer\.$/);
    expect(await page.getByTestId('board-size').textContent()).toBe('4 × 4');
    const fewest = Number((await page.getByTestId('puzzle-info').textContent())!.match(/(\d+) presses/)![1]);
    expect(fewest).toBeGreaterThanOrEqual(4); // 4 × 4, medium: 4–6 presses
    expect(fewest).toBeLessThanOrEqual(6);

    // Play it the long way: a detour (one cell pressed twice), then the fewest presses the core finds.
    const start = await lights(page);
    const best = solve(start, { minimal: true });
    expect(best.solvable && best.pressCount).toBe(fewest);
    await cell(page, 0, 0).click();
    await cell(page, 0, 0).click();
    for (const [r, c] of best.solvable ? best.presses.cells() : []) await cell(page, r, c).click();
    await expect.poll(() => page.getByTestId('win').textContent()).toMatch(new RegExp(`Solved! Every light is off, in ${fewest + 2} presses\\.`));
    await expect.poll(() => page.getByTestId('win-fewest').textContent()).toBe(`${fewest} presses`);

    // The next puzzle: same size and difficulty, new lights.
    await page.getByRole('button', { name: 'Next puzzle' }).click();
    await page.getByTestId('win').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('puzzle-info').textContent()).toMatch(/^Medium puzzle/);
    expect((await lights(page)).isEmpty()).toBe(false);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('calls a win in the fewest presses a perfect game, also on boards that were not made as puzzles', async () => {
    const page = await openPage(session, '#r=3&c=3');
    await page.getByRole('button', { name: 'All on' }).click();
    const best = solve(Board.filled(3, 3), { minimal: true });
    for (const [r, c] of best.solvable ? best.presses.cells() : []) await cell(page, r, c).click();
    await expect.poll(() => page.getByTestId('win').textContent()).toMatch(/in 5 presses\. That is the fewest possible for this board: a perfect game\./);
    await page.close();
  });
});
