import { Board, isSolvable, makeRule, namedStencil, quietPatterns, solve } from '@lightsout/core';
import { DIFFICULTIES, pressRange } from '../src/lib/board/difficulty.ts';
import { hardestFewest } from '../src/lib/board/hardest.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, solveAndWait, useSession } from './_session.ts';

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
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await page.getByLabel('Puzzle size').selectOption('4');
    await page.getByRole('radio', { name: /Medium/ }).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => page.getByTestId('puzzle-info').textContent()).toMatch(/^Medium puzzle: solvable in \d+ presses, no fewer\.$/);
    expect(await page.getByTestId('board-size').textContent()).toBe('4 × 4');
    const fewest = Number((await page.getByTestId('puzzle-info').textContent())!.match(/(\d+) presses/)![1]);
    const [lo, hi] = pressRange('medium', hardestFewest(quietPatterns(4, 4), 16).max);
    expect(fewest).toBeGreaterThanOrEqual(lo);
    expect(fewest).toBeLessThanOrEqual(hi);

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

  it('opens New puzzle as a button, with ranges that end at the most presses any board of the size needs', async () => {
    const page = await openPage(session);
    const toggle = page.getByRole('button', { name: 'New puzzle' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const [side, rule] of [[5, 'cross'], [4, 'cross'], [3, 'moore']] as const) {
      if (rule === 'moore') await page.getByLabel('Stencil').selectOption('moore');
      await page.getByLabel('Puzzle size').selectOption(String(side));
      const { max } = hardestFewest(quietPatterns(side, side, rule === 'moore' ? { rule: makeRule(namedStencil('moore'), 'plane') } : {}), side * side);
      for (const d of DIFFICULTIES) {
        const [lo, hi] = pressRange(d, max);
        const text = `(${lo === hi ? lo : `${lo}–${hi}`} ${hi === 1 ? 'press' : 'presses'})`;
        await expect.poll(() => page.getByTestId(`range-${d}`).textContent()).toBe(text);
      }
      await expect.poll(() => page.getByTestId('puzzle-most').textContent()).toContain(`No ${side} × ${side} board needs more than ${max} presses.`);
    }
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('makes Random boards that can be solved', async () => {
    const page = await openPage(session, '#r=5&c=5');
    for (let i = 0; i < 6; i++) {
      const before = await lights(page);
      await page.getByRole('button', { name: 'Random', exact: true }).click();
      await expect.poll(async () => (await lights(page)).equals(before)).toBe(false);
      expect(isSolvable(await lights(page))).toBe(true);
    }
    await page.close();
  });

  it('does not call a win after showing the solution a perfect game', async () => {
    const page = await openPage(session, '#r=3&c=3');
    await page.getByRole('button', { name: 'All on' }).click();
    expect(await solveAndWait(page)).toBe('solved');
    const marked = await page.locator('button.cell.press').evaluateAll((els) => els.map((e) => [Number((e as HTMLElement).dataset.row), Number((e as HTMLElement).dataset.col)]));
    expect(marked.length).toBeGreaterThan(0);
    for (const [r, c] of marked) await cell(page, r!, c!).click();
    await expect.poll(() => page.getByTestId('win').textContent()).toMatch(new RegExp(`in ${marked.length} presses, with the solution shown\\.`));
    expect(await page.getByTestId('win').textContent()).not.toMatch(/perfect/);
    await page.close();
  });
});
