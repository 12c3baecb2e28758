import { Board, nullity, solve } from '@lightsout/core';
import { superscript } from '../src/lib/ui/text.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { openPage, useSession } from './_session.ts';

/** End-to-end: the Learn view — elimination stepped by keyboard to its end, light chasing with its derived table. */

const session = useSession();

const kind = (page: Page) => page.getByTestId('learn-text').getAttribute('data-kind');
const stepText = (page: Page) => page.getByTestId('learn-step').textContent();

/** The cells dotted as presses on the lesson's board (SVG circles at (c + ½, r + ½)). */
async function dotted(page: Page, rows: number, cols: number): Promise<Board> {
  const board = new Board(rows, cols);
  const centres = await page.locator('svg.board circle.press').evaluateAll((els) => els.map((e) => [Number(e.getAttribute('cy')), Number(e.getAttribute('cx'))]));
  for (const [y, x] of centres) board.set(Math.floor(y!), Math.floor(x!), true);
  return board;
}

describe('Learn', () => {
  it('steps a 3 × 3 elimination to its end by keyboard, one row operation at a time, and reads off the core’s solution', async () => {
    const lights = Board.fromRows(['#..', '.#.', '..#']);
    const page = await openPage(session, `#view=learn&r=3&c=3&b=${encodeBoard(lights)}`);
    await expect.poll(() => kind(page)).toBe('start');
    const total = Number((await stepText(page))!.match(/of (\d+)/)![1]);
    const step = page.getByRole('button', { name: 'Step ▶' });
    await step.focus();
    const seen = new Set<string>();
    for (let i = 1; i < total; i++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => stepText(page)).toBe(`Step ${i + 1} of ${total}`);
      seen.add((await kind(page))!);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['pivot', 'xor', 'reduced', 'solution']));
    expect(await kind(page)).toBe('solution');
    expect(await step.getAttribute('aria-disabled')).toBe('true');
    const core = solve(lights);
    expect(core.solvable && core.nullity).toBe(0); // 3 × 3 has one solution: the lesson must find the same
    expect((await dotted(page, 3, 3)).equals(core.solvable ? core.presses : new Board(3, 3))).toBe(true);
    await expect.poll(() => page.getByTestId('learn-text').textContent()).toMatch(/turns every light off/);

    // The link keeps the view and the step: opened again, it shows the same step.
    await expect.poll(() => page.url()).toMatch(new RegExp(`view=learn.*ls=${total}`));
    const again = await openPage(session, new URL(page.url()).hash);
    await expect.poll(() => stepText(again)).toBe(`Step ${total} of ${total}`);
    expect(await kind(again)).toBe('solution');
    expect(page.errors).toEqual([]);
    await again.close();
    await page.close();
  });

  it('jumps to the next pivot, the reduced form with its rank sentence, and the answer; the arrow keys step', async () => {
    const page = await openPage(session, '#view=learn'); // the 5 × 5 board, all on: 232 steps
    await expect.poll(() => kind(page)).toBe('start');
    await expect.poll(() => page.getByTestId('learn-text').textContent()).toMatch(/pressing a cell twice undoes it, and the order of presses does not matter.*GF\(2\).*A·x = b/);
    const total = Number((await stepText(page))!.match(/of (\d+)/)![1]);
    await page.getByRole('button', { name: 'Next pivot' }).click();
    await expect.poll(() => kind(page)).toBe('pivot');
    await page.getByRole('button', { name: 'Reduced form' }).click();
    await expect.poll(() => kind(page)).toBe('reduced');
    const rank = 25 - nullity(5, 5);
    await expect.poll(() => page.getByTestId('learn-text').textContent()).toContain(
      `Rank ${rank} of 25: 2${superscript(rank)} of the 2²⁵ boards are solvable (1 in ${2 ** (25 - rank)}), each in 2${superscript(25 - rank)} = ${2 ** (25 - rank)} ways.`,
    );
    const at = Number((await stepText(page))!.match(/Step (\d+)/)![1]);
    await page.getByRole('button', { name: 'Step ▶' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepText(page)).toBe(`Step ${at + 1} of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepText(page)).toBe(`Step ${at - 1} of ${total}`);
    await page.getByRole('button', { name: 'Answer' }).click();
    await expect.poll(() => kind(page)).toBe('solution');
    expect(await stepText(page)).toBe(`Step ${total} of ${total}`);
    await page.keyboard.press('Home');
    await expect.poll(() => stepText(page)).toBe(`Step 1 of ${total}`);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('shows the row reading 0 = 1 for the seed’s unsolvable board', async () => {
    const seed = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);
    const page = await openPage(session, `#view=learn&r=5&c=5&b=${encodeBoard(seed)}`);
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect.poll(() => kind(page)).toBe('contradiction');
    expect(await page.getByTestId('learn-text').textContent()).toMatch(/reads 0 = 1.*an odd number/);
    expect(await page.locator('svg.board rect.frame').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('chases the 5 × 5 all-on board, derives the lookup table of the 7 bottom rows on screen, and ends dark', async () => {
    const page = await openPage(session, `#view=learn&lm=chase&r=5&c=5&b=${encodeBoard(Board.filled(5, 5))}`);
    await expect.poll(() => kind(page)).toBe('start');
    const step = page.getByRole('button', { name: 'Step ▶' });
    while ((await kind(page)) !== 'table') {
      const before = await stepText(page);
      await step.click();
      await expect.poll(() => stepText(page)).not.toBe(before);
    }
    const rows = await page.getByTestId('chase-table').locator('tbody tr').evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.bottom}→${(e as HTMLElement).dataset.top}`));
    // The table Lights Out guides print, derived here from the effect of each top cell.
    expect(rows.sort()).toEqual(['00111→00010', '01010→10010', '01101→10000', '10001→11000', '10110→00001', '11011→00100', '11100→01000'].sort());
    expect(await page.locator('tr.match').getAttribute('data-bottom')).toBe('10001'); // the bottom row left here
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect.poll(() => kind(page)).toBe('done');
    expect(await page.locator('svg.board rect.cell.on').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('plays the steps on its own at the chosen speed, and says why a lesson does not apply', async () => {
    const page = await openPage(session, `#view=learn&lm=chase&r=3&c=3&b=${encodeBoard(Board.filled(3, 3))}`);
    await page.getByLabel('Speed').selectOption('fast');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => kind(page)).toBe('done');
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor(); // back from Pause at the end
    await page.close();
    const moore = await openPage(session, '#view=learn&lm=chase&s=moore');
    await expect.poll(() => moore.getByRole('status').first().textContent()).toMatch(/Light chasing works when a press reaches the row above only in its own column/);
    await moore.getByRole('button', { name: 'Use the classic rule' }).click();
    await expect.poll(() => kind(moore)).toBe('start');
    await moore.close();

    // A board too large to chase on the page's thread is refused at once, with a way out.
    const big = await openPage(session, '#view=learn&lm=chase&r=1000&c=1000');
    await expect.poll(() => big.getByRole('status').first().textContent()).toBe('Light chasing is shown for boards up to 200 × 200; this one is 1000 × 1000.');
    await big.getByRole('button', { name: 'Open 5 × 5, all on' }).click();
    await expect.poll(() => kind(big)).toBe('start');
    expect(big.errors).toEqual([]);
    await big.close();
  });
});
