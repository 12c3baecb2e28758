import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { openPage, solveAndWait, useSession } from './_session.ts';

/** End-to-end: each rough edge found in review, one test each. */

const session = useSession();

describe('rough edges', () => {
  it('shows a 7 × 7 stencil from a link whole, and never offers a grid smaller than it', async () => {
    const pattern = '#....../......./......./..###../...#.../......./......#';
    const page = await openPage(session, `#s=custom&p=${pattern}`);
    const on = page.locator('[aria-label^="offset"][aria-pressed="true"]');
    await expect.poll(() => on.count()).toBe([...pattern].filter((ch) => ch === '#').length);
    expect(await page.getByRole('button', { name: '7×7' }).getAttribute('aria-pressed')).toBe('true');
    for (const small of ['3×3', '5×5']) expect(await page.getByRole('button', { name: small }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: '5×5' }).click({ force: true }); // refused: nothing in force is hidden or dropped
    expect(await on.count()).toBe(6);
    expect(await page.getByLabel('offset -3, -3').getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('offset 0, 2').click(); // the next click keeps the far offsets
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`p=${pattern.replace('..###..', '..####.')}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('charts exactly the ranges in the boxes: a preset after typing a number resets the boxes to what it computes, and says which ranges they are', async () => {
    const page = await openPage(session, '#view=atlas&dn=300&an=20');
    const chartBox = page.getByLabel('Chart range');
    await expect.poll(() => chartBox.inputValue()).toBe('300');
    await expect.poll(() => page.getByTestId('ranges-note').textContent()).toMatch(/Your ranges/);
    await chartBox.fill('2000'); // typed, not computed
    await expect.poll(() => page.getByTestId('ranges-note').textContent()).toMatch(/The boxes differ from what is charted \(heat map 20, chart 300\)/);
    await page.getByRole('button', { name: 'cylinder', exact: true }).click();
    await expect.poll(() => chartBox.inputValue()).toBe('300');
    expect(await page.locator('#chart-title').textContent()).toBe('Nullity of n × n, 1 ≤ n ≤ 300');
    await page.getByRole('button', { name: "Use this rule's defaults" }).click();
    await expect.poll(() => chartBox.inputValue()).toBe('2000');
    await expect.poll(() => page.getByTestId('ranges-note').textContent()).toMatch(/default ranges for this rule \(heat map 300, chart 2,000\)/);
    expect(await page.locator('#chart-title').textContent()).toBe('Nullity of n × n, 1 ≤ n ≤ 2000');
    await page.close();
  });

  it('says what a bad link asked for that was ignored, and why', async () => {
    const page = await openPage(session, '#r=100000&c=5&t=sphere&b=garbage!&k=99');
    const notice = page.locator('.notice');
    await expect.poll(() => notice.textContent()).toMatch(/t=sphere: no such topology \(plane, torus, cylinder, mobius, klein, projective, wrap,clip, twist,clip, twist,wrap\), so the classic rule is used\./);
    const text = (await notice.textContent())!;
    expect(text).toMatch(/r=100000, c=5: 100000 × 5 is larger than the explorer opens: at most 1000 × 1000, so the 5 × 5 board is shown\./);
    expect(text).toMatch(/k=99: states must be 2 to 10, so two states are used\./);
    expect(await page.getByTestId('board-size').textContent()).toBe('5 × 5');
    await page.close();
    const garbage = await openPage(session, '#r=4&c=4&b=garbage!');
    await expect.poll(() => garbage.locator('.notice').textContent()).toMatch(/b=garbage!: board code: unexpected character '!' at 8, so the board opens with every light off\./);
    expect(await garbage.getByTestId('board-size').textContent()).toBe('4 × 4');
    await garbage.close();
  });

  it('drops an import error once the box no longer holds the text it was about', async () => {
    const page = await openPage(session);
    await page.getByText('Paste or upload a grid').click();
    const box = page.getByLabel('Grid text');
    await box.fill('3\n...\n.x.\n...\n');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expect.poll(() => page.getByTestId('import-error').textContent()).toMatch(/line 3, column 2/);
    expect(await page.locator('.snippet').textContent()).toContain('3 | .x.');
    await box.fill('');
    await expect.poll(() => page.getByTestId('import-error').count()).toBe(0);
    expect(await page.locator('.snippet').count()).toBe(0);
    expect(await box.getAttribute('aria-invalid')).toBe('false');
    await page.close();
  });

  it('keeps the focus on Step after the last press, and a skip link reaches the board in one Tab', async () => {
    const page = await openPage(session, `#r=3&c=3&b=${encodeBoard(Board.filled(3, 3))}`);
    expect(await solveAndWait(page)).toBe('solved');
    const step = page.getByRole('button', { name: 'Step', exact: true });
    const total = Number(await page.getByTestId('solution-total').textContent());
    for (let i = 0; i < total; i++) await step.click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Step');

    // From the top of a fresh page, the first Tab is the skip link; Enter puts the focus on the board's cell.
    await page.reload();
    await page.getByTestId('board-size').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to the board');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-row'))).toBe('0');
    expect(page.url()).not.toContain('board-cells');
    await page.close();
  });

  it('writes words and numbers properly: plurals, superscripts, thousands, a Rows box that holds 1000', async () => {
    const page = await openPage(session, `#r=5&c=5&b=${encodeBoard(Board.fromRows(['#....', '.....', '.....', '.....', '.....']))}`);
    // 5 × 5 has nullity 2; one lit corner overlaps one of its quiet patterns in a single cell.
    expect(await solveAndWait(page)).toBe('unsolvable');
    await expect.poll(() => page.getByTestId('solve-status').textContent()).toMatch(/covers 1 lit cell, an odd number/);
    await page.getByLabel('Rows', { exact: true }).fill('1000');
    expect(await page.getByLabel('Rows', { exact: true }).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.close();

    const big = await openPage(session, '#r=300&c=300&b=_.4.AQ');
    await expect.poll(() => big.getByTestId('fact-fraction').textContent()).toMatch(/^(all \(100%\)|1 in [\d,]+ \([\d.]+%\)|1 in 2[⁰¹²³⁴⁵⁶⁷⁸⁹]+ \([\d.]+ × 10⁻[⁰¹²³⁴⁵⁶⁷⁸⁹]+%\))$/);
    await big.close();

    const graph = await openPage(session, '#view=graph&g=custom&ge=2~0-1');
    await expect.poll(() => graph.getByTestId('graph-size').textContent()).toBe('2 vertices, 1 edge');
    await graph.close();

    // A linked graph obeys the limit of paste and upload (2,000 vertices): 'zzzz' would be 1,679,615.
    const huge = await openPage(session, '#view=graph&g=custom&ge=zzzz~0-1');
    await expect.poll(() => huge.getByRole('status').filter({ hasText: 'vertices' }).first().textContent()).toMatch(/1679615 vertices; the graph page opens at most 2000/);
    expect(huge.errors).toEqual([]);
    await huge.close();
  });

  it('draws a 1 × 1000 board as a band of 24-pixel cells, and All on on an all-on board adds no undo step', async () => {
    const page = await openPage(session, '#r=1&c=1000');
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor();
    await expect.poll(async () => JSON.parse((await canvas.getAttribute('data-view'))!).scale).toBe(24);
    await page.getByRole('button', { name: 'All on' }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('1,000');
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0');
    await page.getByRole('button', { name: 'All on' }).click();
    await page.getByRole('button', { name: 'All on' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByTestId('lit-count').textContent()).toBe('0'); // one undo took back the one change
    await page.close();
  });

  it('titles the atlas plots’ axes', async () => {
    const page = await openPage(session, '#view=atlas&an=10&dn=10');
    await page.getByTestId('heat-map').waitFor();
    const texts = await page.evaluate(() => {
      const seen: string[] = [];
      const original = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number) {
        seen.push(text);
        original.call(this, text, x, y);
      };
      window.dispatchEvent(new Event('themechange'));
      return new Promise<string[]>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(seen))));
    });
    expect(texts).toContain('n, columns →');
    expect(texts).toContain('← m, rows');
    expect(texts).toContain('nullity');
    await page.close();
  });
});
