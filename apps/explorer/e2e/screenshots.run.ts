import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Board } from '@lightsout/core';
import { beforeAll, describe, it } from 'vitest';
import { encodeBoard } from '../src/lib/link/board-code.ts';
import { encodeStates } from '../src/lib/link/states-code.ts';
import { type OpenOptions, openPage, solveAndWait, type TestPage, useSession } from './_session.ts';
import { SCREENSHOTS } from './_site.ts';

/**
 * `pnpm screenshots`: the README's pictures, drawn from the built site in Debian Chromium into
 * `docs/screenshots/`. Not a test suite (the tests write no tracked file); each scene waits for the state
 * it shows before the picture is taken.
 */

const session = useSession();

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** Opens a link, lets `prepare` bring the page to the state to show, and saves the picture as `name`. */
async function shoot(name: string, hash: string, prepare: (page: TestPage) => Promise<unknown>, options: OpenOptions & { fullPage?: boolean } = {}): Promise<void> {
  const page = await openPage(session, hash, { ...options, still: true });
  await prepare(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: options.fullPage ?? false });
  await page.close();
}

describe('screenshots', () => {
  it('board.png: the 5 × 5 all-on board solved in 15 presses', () =>
    shoot('board.png', '', async (page) => {
      await solveAndWait(page);
      await page.getByTestId('minimal-badge').waitFor();
    }));

  it('board-unsolvable.png: the seed problem’s second example with its proof', () => {
    const board = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);
    return shoot('board-unsolvable.png', `#r=5&c=5&b=${encodeBoard(board)}`, solveAndWait);
  });

  it('board-large.png: a 200 × 200 board on the canvas, solved', () => shoot('board-large.png', `#r=200&c=200&b=${encodeBoard(Board.filled(200, 200))}`, solveAndWait));

  it('board-dark.png: the dark theme', () => shoot('board-dark.png', `#r=7&c=7&b=${encodeBoard(Board.filled(7, 7))}`, solveAndWait, { dark: true }));

  it('board-phone.png: a phone: the settings folded above, the board with Undo, Redo, Hint and Solve in view', () => shoot('board-phone.png', '', async () => {}, { phone: true }));

  it('board-won.png: a won game against the fewest presses', () => {
    const cross = Board.fromRows(['.....', '..#..', '.###.', '..#..', '.....']);
    return shoot('board-won.png', `#r=5&c=5&b=${encodeBoard(cross)}`, async (page) => {
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.locator('button[data-row="2"][data-col="2"]').click();
      await page.getByText(/a perfect game/).waitFor();
    });
  });

  it('learn-system.png: Gauss–Jordan on the 3 × 3 system, mid-way', () =>
    shoot('learn-system.png', `#view=learn&r=3&c=3&b=${encodeBoard(Board.fromRows(['#..', '.#.', '..#']))}&ls=14`, (page) => page.getByTestId('learn-text').waitFor()));

  it('learn-chase.png: light chasing on 5 × 5 with its derived table', () =>
    shoot('learn-chase.png', `#view=learn&lm=chase&r=5&c=5&b=${encodeBoard(Board.filled(5, 5))}&ls=8`, (page) => page.getByTestId('chase-table').waitFor()));

  it('board-states.png: five states, solved', () => {
    const lights = Array.from({ length: 36 }, (_, i) => (i * 7 + (i >> 2)) % 5);
    return shoot('board-states.png', `#r=6&c=6&k=5&q=${encodeStates(lights, 5)}`, solveAndWait);
  });

  it('board-states-unsolvable.png: a weighted proof over Z/3', () => shoot('board-states-unsolvable.png', '#r=4&c=4&k=3&q=ba15', solveAndWait));

  it('graph.png: the Petersen graph solved in σ⁺', () =>
    shoot('graph.png', '#view=graph', async (page) => {
      await solveAndWait(page);
      await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="fact-nullity"]')?.textContent ?? ''));
    }));

  it('graph-dark.png: a pasted graph laid out by force', () =>
    shoot(
      'graph-dark.png',
      '#view=graph',
      async (page) => {
        await page.getByText('Paste or upload a graph').click();
        await page.getByLabel('Graph text').fill('7\n0 1\n1 2\n2 0\n2 3\n3 4\n4 5\n5 3\n5 6\n');
        await page.getByRole('button', { name: 'Load graph', exact: true }).click();
        await page.getByRole('button', { name: 'vertex 6, on', exact: true }).waitFor();
        await solveAndWait(page);
      },
      { dark: true },
    ));

  it('atlas.png and atlas-heat-map.png: the atlas, and its heat map saved as PNG', () =>
    shoot(
      'atlas.png',
      '#view=atlas',
      async (page) => {
        await page.getByTestId('heat-map').waitFor();
        await page.getByText(/every board solvable \(nullity 0\): [\d,]+ of 2,000 sizes/).waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG', exact: true }).first().click()]);
        copyFileSync((await download.path())!, join(SCREENSHOTS, 'atlas-heat-map.png'));
      },
      { fullPage: true },
    ));
});
