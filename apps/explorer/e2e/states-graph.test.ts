import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { applyGraphPresses, exampleGraphForTest } from './_petersen.ts';
import { openPage, solveAndWait, useSession } from './_session.ts';

/** End-to-end: k-state boards and the graph page, in Debian Chromium against the built site. */

const session = useSession();

const open = (hash: string, dark = false) => openPage(session, hash, { dark });

const numbers = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).evaluateAll((els, a) => els.map((e) => Number(e.getAttribute(a))), attribute);

describe('k states and graphs in the browser', () => {
  it('solves a 3-state 3×3 board; stepping through the presses turns it to all 0', async () => {
    const page = await open('#r=3&c=3&k=3&q=bcabaccba');
    expect(await page.getByRole('button', { name: 'row 1, column 2, state 2' }).count()).toBe(1);
    expect(await solveAndWait(page)).toBe('solved');
    const total = Number(await page.getByTestId('solution-total').textContent());
    const counts = await numbers(page, 'button[data-index]', 'data-press');
    expect(counts.reduce((s, v) => s + v, 0)).toBe(total);
    expect(counts.every((v) => v >= 0 && v < 3)).toBe(true);
    // Nullity 0 over Z/3 for 3×3: the solution is unique, so it is minimal.
    await expect.poll(() => page.getByTestId('fact-nullity').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('minimal-badge').isVisible()).toBe(true);
    const step = page.getByRole('button', { name: 'Step', exact: true });
    for (let i = 0; i < total; i++) await step.click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    expect(await numbers(page, 'button[data-index]', 'data-state')).toEqual(Array(9).fill(0));
    expect(await page.getByTestId('press-counter').textContent()).toBe(String(total));
    expect(page.errors).toEqual([]);
    await page.close();

  });

  it('follows hints on a 3-state 3×3 board to all 0 within the solution’s presses; Invert then Undo restores it', async () => {
    const page = await open('#r=3&c=3&k=3&q=bcabaccba');
    const start = await numbers(page, 'button[data-index]', 'data-state');
    expect(await solveAndWait(page)).toBe('solved');
    const total = Number(await page.getByTestId('solution-total').textContent());
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    const ringed = page.locator('button[data-index].hint');
    let made = 0;
    while ((await page.getByTestId('lit-count').textContent()) !== '0') {
      expect(made).toBeLessThan(total);
      await hint.click();
      await ringed.waitFor();
      expect(await ringed.count()).toBe(1);
      expect(await ringed.textContent()).toMatch(/hint: press this/);
      expect(await page.getByTestId('hint-text').textContent()).toMatch(/^\s*Press row \d, column \d \(ringed\).*fewest-press solution/);
      await ringed.click();
      await ringed.waitFor({ state: 'detached' });
      made++;
    }
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(total);
    expect(await numbers(page, 'button[data-index]', 'data-state')).toEqual(Array(9).fill(0));
    expect(await page.getByTestId('press-counter').textContent()).toBe(String(made));

    // Invert: each state s becomes 2 − s; Undo brings the lights back.
    for (let i = 0; i < made; i++) await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await numbers(page, 'button[data-index]', 'data-state')).toEqual(start);
    await page.getByRole('button', { name: 'Invert', exact: true }).click();
    await expect.poll(() => numbers(page, 'button[data-index]', 'data-state')).toEqual(start.map((s) => 2 - s));
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => numbers(page, 'button[data-index]', 'data-state')).toEqual(start);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('imports the k-state text format, with errors at their line', async () => {
    const page = await open('#k=3');
    await page.getByText('Paste a k-state grid').click();
    await page.getByLabel('Grid text').fill('3 3 5\n012\n340\n9..\n');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect.poll(() => page.getByTestId('import-error').textContent()).toMatch(/line 4/);
    await page.getByLabel('Grid text').fill('3 4 5\n0123\n4000\n0001\n');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('3 × 4');
    expect(await page.getByRole('button', { name: '5 states', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'row 2, column 1, state 4' }).count()).toBe(1);
    await expect.poll(() => page.url()).toMatch(/k=5&q=abcdea6b$/);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('proves a 3-state board unsolvable with a weighted quiet pattern', async () => {
    // 4×4 with 3 states has nullity 2; one cell at state 1 is not reachable.
    const page = await open('#r=4&c=4&k=3&q=ba15');
    expect(await solveAndWait(page)).toBe('unsolvable');
    const weights = await numbers(page, 'button[data-index]', 'data-weight');
    const lights = await numbers(page, 'button[data-index]', 'data-state');
    const sum = weights.reduce((s, w, i) => s + w * ((3 - lights[i]!) % 3), 0) % 3;
    expect(sum).not.toBe(0);
    expect(await page.getByTestId('proof-sum').textContent()).toBe(String(sum));
    expect(await page.locator('button[data-index] .weight').count()).toBe(weights.filter((w) => w > 0).length);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('round-trips the states selector through the URL, and 2 states keeps the 15-press minimal 5×5', async () => {
    const page = await open('');
    await page.getByRole('button', { name: '4 states', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/k=4&q=b25/);
    // A press adds 1 to the cross around (2, 3): those five cells go to state 2.
    await page.getByRole('button', { name: 'row 2, column 3, state 1' }).click();
    await page.waitForFunction(() => /k=4&q=bbcb3c3b3cb12$/.test(location.hash));
    const other = await open(new URL(page.url()).hash);
    expect(await other.getByRole('button', { name: '4 states', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await other.getByRole('button', { name: 'row 2, column 3, state 2' }).count()).toBe(1);
    expect(await other.getByRole('button', { name: 'row 1, column 1, state 1' }).count()).toBe(1);
    await other.close();
    // A 4-state board with a proof or a solution, then back to two states: lights carry over, k leaves the URL.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('button', { name: 'All 1', exact: true }).click();
    expect(await solveAndWait(page)).toMatch(/solved|unsolvable/);
    await page.getByRole('button', { name: '2 states', exact: true }).click();
    await expect.poll(() => page.url()).not.toMatch(/k=/);
    expect(await page.getByTestId('lit-count').textContent()).toBe('25');
    expect(await solveAndWait(page)).toBe('solved');
    expect(await page.getByTestId('solution-total').textContent()).toBe('15');
    await expect.poll(() => page.getByTestId('minimal-badge').isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('solves the all-lit Petersen graph in σ⁺, and its presses verify', async () => {
    const page = await open('#view=graph');
    await expect.poll(() => page.getByTestId('graph-size').textContent()).toBe('10 vertices, 15 edges');
    expect(await page.getByRole('button', { name: 'vertex 7, on', exact: true }).count()).toBe(1);
    expect(await solveAndWait(page)).toBe('solved');
    const presses = await numbers(page, '[data-vertex]', 'data-press');
    const { graph } = exampleGraphForTest();
    expect(Array.from(applyGraphPresses(graph, new Uint8Array(10).fill(1), Uint8Array.from(presses)))).toEqual(Array(10).fill(0));
    expect(Number(await page.getByTestId('solution-total').textContent())).toBe(presses.reduce((s, v) => s + v, 0));
    await expect.poll(() => page.getByTestId('fact-nullity').textContent()).not.toBe('…');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const step = page.getByRole('button', { name: 'Step', exact: true });
    const total = presses.reduce((s, v) => s + v, 0);
    for (let i = 0; i < total; i++) await step.click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    await expect.poll(() => page.url()).toMatch(/g=petersen/);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows a malformed graph’s error with its line number, and lays out a pasted graph by force (dark theme)', async () => {
    const page = await open('#view=graph', true);
    await page.getByText('Paste or upload a graph').click();
    await page.getByLabel('Graph text').fill('# a path\n3\n0 1\n1 7\n');
    await page.getByRole('button', { name: 'Load graph', exact: true }).click();
    await expect.poll(() => page.getByTestId('graph-error').textContent()).toMatch(/line 4/);
    await expect.poll(() => page.getByTestId('graph-size').textContent()).toBe('10 vertices, 15 edges');
    await page.getByLabel('Graph text').fill('7\n0 1\n1 2\n2 0\n2 3\n3 4\n4 5\n5 3\n5 6\n');
    await page.getByRole('button', { name: 'Load graph', exact: true }).click();
    await expect.poll(() => page.getByTestId('graph-size').textContent()).toBe('7 vertices, 8 edges');
    await page.getByRole('button', { name: 'vertex 6, on', exact: true }).waitFor();
    await expect.poll(() => page.url()).toMatch(/g=custom&ge=7~/);
    expect(await solveAndWait(page)).toMatch(/solved|unsolvable/);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
