import { describe, it } from 'vitest';
import { openPage, useSession } from '../e2e/_session.ts';
import { writeResults } from './_results.ts';

/**
 * `pnpm bench` for the explorer: the built site in Debian Chromium. For each rule, a random solvable 1000 × 1000
 * board is solved from the Solve click to the first frame drawn after the answer (timed in the page; one
 * warm-up, then the median of 5), with the longest gap between frames meanwhile (the page must keep drawing).
 * The same runs time the solve alone, from the click to the worker's answer reaching the page: the difference is
 * the cost of drawing the answer, which should be at most about the solve's. (The atlas is `atlas.run.ts`.)
 * Prints a table and writes `bench-results/explorer.json`. A measurement, not a test: nothing here fails on time.
 */

/** Records when each worker answer reaches the page (`__lastAnswer`), before the page acts on it. */
function recordAnswers(): void {
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.addEventListener('message', (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type === 'done') (window as unknown as { __lastAnswer: number }).__lastAnswer = performance.now();
      });
    }
  };
}

const session = useSession();
const RUNS = 5;
const rules = [
  { name: 'classic (cross, plane)', hash: '#r=1000&c=1000' },
  { name: 'Moore, plane', hash: '#r=1000&c=1000&s=moore' },
  { name: 'cross, torus', hash: '#r=1000&c=1000&t=torus' },
  { name: 'diagonal without centre, cylinder', hash: '#r=1000&c=1000&s=diagonal&x=1&t=cylinder' },
];

interface Row {
  readonly case: string;
  /** Click to the first frame after the answer is drawn. */
  readonly medianMs: number;
  /** Click to the worker's answer reaching the page. */
  readonly solveMs: number;
  /** The difference: drawing the answer. */
  readonly drawMs: number;
  readonly longestFrameGapMs: number;
  readonly target: string;
}

describe('explorer benchmarks', () => {
  it('solves and draws 1000 × 1000 boards', async () => {
    const rows: Row[] = [];
    for (const rule of rules) {
      const page = await openPage(session, rule.hash, { init: recordAnswers });
      await page.getByTestId('board-canvas').waitFor();
      const times: number[] = [];
      const solves: number[] = [];
      const gaps: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        await page.getByRole('button', { name: 'Random', exact: true }).click();
        const { ms, solveMs, gap } = await page.evaluate(
          () =>
            new Promise<{ ms: number; solveMs: number; gap: number }>((done) => {
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
                    const answered = (window as unknown as { __lastAnswer: number }).__lastAnswer;
                    done({ ms: performance.now() - t0, solveMs: answered - t0, gap });
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
          solves.push(solveMs);
          gaps.push(gap);
        }
      }
      const median = (xs: number[]): number => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
      const [all, solveOnly] = [median(times), median(solves)];
      rows.push({
        case: `solve + draw 1000×1000, ${rule.name}`,
        medianMs: all,
        solveMs: solveOnly,
        drawMs: all - solveOnly,
        longestFrameGapMs: Math.round(Math.max(...gaps)),
        target: '≤ 500 ms; draw ≤ solve',
      });
      await page.close();
    }
    writeResults('explorer', rows, { runs: RUNS });
  }, 600_000);
});
