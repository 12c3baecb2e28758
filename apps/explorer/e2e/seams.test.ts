import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './_axe.ts';
import { openPage, useSession } from './_session.ts';

/** End-to-end: boards on the surfaces whose edges wrap or twist are drawn with their glued sides marked. */

const session = useSession();

/** The seam markers shown: each side's arrow direction, by side. */
const seams = (page: Page) =>
  page.locator('[data-testid^="seam-"]').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.slice(5), e.getAttribute('data-direction')])));

/** Each surface's glued sides: on a wrap both arrows agree, on a twist they point opposite ways. */
const EXPECTED = {
  plane: {},
  cylinder: { left: 'down', right: 'down' },
  torus: { top: 'right', bottom: 'right', left: 'down', right: 'down' },
  mobius: { left: 'down', right: 'up' },
  klein: { top: 'right', bottom: 'right', left: 'down', right: 'up' },
  projective: { top: 'right', bottom: 'left', left: 'down', right: 'up' },
} as const;

describe('seams of the board in the browser', () => {
  it('marks the glued sides of every surface, and which way each runs, on the buttons and on the canvas', async () => {
    for (const side of [5, 40]) {
      const page = await openPage(session, `#r=${side}&c=${side}`);
      await page.locator(side === 5 ? 'button[data-index]' : '[data-testid="board-canvas"]').first().waitFor();
      for (const [topology, expected] of Object.entries(EXPECTED)) {
        await page.locator(`input[name="topology"][value="${topology}"]`).check();
        await expect.poll(() => seams(page)).toEqual(expected);
      }
      // The Möbius strip: its left and right sides meet upside down, which the markers say in words too.
      await page.locator('input[name="topology"][value="mobius"]').check();
      expect(await page.getByRole('img', { name: 'Left side: glued to the right side, upside down (arrow down)' }).count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Right side: glued to the left side, upside down (arrow up)' }).count()).toBe(1);
      expect(await page.locator('[data-testid="seam-left"]').getAttribute('data-edge')).toBe('twist');
      await expect.poll(() => page.getByTestId('surface-note').textContent()).toMatch(/^Möbius strip: the left edge meets the right upside down/);
      // The markers sit beside the board: the left one left of its first column, the right one right of its last.
      const board = (await page.locator('#board-cells').boundingBox())!;
      const left = (await page.getByTestId('seam-left').boundingBox())!;
      const right = (await page.getByTestId('seam-right').boundingBox())!;
      expect(left.x + left.width).toBeLessThanOrEqual(board.x + 1);
      expect(right.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
      expect(await violations(page)).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.close();
    }
  });

  it('opens a linked Klein bottle with its seams, and a plane board has none', async () => {
    const page = await openPage(session, '#r=6&c=9&t=klein');
    expect(await seams(page)).toEqual(EXPECTED.klein);
    expect(await page.getByRole('img', { name: 'Top side: glued to the bottom side, the same way round (arrow right)' }).count()).toBe(1);
    await page.locator('input[name="topology"][value="plane"]').check();
    await expect.poll(() => page.locator('[data-testid^="seam-"]').count()).toBe(0);
    expect(await page.getByTestId('surface-note').count()).toBe(0);
    await page.close();
  });
});
