import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { seriousViolations } from './_axe.ts';
import { type OpenOptions, openPage, solveAndWait, type TestPage, useSession } from './_session.ts';

/** End-to-end: axe-core finds no serious or critical accessibility violation on any view, in the states that matter. */

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
  { name: 'the dark theme, solved', hash: '', options: { dark: true }, prepare: (page) => solveAndWait(page) },
];

describe('accessibility (axe-core)', () => {
  for (const view of views) {
    it(`finds no serious or critical violation: ${view.name}`, async () => {
      const page = await openPage(session, view.hash, view.options);
      await view.prepare?.(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(page.errors).toEqual([]);
      await page.close();
    });
  }
});
