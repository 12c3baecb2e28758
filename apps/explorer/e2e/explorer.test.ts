import { readFileSync } from 'node:fs';
import { Board } from '@lightsout/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { type OpenOptions, openPage, solveAndWait, useSession } from './_session.ts';

/** End-to-end: the built site in Debian Chromium. Each test opens a fresh page. */

const session = useSession();
const open = (hash = '', options: OpenOptions = {}) => openPage(session, hash, options);
const pageErrors = (page: { errors: string[] }) => page.errors;

const cell = (page: Page, r: number, c: number) => page.locator(`button[data-row="${r}"][data-col="${c}"]`);

async function pasteGrid(page: Page, text: string): Promise<void> {
  await page.getByText('Paste or upload a grid').click();
  await page.getByLabel('Grid text').fill(text);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

describe('explorer in the browser', () => {
  it('solves the 5×5 all-on board in 15 presses marked minimal; stepping turns every light off', async () => {
    const page = await open();
    expect(await page.getByTestId('lit-count').textContent()).toBe('25');
    expect(await solveAndWait(page)).toBe('solved');
    expect(await page.getByTestId('solution-total').textContent()).toBe('15');
    await expect.poll(() => page.getByTestId('minimal-badge').isVisible()).toBe(true);
    expect(await page.locator('.cell.press').count()).toBe(15);
    await expect.poll(() => page.getByTestId('fact-nullity').textContent()).toBe('2');

    const step = page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < 15; i++) await step.click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    expect(await page.locator('button[data-on="true"]').count()).toBe(0);
    expect(await page.getByTestId('press-counter').textContent()).toBe('15');
    // The button says it is done but keeps the focus (a disabled button would drop it to the page).
    await expect.poll(() => step.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Step');
    // Every cell is a named button, reachable by keyboard.
    await expect.poll(() => cell(page, 1, 2).getAttribute('aria-label')).toBe('row 2, column 3, off');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('reports the seed problem’s second example unsolvable and highlights the proof', async () => {
    const page = await open();
    await pasteGrid(page, '5\n.#...\n.##..\n#....\n.....\n.....\n');
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('4');
    expect(await solveAndWait(page)).toBe('unsolvable');
    await expect.poll(() => page.getByTestId('solve-status').textContent()).toMatch(/Not solvable/);
    const proofCells = page.locator('.cell.proof');
    expect(await proofCells.count()).toBeGreaterThan(0);
    const overlap = Number(await page.getByTestId('proof-overlap').textContent());
    expect(overlap % 2).toBe(1);
    expect(await page.locator('.cell.proof.on').count()).toBe(overlap);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('shows nullity 2 for 5×5 and 4 for 4×4 in the atlas, and opens a size on click', async () => {
    const page = await open('#view=atlas');
    const heat = page.getByTestId('heat-map');
    await heat.waitFor();
    await heat.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toMatch(/^5 × 5: nullity 2\b/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toMatch(/^4 × 4: nullity 4\b/);

    // The pointer agrees with the keyboard.
    const plot = JSON.parse((await heat.getAttribute('data-plot'))!) as { left: number; top: number; cell: number };
    const at = (m: number, n: number) => ({ x: plot.left + (n - 0.5) * plot.cell, y: plot.top + (m - 0.5) * plot.cell });
    await heat.hover({ position: at(5, 5) });
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toMatch(/^5 × 5: nullity 2\b/);

    // The n × n chart fills in (up to 2000 for the classic rule).
    await page.getByText(/every board solvable \(nullity 0\): [\d,]+ of 2,000 sizes/).waitFor();
    await page.getByTestId('nullity-chart').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('chart-readout').textContent()).toBe('4 × 4: nullity 4');
    await page.mouse.move(0, 0);
    await heat.focus();
    await page.keyboard.press('ArrowDown'); // back to 5 × 5, shown in the details beside the map
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    await heat.click({ position: at(4, 4) });
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('4 × 4');
    await expect.poll(() => page.url()).toMatch(/r=4&c=4/);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('switches the atlas to the torus (OEIS A165738: 5 × 5 has nullity 8, 4 × 4 has 0)', async () => {
    const page = await open('#view=atlas');
    await page.getByTestId('heat-map').waitFor();
    await page.getByRole('button', { name: 'torus', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/t=torus/);
    const heat = page.getByTestId('heat-map');
    await heat.waitFor();
    await heat.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toBe('5 × 5: nullity 8');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toBe('4 × 4: nullity 0');
    await page.getByText(/every board solvable \(nullity 0\): [\d,]+ of 2,000 sizes/).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('reproduces a board from its URL, and back/forward walk through sizes', async () => {
    const page = await open('#r=6&c=8');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const lights = [[0, 0], [2, 5], [5, 7], [3, 3]] as const;
    for (const [r, c] of lights) await cell(page, r, c).click();
    // The link is rewritten a moment after the last click; wait for the one that holds all four lights.
    const expected = new Board(6, 8);
    for (const [r, c] of lights) expected.set(r, c, true);
    await page.waitForFunction((code) => location.hash.endsWith(`b=${code}`), encodeBoard(expected));
    const link = page.url();
    const lit = await page.locator('button[data-on="true"]').evaluateAll((els) => els.map((e) => `${e.dataset.row},${e.dataset.col}`));
    expect(lit.sort()).toEqual(['0,0', '2,5', '3,3', '5,7']);

    const other = await open(new URL(link).hash);
    const again = await other.locator('button[data-on="true"]').evaluateAll((els) => els.map((e) => `${e.dataset.row},${e.dataset.col}`));
    expect(again.sort()).toEqual(lit.sort());
    await other.close();

    await page.getByRole('button', { name: '10', exact: true }).click();
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('10 × 10');
    await page.goBack();
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('6 × 8');
    expect(await page.locator('button[data-on="true"]').count()).toBe(4);
    await page.goForward();
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('10 × 10');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('shows a malformed import’s error with its line and column', async () => {
    const page = await open();
    await pasteGrid(page, '3\n...\n.x.\n...\n');
    const error = page.getByTestId('import-error');
    await expect.poll(() => error.textContent()).toMatch(/line 3, column 2: expected '#' or '\.', found 'x'/);
    await expect.poll(() => page.getByLabel('Grid text').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('5 × 5');
    await page.close();
  });

  it('solves a 1000×1000 board in a worker: the page takes clicks while the solve is out', async () => {
    const page = await open();
    await page.getByRole('button', { name: '1000', exact: true }).click();
    await page.getByTestId('board-canvas').waitFor();
    const status = page.getByTestId('solve-status');
    const finished = status.and(page.locator('[data-status="solved"], [data-status="failed"]'));

    // The classic rule: a random solvable 1000×1000 board, solved and drawn.
    await page.getByRole('button', { name: 'Random', exact: true }).click();
    expect(await solveAndWait(page)).toBe('solved');
    expect(Number((await page.getByTestId('solution-total').textContent())!.replaceAll(',', ''))).toBeGreaterThan(0);

    // The Moore rule. Within one task of the page, click Solve, then Edit: the answer can only come in a
    // later task (a worker message), so the page must show "solving" and take the second click meanwhile.
    await page.getByLabel('Stencil').selectOption('moore');
    await page.getByRole('button', { name: 'Random', exact: true }).click();
    const seen = await page.evaluate(async () => {
      const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
      const settle = async () => {
        for (let i = 0; i < 5; i++) await Promise.resolve();
      };
      button('Solve').click();
      await settle();
      const afterSolve = document.querySelector<HTMLElement>('[data-testid="solve-status"]')!.dataset.status;
      button('Edit').click();
      await settle();
      return { afterSolve, edit: button('Edit').getAttribute('aria-pressed'), status: document.querySelector<HTMLElement>('[data-testid="solve-status"]')!.dataset.status };
    });
    expect(seen).toEqual({ afterSolve: 'solving', edit: 'true', status: 'solving' });
    await finished.waitFor();
    expect(await status.getAttribute('data-status'), (await status.textContent()) ?? '').toBe('solved');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  }, 180_000);
  it('plays by keyboard: arrows move between cells, space presses', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Clear' }).click();
    await cell(page, 0, 0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('5');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('row 2, column 2, on');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    await page.close();
  });

  it('refuses sizes over 1000 × 1000 with a message, from the form and from a link', async () => {
    const page = await open();
    await page.getByLabel('Rows', { exact: true }).fill('1001');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/at most 1000 × 1000/);
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('5 × 5');
    await page.close();
    const linked = await open('#r=5000&c=5000');
    await expect.poll(() => linked.getByRole('status').first().textContent()).toMatch(/5000 × 5000 is larger than the explorer opens/);
    await linked.close();
  });

  it('draws large boards on a canvas that zooms, pans and presses', async () => {
    const page = await open(`#r=200&c=200&b=${encodeBoard(Board.filled(200, 200))}`);
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor();
    expect(await solveAndWait(page)).toBe('solved');
    expect(await page.getByTestId('solution-total').textContent()).toBe('20,424');
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    const box = (await canvas.boundingBox())!;
    await canvas.hover({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => page.getByText(/^row \d+, column \d+, on/).count()).toBe(1);
    // A drag pans without pressing; a click presses the cell under the pointer (5 lights in the middle).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('40,000');
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('39,995');
    await expect.poll(() => page.getByTestId('press-counter').textContent()).toBe('1');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('draws a custom stencil and plays by it', async () => {
    const page = await open();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Stencil').selectOption('custom');
    // Start from the cross, then add a knight-like reach two rows up.
    await page.getByLabel('offset -2, 0').click();
    await expect.poll(() => page.url()).toMatch(/s=custom&p=/);
    await cell(page, 2, 2).click();
    // The cross (5 cells) plus the cell two rows up.
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('6');
    expect(await cell(page, 0, 2).getAttribute('data-on')).toBe('true');
    await expect.poll(() => page.getByTestId('fact-nullity').textContent()).toMatch(/^\d+$/);
    expect(await solveAndWait(page)).toBe('solved');
    await page.close();
  });

  it('gives a hint: one press of a fewest-press solution', async () => {
    const page = await open();
    await page.getByRole('button', { name: '3', exact: true }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('9');
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const ringed = page.locator('.cell.hint');
    await ringed.waitFor();
    expect(await ringed.getAttribute('aria-label')).toMatch(/hint: press this/);
    await ringed.click();
    expect(await solveAndWait(page)).toBe('solved');
    // The all-on 3×3 board needs 5 presses; after the hinted one, 4 remain.
    expect(await page.getByTestId('solution-total').textContent()).toBe('4');
    await page.close();
  });

  it('exports the board as text and PNG, and the atlas as PNG', async () => {
    const page = await open('#r=5&c=5&b=_.4.AQ');
    const saved = async (button: string, nth = 0) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).nth(nth).click()]);
      return { name: download.suggestedFilename(), path: (await download.path())! };
    };
    const text = await saved('Save .txt');
    expect(text.name).toBe('lights-out-5x5.txt');
    expect(readFileSync(text.path, 'utf8')).toBe('5\n#####\n#####\n#####\n#####\n#####\n');
    const png = await saved('Save PNG');
    expect(png.name).toBe('lights-out-5x5.png');
    expect(readFileSync(png.path).subarray(1, 4).toString()).toBe('PNG');

    await page.getByRole('button', { name: 'Atlas of sizes' }).click();
    await page.getByTestId('heat-map').waitFor();
    const heat = await saved('Save PNG', 0);
    expect(heat.name).toBe('nullity-300x300-cross-plane.png');
    expect(readFileSync(heat.path).subarray(1, 4).toString()).toBe('PNG');
    await page.close();
  });

  it('renders the dark theme', async () => {
    const page = await open('#r=7&c=7', { dark: true });
    await page.getByRole('button', { name: 'All on' }).click();
    expect(await solveAndWait(page)).toBe('solved');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cell-on').trim())).toBe('#f0b43c');
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
