import { makeRule, NAMED_TOPOLOGIES, namedStencil, nullity, nullityTable } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { csvRows, saved } from './_downloads.ts';
import { openPage, useSession } from './_session.ts';

/**
 * End-to-end: the atlas on every named surface from a link (its figures equal to the core's, the link keeping the
 * surface), and a heat map you can read: zoom and pan by keyboard, wheel and buttons, the readout following the
 * cursor, a legend with the exact values, drawn at whole device pixels without smoothing.
 */

const session = useSession();

describe('the atlas on every surface', () => {
  for (const { name: topology } of NAMED_TOPOLOGIES) {
    it(`computes the ${topology} atlas from a link, equal to the core, and keeps the surface in the link`, async () => {
      const page = await openPage(session, `#view=atlas&s=moore&x=1&t=${topology}&an=14&dn=30`);
      await page.locator('[data-atlas="done"]').waitFor();
      const rule = makeRule(namedStencil('moore', { center: false }), topology);
      const core = nullityTable(14, 14, { rule });
      const heat = csvRows((await saved(page, 'Save the heat map as CSV')).text, 'm,n,nullity');
      expect(heat).toHaveLength(14 * 14);
      for (const [m, n, k] of heat) expect(k).toBe(core[m! - 1]![n! - 1]);
      const chart = csvRows((await saved(page, 'Save the chart as CSV')).text, 'n,nullity');
      expect(chart).toEqual(Array.from({ length: 30 }, (_, i) => [i + 1, nullity(i + 1, i + 1, { rule })]));
      expect(new URL(page.url()).hash).toContain(`t=${topology}`);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});

describe('reading the heat map', () => {
  it('zooms and pans by keyboard, the view following the cursor, and reads out every size it reaches', async () => {
    const page = await openPage(session, '#view=atlas&an=60&dn=10');
    await page.locator('[data-atlas="done"]').waitFor();
    const heat = page.getByTestId('heat-map');
    const window = page.getByTestId('heat-window');
    const readout = page.getByTestId('heat-readout');
    expect(await window.textContent()).toMatch(/all 60 × 60 sizes/);
    await heat.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(() => window.textContent()).toMatch(/rows 1–8, columns 1–8/);
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => readout.textContent()).toBe(`11 × 10: nullity ${nullity(11, 10)}`);
    await expect.poll(() => window.textContent()).toMatch(/rows 4–11, columns 3–10/);
    const plot = JSON.parse((await heat.getAttribute('data-plot'))!) as { left: number; top: number; cell: number; row0: number; col0: number };
    expect(plot).toMatchObject({ row0: 3, col0: 2 });
    expect(plot.cell).toBeGreaterThanOrEqual(18); // room for the digits drawn in each cell
    await heat.hover({ position: { x: plot.left + 0.5 * plot.cell, y: plot.top + 1.5 * plot.cell } });
    await expect.poll(() => readout.textContent()).toBe(`5 × 3: nullity ${nullity(5, 3)}`);
    await page.keyboard.press('0');
    await expect.poll(() => window.textContent()).toMatch(/all 60 × 60 sizes/);
    expect(page.errors).toEqual([]);
  });

  it('zooms with the wheel about the pointer and with the buttons, and never blurs', async () => {
    const page = await openPage(session, '#view=atlas&an=300&dn=10');
    await page.locator('[data-atlas="done"]').waitFor();
    const heat = page.getByTestId('heat-map');
    const plot = JSON.parse((await heat.getAttribute('data-plot'))!) as { left: number; top: number; cell: number };
    // whole device pixels per size at this width (one CSS pixel is one device pixel here), drawn pixelated
    expect(Number.isInteger(plot.cell)).toBe(true);
    expect(await heat.evaluate((c) => getComputedStyle(c).imageRendering)).toBe('pixelated');
    await heat.hover({ position: { x: plot.left + 199.5 * plot.cell, y: plot.top + 99.5 * plot.cell } });
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toMatch(/^100 × 200: nullity/);
    await page.mouse.wheel(0, -600);
    const window = page.getByTestId('heat-window');
    await expect.poll(() => window.textContent()).toMatch(/^rows /);
    const [, r0, r1, c0, c1] = (await window.textContent())!.match(/rows (\d+)–(\d+), columns (\d+)–(\d+)/)!.map(Number);
    expect(r0! <= 100 && 100 <= r1! && c0! <= 200 && 200 <= c1!).toBe(true); // the size under the pointer stays in view
    await page.getByRole('button', { name: 'Whole map' }).click();
    await expect.poll(() => window.textContent()).toMatch(/all 300 × 300 sizes/);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => window.textContent()).toMatch(/rows \d+–\d+, columns/);
    expect(page.errors).toEqual([]);
  });

  it('lists the exact nullities of the map in its legend, with how many sizes have each', async () => {
    const page = await openPage(session, '#view=atlas&an=20&dn=10');
    await page.locator('[data-atlas="done"]').waitFor();
    const counts = new Map<number, number>();
    for (const row of nullityTable(20, 20)) for (const k of row) counts.set(k, (counts.get(k) ?? 0) + 1);
    const legend = (await page.getByTestId('heat-legend').textContent())!;
    for (const [k, count] of counts) expect(legend).toContain(`${k} (${count})`);
    expect(page.errors).toEqual([]);
  });
});

describe('the heat map on a phone', () => {
  it('zooms with a two-finger pinch about the fingers, then a drag pans it', async () => {
    const page = await openPage(session, '#view=atlas&an=100&dn=10', { phone: true });
    await page.locator('[data-atlas="done"]').waitFor();
    const heat = page.getByTestId('heat-map');
    await heat.scrollIntoViewIfNeeded();
    const box = (await heat.boundingBox())!;
    const plot = JSON.parse((await heat.getAttribute('data-plot'))!) as { left: number; top: number; cell: number };
    const cx = box.x + plot.left + 50 * plot.cell;
    const cy = box.y + plot.top + 50 * plot.cell;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    await touch('touchStart', [
      { x: cx - 10, y: cy },
      { x: cx + 10, y: cy },
    ]);
    for (const spread of [30, 60, 90, 120]) {
      await touch('touchMove', [
        { x: cx - spread, y: cy },
        { x: cx + spread, y: cy },
      ]);
    }
    await touch('touchEnd', []);
    const window = page.getByTestId('heat-window');
    await expect.poll(() => window.textContent()).toMatch(/^rows /);
    const [, r0, r1, c0, c1] = (await window.textContent())!.match(/rows (\d+)–(\d+), columns (\d+)–(\d+)/)!.map(Number);
    expect(r1! - r0! + 1).toBeLessThanOrEqual(25); // about twelve times closer
    expect(r0! <= 50 && 50 <= r1! && c0! <= 50 && 50 <= c1!).toBe(true); // the size between the fingers stays in view
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (const dx of [20, 60, 120]) await touch('touchMove', [{ x: cx + dx, y: cy }]);
    await touch('touchEnd', []);
    await expect.poll(async () => Number((await window.textContent())!.match(/columns (\d+)/)![1])).toBeLessThan(c0!); // dragged right: columns to the left come into view
    expect(await page.locator('main').getAttribute('data-view')).toBe('atlas'); // a drag opens nothing
    expect(page.errors).toEqual([]);
  });
});
