import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { openPage, useSession } from '../e2e/_session.ts';
import { APP_DIR } from '../e2e/_site.ts';

/**
 * `pnpm bench` for the explorer: the built site in Debian Chromium. For each rule, a random solvable 1000 × 1000
 * board is solved from the Solve click to the first frame drawn after the answer (timed in the page; one
 * warm-up, then the median of 5), with the longest gap between frames meanwhile (the page must keep drawing).
 * Then the atlas, as a user opens it from a link: the heat map to 300 and the chart to 5000 for each named rule,
 * from the navigation until both are done (one run each: seconds, polled every 50 ms). Prints a table and writes
 * `bench-results/explorer.json`. A measurement, not a test: nothing here fails on time.
 */

const session = useSession();
const RUNS = 5;
const rules = [
  { name: 'classic (cross, plane)', hash: '#r=1000&c=1000' },
  { name: 'Moore, plane', hash: '#r=1000&c=1000&s=moore' },
  { name: 'cross, torus', hash: '#r=1000&c=1000&t=torus' },
  { name: 'diagonal without centre, cylinder', hash: '#r=1000&c=1000&s=diagonal&x=1&t=cylinder' },
];

/** Every named stencil, with and without its centre, on every topology: the atlas's rules. */
const atlasRules = ['cross', 'moore', 'diagonal'].flatMap((stencil) =>
  [false, true].flatMap((noCentre) =>
    ['plane', 'torus', 'cylinder'].map((topology) => ({
      name: `${stencil}${noCentre ? ' without centre' : ''}, ${topology}`,
      hash: `#view=atlas&an=300&dn=5000&s=${stencil}&t=${topology}${noCentre ? '&x=1' : ''}`,
    })),
  ),
);

interface Row {
  readonly case: string;
  readonly medianMs: number;
  readonly longestFrameGapMs: number | null;
  readonly target: string;
}

describe('explorer benchmarks', () => {
  it('solves and draws 1000 × 1000 boards', async () => {
    const rows: Row[] = [];
    for (const rule of rules) {
      const page = await openPage(session, rule.hash);
      await page.getByTestId('board-canvas').waitFor();
      const times: number[] = [];
      const gaps: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        await page.getByRole('button', { name: 'Random', exact: true }).click();
        const { ms, gap } = await page.evaluate(
          () =>
            new Promise<{ ms: number; gap: number }>((done) => {
              const status = document.querySelector<HTMLElement>('[data-testid="solve-status"]')!;
              const solveButton = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Solve')!;
              let last = performance.now();
              let gap = 0;
              let watching = true;
              const tick = (now: number): void => {
                gap = Math.max(gap, now - last);
                last = now;
                if (watching) requestAnimationFrame(tick);
              };
              requestAnimationFrame(tick);
              const observer = new MutationObserver(() => {
                if (status.dataset.status !== 'solved' && status.dataset.status !== 'failed') return;
                observer.disconnect();
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    watching = false;
                    done({ ms: performance.now() - t0, gap });
                  }),
                );
              });
              observer.observe(status, { attributes: true });
              const t0 = performance.now();
              solveButton.click();
            }),
        );
        if (run > 0) {
          times.push(ms);
          gaps.push(gap);
        }
      }
      times.sort((a, b) => a - b);
      rows.push({ case: `solve + draw 1000×1000, ${rule.name}`, medianMs: Math.round(times[Math.floor(RUNS / 2)]!), longestFrameGapMs: Math.round(Math.max(...gaps)), target: '≤ 500 ms' });
      await page.close();
    }
    for (const rule of atlasRules) {
      const t0 = Date.now();
      const page = await openPage(session, rule.hash);
      const heatSave = page.getByRole('button', { name: 'Save PNG' }).first();
      const stop = page.getByRole('button', { name: 'Stop', exact: true });
      // done: the heat map's Save is enabled and no job is left to stop
      while (!((await heatSave.isEnabled()) && (await stop.count()) === 0)) await new Promise((r) => setTimeout(r, 50));
      rows.push({ case: `atlas, heat map 300 + chart 5000, ${rule.name}`, medianMs: Date.now() - t0, longestFrameGapMs: null, target: '≤ 10000 ms' });
      await page.close();
    }
    console.table(rows);
    const dir = join(APP_DIR, 'bench-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'explorer.json'), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows }, null, 2)}\n`);
  }, 600_000);
});
