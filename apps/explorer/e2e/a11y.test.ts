import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { violations } from './_axe.ts';
import { type OpenOptions, openPage, solveAndWait, type TestPage, useSession } from './_session.ts';

/** End-to-end: axe-core finds no accessibility violation of any impact on any view, in the states that matter. */

const session = useSession();

const SEED = encodeBoard(Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']));

/** Each view, and what to do before checking it. */
const views: Array<{ name: string; hash: string; options?: OpenOptions; prepare?: (page: TestPage) => Promise<unknown> }> = [
  { name: 'the board, solved', hash: '', prepare: (page) => solveAndWait(page) },
  { name: 'the board, proven unsolvable', hash: `#r=5&c=5&b=${SEED}`, prepare: (page) => solveAndWait(page) },
  { name: 'a canvas board with a hint', hash: `#r=100&c=100&b=${encodeBoard(Board.filled(100, 100))}`, prepare: (page) => page.getByRole('button', { name: 'Hint', exact: true }).click().then(() => page.getByTestId('hint-text').waitFor()) },
  { name: 'a 3-state board with a weighted proof', hash: '#r=4&c=4&k=3&q=ba15', prepare: (page) => solveAndWait(page) },
  { name: 'a 5-state board, solved, with its quiet patterns', hash: '#r=4&c=4&k=5', prepare: (page) => solveAndWait(page) },
  { name: 'the graph page with its facts', hash: '#view=graph', prepare: async (page) => {
    await solveAndWait(page);
    await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="fact-nullity"]')?.textContent ?? ''));
  } },
  { name: 'the atlas', hash: '#view=atlas&an=30&dn=60', prepare: (page) => page.getByText(/of 60 sizes/).waitFor() },
  { name: 'Learn: the linear system', hash: `#view=learn&r=3&c=3&b=${encodeBoard(Board.filled(3, 3))}&ls=12`, prepare: (page) => page.getByTestId('learn-text').waitFor() },
  { name: 'Learn: light chasing with its table', hash: `#view=learn&lm=chase&r=5&c=5&b=${encodeBoard(Board.filled(5, 5))}&ls=8`, prepare: (page) => page.getByTestId('chase-table').waitFor() },
  { name: 'a won game', hash: `#r=3&c=3&b=${encodeBoard(Board.fromRows(['.#.', '###', '.#.']))}`, prepare: async (page) => {
    await page.locator('button[data-row="1"][data-col="1"]').click();
    await page.getByTestId('win').waitFor();
  } },
  { name: 'a phone, settings open', hash: '', options: { phone: true }, prepare: (page) => page.getByRole('button', { name: /Size, rule and states/ }).click() },
  { name: 'the new-puzzle form with its ranges', hash: '', prepare: async (page) => {
    await page.getByRole('button', { name: 'New puzzle' }).click();
    await page.getByTestId('puzzle-most').getByText(/needs more than/).waitFor();
  } },
  { name: 'Learn at the reduced form, with its jumps', hash: '#view=learn', prepare: async (page) => {
    await page.getByRole('button', { name: 'Reduced form' }).click();
    await page.getByText(/^Reduced form: /).waitFor();
  } },
  { name: 'the atlas with a size selected from the link', hash: '#view=atlas&an=20&dn=40&as=4x7', prepare: (page) => page.getByText('4 × 7: nullity', { exact: false }).first().waitFor() },
  { name: 'a phone, a won game under the board', hash: `#r=3&c=3&b=${encodeBoard(Board.fromRows(['.#.', '###', '.#.']))}`, options: { phone: true }, prepare: async (page) => {
    await page.locator('button[data-row="1"][data-col="1"]').click();
    await page.getByTestId('win').waitFor();
  } },
  { name: 'the dark theme, solved', hash: '', options: { dark: true }, prepare: (page) => solveAndWait(page) },
];

describe('accessibility (axe-core)', () => {
  for (const view of views) {
    it(`finds no violation of any impact: ${view.name}`, async () => {
      const page = await openPage(session, view.hash, view.options);
      await view.prepare?.(page);
      expect(await violations(page)).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }

  it('has a skip link whose target exists on every view, and it moves the focus into the content', async () => {
    const cases = [
      { hash: '', focus: '[data-row="0"][data-col="0"]' },
      { hash: '#r=4&c=4&k=3', focus: '[data-row="0"][data-col="0"]' },
      { hash: '#view=learn', focus: null },
      { hash: '#view=graph', focus: null },
      { hash: '#view=atlas&an=20&dn=40', focus: null },
    ];
    for (const { hash, focus } of cases) {
      const page = await openPage(session, hash);
      await page.keyboard.press('Tab');
      const link = await page.evaluate(() => {
        const a = document.activeElement as HTMLAnchorElement | null;
        const href = a?.getAttribute('href') ?? '';
        return { isSkip: a?.classList.contains('skip') ?? false, targetExists: href.startsWith('#') && document.getElementById(href.slice(1)) !== null };
      });
      expect({ hash, ...link }).toEqual({ hash, isSkip: true, targetExists: true });
      const url = page.url();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      if (focus) expect(await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, focus)).toBe(true);
      expect(page.url()).toBe(url); // the fragment holds the view: the skip link leaves it alone
      await page.close();
    }
  });
});
