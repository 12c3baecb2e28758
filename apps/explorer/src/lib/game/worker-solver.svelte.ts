import { LatestJob } from '../worker/latest-job.ts';
import { Playback, type Timers } from './playback.svelte.ts';

/** Where a solve stands. */
export type SolveStatus = 'idle' | 'solving' | 'solved' | 'unsolvable' | 'failed';

/**
 * What the two-state and the k-state solvers share: one solve at a time in the worker (a new one cancels
 * the old), answers for lights that changed meanwhile dropped, the status line, and the animation.
 */
export abstract class WorkerSolver {
  status = $state<SolveStatus>('idle');
  /** The failure to show, when `status` is `failed`. */
  error = $state<string | null>(null);
  /** Wall time of the last finished solve, in milliseconds. */
  elapsed = $state<number | null>(null);
  /** Search for the fewest presses. */
  wantMinimal = $state(true);

  private readonly latest = new LatestJob();
  private readonly playback: Playback;

  constructor(timers: Timers) {
    this.playback = new Playback(timers);
  }

  /** True while the solution plays as an animation. */
  get playing(): boolean {
    return this.playback.playing;
  }

  /** Stops a running solve. */
  cancel(): void {
    this.latest.cancel();
    if (this.status === 'solving') this.status = 'idle';
  }

  /** Stops the animation. */
  pause(): void {
    this.playback.stop();
  }

  /** Forgets the status line (after the shape, rule or states change). */
  reset(): void {
    this.cancel();
    this.pause();
    this.status = 'idle';
    this.error = null;
  }

  /** Plays `remaining` presses; `tick(count)` makes up to `count` of them and says whether to go on. */
  protected animate(remaining: number, tick: (count: number) => boolean): void {
    this.playback.start(remaining, tick);
  }

  /** Called when the current solve ends, answered or failed. */
  protected settled(): void {}

  /**
   * Cancels what runs, then asks; the answer, or `null` when the solve was cancelled or superseded, the
   * lights changed meanwhile (`version()` moved on), or it failed (`status` and `error` say so).
   */
  protected async ask<T>(version: () => number, ask: (signal: AbortSignal) => Promise<T>): Promise<T | null> {
    this.cancel();
    this.pause();
    const asked = version();
    this.status = 'solving';
    this.error = null;
    const started = performance.now();
    let answer: T | null = null;
    await this.latest.run(
      async (signal, current) => {
        const found = await ask(signal);
        if (!current()) return;
        if (version() !== asked) {
          this.status = 'idle';
          return;
        }
        this.elapsed = performance.now() - started;
        answer = found;
      },
      {
        onError: (message) => {
          this.status = 'failed';
          this.error = message;
        },
        onSettled: () => this.settled(),
      },
    );
    return answer;
  }
}
