import type { ProgressResult } from '@clack/prompts';
import { type CliIO, isInteractive } from './io.ts';

/** Work must run this long before a bar appears, so quick commands never flash one. */
const SHOW_AFTER_MS = 400;
/** Progress lines (`LIGHTSOUT_PROGRESS=lines`) come at most this often, and only when the percentage has moved. */
const LINE_EVERY_MS = 1000;

/** Units of work done so far out of a total, drawn as a bar on stderr when it is a terminal; silent otherwise and under CI. */
export interface Progress {
  /** Sets how much of `total` is done (and the total, if it changed). */
  update(done: number, total?: number): void;
  /** Changes the label shown next to the bar. */
  label(text: string): void;
  /** Removes the bar for good; later updates are ignored. Call before printing results. */
  done(): void;
}

/** A progress that shows nothing, for work too small to need a bar. */
export const SILENT_PROGRESS: Progress = { update() {}, label() {}, done() {} };

/**
 * A progress bar (clack's) for `total` units of work, drawn on stderr (stdout carries only results), shown only when
 * stderr is an interactive terminal and only once the work has taken a moment. clack redraws on a timer, so work that wants the bar drawn must yield to the event
 * loop now and then (see {@link yieldToTerminal}).
 */
export function startProgress(io: CliIO, label: string, total: number): Progress {
  const mode = io.env.LIGHTSOUT_PROGRESS;
  if (mode === 'lines') return progressLines(io, label, total);
  if (mode === 'none' || !isInteractive(io)) return SILENT_PROGRESS;
  // clack takes ~35 ms to import: load it only on a terminal, while the work starts.
  let clack: typeof import('@clack/prompts') | undefined;
  import('@clack/prompts').then((module) => {
    clack = module;
  });
  const started = performance.now();
  const steps = 1000;
  let bar: ProgressResult | undefined;
  let text = label;
  let max = Math.max(1, total);
  let shown = 0;
  let finished = false;
  return {
    update(done, newTotal) {
      if (finished) return;
      if (newTotal !== undefined) max = Math.max(1, newTotal);
      if (!bar) {
        if (!clack || performance.now() - started < SHOW_AFTER_MS) return;
        // clack listens for SIGINT to tidy the line; exit as Ctrl-C would have without its listener.
        bar = clack.progress({ max: steps, output: io.stderr, withGuide: false, style: 'block', onCancel: () => process.exit(130) });
        bar.start(text);
      }
      const target = Math.min(steps, Math.floor((done / max) * steps));
      if (target > shown) {
        bar.advance(target - shown, text);
        shown = target;
      }
    },
    label(next) {
      text = next;
      if (bar && !finished) bar.message(next);
    },
    done() {
      if (finished) return;
      finished = true;
      bar?.clear();
    },
  };
}

/**
 * Progress as lines on stderr, `LABEL: N%` (for logs and CI, where a bar cannot redraw): the first update, then at
 * most one a second when the percentage has moved, and `100%` when the work completed.
 */
function progressLines(io: CliIO, label: string, total: number): Progress {
  let text = label;
  let max = Math.max(1, total);
  let at = 0;
  let printed = -1;
  let last = Number.NEGATIVE_INFINITY;
  let finished = false;
  const print = (percent: number): void => {
    printed = percent;
    last = performance.now();
    io.stderr.write(`${text}: ${percent}%\n`);
  };
  return {
    update(done, newTotal) {
      if (finished) return;
      if (newTotal !== undefined) max = Math.max(1, newTotal);
      at = Math.min(done, max);
      const percent = Math.floor((100 * at) / max);
      if (percent > printed && percent < 100 && (printed < 0 || performance.now() - last >= LINE_EVERY_MS)) print(percent);
    },
    label(next) {
      text = next;
    },
    done() {
      if (finished) return;
      finished = true;
      if (at >= max && printed < 100) print(100);
    },
  };
}

/** Lets timers run (clack draws on one); cheap enough to call between rows of a table. */
export function yieldToTerminal(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}
