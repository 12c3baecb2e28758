import { NAMED_TOPOLOGIES, STENCIL_NAMES } from '@lightsout/core';
import { describe, it } from 'vitest';
import { openPage, useSession } from '../e2e/_session.ts';
import { clearLongTasks, longestTask, recordLongTasks } from '../e2e/_long-tasks.ts';
import { writeResults } from './_results.ts';

/**
 * `pnpm bench`, the atlas as a user opens it from a link: the heat map to 300 and the chart to 5000 for every named
 * stencil, with and without its centre, on every named surface (core's table), from the navigation until both are
 * done or stopped by the cap. Each case is one run (seconds, read from the page's `data-atlas` state), with the
 * longest main-thread task meanwhile (after the site has loaded). Writes `bench-results/atlas.json`. A measurement, not a test.
 *
 * `ATLAS_BENCH=torus,mobius` keeps the cases whose name contains one of the words; `ATLAS_BENCH_CAP` (ms, 30000 by
 * default) stops a case that has not finished and reports how far it got.
 */

const session = useSession();
const CAP = Number(process.env.ATLAS_BENCH_CAP ?? 30_000);
const only = (process.env.ATLAS_BENCH ?? '').split(',').filter(Boolean);

/** Every named stencil, with and without its centre, on every named surface. */
const cases = STENCIL_NAMES.flatMap((stencil) =>
  [false, true].flatMap((noCentre) =>
    NAMED_TOPOLOGIES.map(({ name: topology }) => ({
      name: `${stencil}${noCentre ? ' without centre' : ''}, ${topology}`,
      hash: `#view=atlas&an=300&dn=5000&s=${stencil}&t=${topology}${noCentre ? '&x=1' : ''}`,
    })),
  ),
).filter((c) => only.length === 0 || only.some((word) => c.name.includes(word)));

/** One row of the table. */
interface Row {
  readonly case: string;
  /** From the navigation to both parts done; the cap when they were not. */
  readonly ms: number;
  /** How far the parts got: `done`, or the rows and sizes computed when the cap stopped them. */
  readonly reached: string;
  readonly longestTaskMs: number;
  readonly target: string;
}

describe('explorer atlas benchmark', () => {
  it('computes the atlas of every named rule and surface from a link', async () => {
    const rows: Row[] = [];
    for (const c of cases) {
      const t0 = Date.now();
      const page = await openPage(session, c.hash, { init: recordLongTasks });
      await clearLongTasks(page); // loading the site is not the atlas's
      const atlas = page.locator('[data-atlas]');
      let state = '';
      while (Date.now() - t0 < CAP) {
        state = (await atlas.getAttribute('data-atlas')) ?? '';
        if (state === 'done' || state === 'failed') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const ms = Date.now() - t0;
      const reached = state === 'done' ? 'done' : `${state}: heat map rows ${await atlas.getAttribute('data-heat-rows')}/300, chart n ${await atlas.getAttribute('data-chart-done')}/5000`;
      rows.push({ case: `atlas 300 + 5000, ${c.name}`, ms: state === 'done' ? ms : CAP, reached, longestTaskMs: Math.round(await longestTask(page)), target: '≤ 5000 ms' });
      await page.close();
    }
    writeResults('atlas', rows, { cap: CAP });
  }, 3_600_000);
});
