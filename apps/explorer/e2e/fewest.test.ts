import { applyPresses, Board, CLASSIC_RULE, parseGrids } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { violations } from './_axe.ts';
import { saved } from './_downloads.ts';
import { openPage, type TestPage, useSession } from './_session.ts';

/**
 * End-to-end: the fewest-presses search on a board that takes a while (the all-on 39 × 39 classic board,
 * nullity 32: about 20 s of CPU to prove 561), stopped as soon as its progress shows. Every wait is on a
 * state (the progress line, the status), never on a time.
 */

const session = useSession();
const ALL_ON = `#r=39&c=39&b=${encodeBoard(Board.filled(39, 39))}`;
/** The fewest presses of the all-on 39 × 39 board (OEIS A075464), only to check that no bound passes it. */
const KNOWN_FEWEST = 561;

/** The search's progress line once it shows, as numbers. */
async function progressOf(page: TestPage): Promise<{ best: number; bound: number }> {
  const progress = page.getByTestId('fewest-progress');
  await progress.waitFor();
  expect(await progress.textContent()).toMatch(/found so far; the fewest is at least/);
  return { best: Number(await progress.getAttribute('data-best')), bound: Number(await progress.getAttribute('data-bound')) };
}

/** The answer Stop left: presses, bound and the words around them. */
async function stoppedAnswer(page: TestPage): Promise<{ total: number; bound: number; text: string }> {
  await page.getByTestId('solve-status').and(page.locator('[data-status="solved"]')).waitFor();
  const number = async (id: string) => Number((await page.getByTestId(id).textContent())!.replace(/,/g, ''));
  return { total: await number('solution-total'), bound: await number('solution-bound'), text: ((await page.getByTestId('fewest-found').textContent()) ?? '').replace(/\s+/g, ' ').trim() };
}

describe('fewest presses in the browser', () => {
  it('shows the best so far and its bound while searching; Stop keeps presses that solve the board, not proven, with the bound', async () => {
    const page = await openPage(session, ALL_ON);
    expect(await page.getByTestId('lit-count').textContent()).toBe('1,521');
    expect(await page.getByRole('checkbox', { name: /fewest presses/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const seen = await progressOf(page);
    expect(seen.bound).toBeGreaterThan(0);
    expect(seen.bound).toBeLessThanOrEqual(Math.min(seen.best, KNOWN_FEWEST));
    // the progress is in the status live region, and the button says what it does
    expect(await page.getByRole('status').filter({ has: page.getByTestId('fewest-progress') }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop the search and show the fewest presses found so far' }).click();

    const answer = await stoppedAnswer(page);
    expect(answer.text).toMatch(/^Fewest found [\d,]+ presses; the fewest is at least [\d,]+ \(not proven: the search was stopped\)$/);
    expect(answer.total).toBeLessThanOrEqual(seen.best);
    expect(answer.bound).toBeGreaterThanOrEqual(seen.bound);
    expect(answer.bound).toBeLessThanOrEqual(Math.min(answer.total, KNOWN_FEWEST));
    expect(await page.getByTestId('minimal-badge').count()).toBe(0);
    expect(await page.getByTestId('fewest-progress').count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // the presses shown, saved as grid text and applied by the core, turn every light off
    const file = await saved(page, 'Save presses');
    expect(file.name).toBe('lights-out-39x39-presses.txt');
    const [grid] = [...parseGrids(file.text)];
    expect(grid!.board.count()).toBe(answer.total);
    expect(applyPresses(Board.filled(39, 39), grid!.board, CLASSIC_RULE).isEmpty()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('on a phone, Stop sits under the board with Hint and the best so far, and the answer says it was stopped', async () => {
    const page = await openPage(session, ALL_ON, { phone: true });
    await page.getByRole('button', { name: 'Solve', exact: true }).tap();
    const seen = await progressOf(page);
    // beside Stop, under the board, the best so far and the bound too
    await page.getByTestId('fewest-progress-phone').waitFor();
    expect(await page.getByTestId('fewest-progress-phone').textContent()).toMatch(/found so far; the fewest is at least/);
    expect(seen.bound).toBeGreaterThan(0);
    const stop = page.getByRole('button', { name: 'Stop the search and show the fewest presses found so far' });
    expect(await stop.count()).toBe(1); // the Solve card's own row is hidden on phones
    await stop.tap();
    const answer = await stoppedAnswer(page);
    expect(answer.text).toMatch(/not proven: the search was stopped/);
    expect(answer.bound).toBeLessThanOrEqual(Math.min(answer.total, KNOWN_FEWEST));
    expect(await page.getByRole('button', { name: 'Solve', exact: true }).isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
