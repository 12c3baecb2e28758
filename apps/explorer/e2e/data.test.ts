import { applyPresses, Board, makeRule, namedStencil, nullity, nullityTable, parseGrids } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { csvRows, saved } from './_downloads.ts';
import { openPage, useSession } from './_session.ts';

/** End-to-end: the figures behind the atlas and the quiet patterns come out as files equal to the core's values. */

const session = useSession();

describe('data out', () => {
  for (const topology of ['plane', 'torus'] as const) {
    it(`saves the atlas's heat map and n × n chart as CSV and JSON, equal to the core's nullities (${topology})`, async () => {
      const page = await openPage(session, `#view=atlas&t=${topology}&an=24&dn=60`);
      const rule = makeRule(namedStencil('cross'), topology);
      const core = nullityTable(24, 24, { rule });
      await page.getByRole('button', { name: 'Save the heat map as CSV' }).and(page.locator(':enabled')).waitFor();
      await page.getByRole('button', { name: 'Save the chart as CSV' }).and(page.locator(':enabled')).waitFor();
      await page.getByText(/of 60 sizes/).waitFor();

      const heatCsv = await saved(page, 'Save the heat map as CSV');
      expect(heatCsv.name).toBe(`nullity-24x24-cross-${topology}.csv`);
      const rows = csvRows(heatCsv.text, 'm,n,nullity');
      expect(rows).toHaveLength(24 * 24);
      for (const [m, n, k] of rows) expect(k).toBe(core[m! - 1]![n! - 1]);

      const heatJson = JSON.parse((await saved(page, 'Save the heat map as JSON')).text);
      expect(heatJson).toMatchObject({ rule: `cross, ${topology}`, m: { from: 1, to: 24 }, n: { from: 1, to: 24 } });
      expect(heatJson.nullity).toEqual(core);

      const chart = csvRows((await saved(page, 'Save the chart as CSV')).text, 'n,nullity');
      expect(chart).toHaveLength(60);
      const diagonal = Array.from({ length: 60 }, (_, i) => nullity(i + 1, i + 1, { rule }));
      expect(chart).toEqual(diagonal.map((k, i) => [i + 1, k]));
      const chartJson = JSON.parse((await saved(page, 'Save the chart as JSON')).text);
      expect(chartJson).toMatchObject({ rule: `cross, ${topology}`, n: { from: 1, to: 60 }, nullity: diagonal });
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }

  it('saves a size’s quiet patterns as grid text and JSON: the whole basis, each one quiet', async () => {
    // Without its centre the cross has nullity n on n × n: 60 patterns, more than the 48 thumbnails, so the
    // file's basis is computed afresh in the worker.
    for (const [r, c, topology, center] of [[4, 4, 'plane', true], [6, 6, 'torus', true], [60, 60, 'plane', false]] as const) {
      const page = await openPage(session, `#r=${r}&c=${c}&t=${topology}${center ? '' : '&x=1'}`);
      const rule = makeRule(namedStencil('cross', { center }), topology);
      const slug = `cross${center ? '' : '-no-centre'}-${topology}`;
      const expected = nullity(r, c, { rule });
      await page.getByRole('button', { name: 'Save grids (.txt) of the quiet patterns' }).waitFor();
      const text = await saved(page, 'Save grids (.txt) of the quiet patterns');
      expect(text.name).toBe(`quiet-patterns-${r}x${c}-${slug}.txt`);
      const grids = [...parseGrids(text.text)].map((g) => g.board);
      const json = JSON.parse((await saved(page, 'Save JSON of the quiet patterns')).text);
      expect(json).toMatchObject({ rows: r, cols: c, nullity: expected });
      const fromJson = (json.patterns as number[][][]).map((rows) => Board.fromRows(rows.map((row) => row.map((x) => (x ? '#' : '.')).join(''))));
      expect(grids).toHaveLength(expected);
      grids.forEach((g, i) => {
        expect(g.equals(fromJson[i]!)).toBe(true);
        expect(g.isEmpty()).toBe(false);
        expect(applyPresses(new Board(r, c), g, rule).isEmpty()).toBe(true); // quiet: pressing it changes nothing
      });
      expect(rank(grids)).toBe(expected); // a basis: independent
      await page.close();
    }
  });

  it('keeps the atlas’s selected size in the link, and reads it out again when the link is opened', async () => {
    const page = await openPage(session, '#view=atlas&an=20&dn=20');
    const heat = page.getByTestId('heat-map');
    await page.getByRole('button', { name: 'Save the heat map as CSV' }).and(page.locator(':enabled')).waitFor();
    await heat.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toBe(`4 × 7: nullity ${nullity(4, 7)}`);
    await expect.poll(() => page.url()).toMatch(/[#&]as=4x7(&|$)/);
    const again = await openPage(session, new URL(page.url()).hash);
    await expect.poll(() => again.getByTestId('heat-readout').textContent()).toBe(`4 × 7: nullity ${nullity(4, 7)}`);
    await again.close();
    await page.close();
  });

  it('on a phone, a first tap on the heat map reads a size out (and links it), a second tap opens it', async () => {
    const page = await openPage(session, '#view=atlas&an=12&dn=12', { phone: true });
    const heat = page.getByTestId('heat-map');
    await page.getByRole('button', { name: 'Save the heat map as CSV' }).and(page.locator(':enabled')).waitFor();
    const plot = JSON.parse((await heat.getAttribute('data-plot'))!) as { left: number; top: number; cell: number };
    const at = { x: plot.left + (6 - 0.5) * plot.cell, y: plot.top + (3 - 0.5) * plot.cell }; // 3 × 6
    await heat.tap({ position: at });
    await expect.poll(() => page.getByTestId('heat-readout').textContent()).toBe(`3 × 6: nullity ${nullity(3, 6)}`);
    await expect.poll(() => page.url()).toMatch(/[#&]as=3x6(&|$)/);
    expect(await page.locator('main').getAttribute('data-view')).toBe('atlas'); // not opened yet
    await heat.tap({ position: at });
    await expect.poll(() => page.getByTestId('board-size').textContent()).toBe('3 × 6');
    expect(page.errors).toEqual([]);
    await page.close();
  });
});

/** Rank over GF(2) of boards as vectors. */
function rank(boards: Board[]): number {
  const rows = boards.map((b) => BigInt(`0b0${b.toRows().join('').replaceAll('#', '1').replaceAll('.', '0')}`));
  let r = 0;
  for (let bit = BigInt(boards[0] ? boards[0].rows * boards[0].cols : 0) - 1n; bit >= 0n; bit--) {
    const i = rows.findIndex((v, j) => j >= r && (v >> bit) & 1n);
    if (i < 0) continue;
    [rows[r], rows[i]] = [rows[i]!, rows[r]!];
    for (let j = 0; j < rows.length; j++) if (j !== r && (rows[j]! >> bit) & 1n) rows[j]! ^= rows[r]!;
    r++;
  }
  return r;
}
