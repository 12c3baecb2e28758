import { LatestJob } from '../worker/latest-job.ts';
import type { Game } from './game.svelte.ts';
import { Playback, type Timers } from './playback.svelte.ts';

/** Where a solve stands. */
export type SolveStatus = 'idle' | 'solving' | 'solved' | 'unsolvable' | 'failed';

/** What a solve answers, reduced to what the board draws (`bound`: a proven lower bound, when not minimal). */
export type SolveAnswer<L> =
  | { solvable: true; presses: L; minimal: boolean; method: string; solutions: bigint | null; bound?: number }
  | { solvable: false; proof: L; method: string };

/** The lightest presses a running fewest-presses search has found, with a lower bound for every solution. */
export interface FewestSoFar<L> {
  readonly presses: L;
  /** Their number (the sum of the counts with k states). */
  readonly count: number;
  /** No solution has fewer presses (proven). */
  readonly bound: number;
  readonly method: string;
  readonly solutions: bigint | null;
}

/**
 * Asks the worker to solve `lights`; throws to report a failure. `onProgress` takes the fraction done,
 * when the method reports it. Given `onBest` (with `minimal`), the worker runs its stoppable search and
 * tells each lighter answer as it finds it; an AskSolve that cannot ignores it.
 */
export type AskSolve<L> = (
  lights: L,
  minimal: boolean,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
  onBest?: (best: FewestSoFar<L>) => void,
) => Promise<SolveAnswer<L>>;

/**
 * Solving a {@link Game} in a worker, for every kind of lights: one solve at a time (a new one cancels the
 * old), answers for lights that changed meanwhile dropped, the status line, hints, stepping and the
 * animation. New lights (the game's `changed`) make it forget its status. Solve with the fewest presses
 * asked runs the worker's stoppable search: {@link soFar} follows its best answer, and {@link stop} shows it.
 */
export class Solver<L> {
  status = $state<SolveStatus>('idle');
  /** The failure to show, when `status` is `failed`. */
  error = $state<string | null>(null);
  /** Wall time of the last finished solve, in milliseconds. */
  elapsed = $state<number | null>(null);
  /** Search for the fewest presses. */
  wantMinimal = $state(true);
  /** Fraction of the current solve done, when the method reports it. */
  progress = $state<number | null>(null);
  /** The best answer of the running fewest-presses search, once it has one. */
  soFar = $state.raw<FewestSoFar<L> | null>(null);
  /** When the running solve started (`performance.now()`), or null. */
  startedAt = $state<number | null>(null);
  /** True when the shown solution is what {@link stop} kept of a search. */
  stopped = $state(false);

  private readonly latest = new LatestJob();
  private readonly playback: Playback;

  constructor(
    private readonly game: Game<L>,
    private readonly askWorker: AskSolve<L>,
    timers: Timers = globalThis,
  ) {
    this.playback = new Playback(timers);
    game.changed.push(() => this.reset());
  }

  /** True while the solution plays as an animation. */
  get playing(): boolean {
    return this.playback.playing;
  }

  /** Solves the current lights and draws the presses, or the proof that there are none. */
  async solve(): Promise<void> {
    const answer = await this.find(this.wantMinimal, this.wantMinimal);
    if (!answer) return;
    if (answer.solvable) this.game.showSolution(answer.presses, answer.minimal, answer.method, answer.solutions, answer.bound ?? null);
    else this.game.showProof(answer.proof);
  }

  /**
   * Ends a running fewest-presses search and shows the best it found, not proven, with its lower bound; with
   * nothing found yet, as {@link cancel}.
   */
  stop(): void {
    const best = this.soFar;
    const started = this.startedAt;
    this.cancel();
    if (!best) return;
    this.elapsed = started === null ? null : performance.now() - started;
    this.status = 'solved';
    this.stopped = true;
    this.game.showSolution(best.presses, false, best.method, best.solutions, best.bound);
  }

  /**
   * Rings one press of a fewest-press solution: from the shown one when it is proven minimal, else from a
   * new solve asking for the fewest presses (not shown); the proof when there is none.
   */
  async hint(): Promise<void> {
    const shown = this.game.solution;
    if (shown?.minimal && this.game.showHint(shown.remaining, true)) return;
    const answer = await this.find(true);
    if (!answer) return;
    if (answer.solvable) this.game.showHint(answer.presses, answer.minimal);
    else this.game.showProof(answer.proof);
  }

  /** The fewest presses that solve `lights` (not shown), or `null` when none do; for the win's comparison. */
  async fewest(lights: L, signal: AbortSignal): Promise<{ count: number; minimal: boolean } | null> {
    const answer = await this.askWorker(lights, true, signal, () => {});
    return answer.solvable ? { count: this.game.kind.sum(answer.presses), minimal: answer.minimal } : null;
  }

  /** Makes the next single press of the shown solution. */
  step(): void {
    this.pause();
    this.game.step();
  }

  /** Makes the remaining presses one after another: about three seconds in all, several per tick on big boards. */
  play(): void {
    const solution = this.game.solution;
    const remaining = solution ? this.game.kind.sum(solution.remaining) : 0;
    if (remaining > 0) this.playback.start(remaining, (count) => this.game.step(count) !== 0);
  }

  /** Stops a running solve, showing nothing of it. */
  cancel(): void {
    this.latest.cancel();
    this.progress = null;
    this.soFar = null;
    this.startedAt = null;
    if (this.status === 'solving') this.status = 'idle';
  }

  /** Stops the animation. */
  pause(): void {
    this.playback.stop();
  }

  /** Forgets the status line (new lights, shape, rule or states). */
  reset(): void {
    this.cancel();
    this.pause();
    this.status = 'idle';
    this.error = null;
    this.stopped = false;
  }

  /**
   * Solves the current lights in the worker (with `search`, the stoppable fewest-presses search) and sets the
   * status; `null` when cancelled, stopped, superseded, stale or failed.
   */
  private async find(minimal: boolean, search = false): Promise<SolveAnswer<L> | null> {
    this.cancel();
    this.pause();
    const { lights, version } = this.game;
    this.status = 'solving';
    this.error = null;
    this.stopped = false;
    const started = performance.now();
    this.startedAt = started;
    let answer: SolveAnswer<L> | null = null;
    await this.latest.run(
      async (signal, current) => {
        const onBest = (best: FewestSoFar<L>): void => {
          if (current() && this.game.version === version) this.soFar = best;
        };
        const found = await this.askWorker(lights, minimal, signal, (fraction) => (this.progress = fraction), search && minimal ? onBest : undefined);
        if (!current()) return;
        if (this.game.version !== version) {
          this.status = 'idle';
          return;
        }
        this.elapsed = performance.now() - started;
        this.status = found.solvable ? 'solved' : 'unsolvable';
        answer = found;
      },
      {
        onError: (message) => {
          this.status = 'failed';
          this.error = message;
        },
        onSettled: () => {
          this.progress = null;
          this.soFar = null;
          this.startedAt = null;
        },
      },
    );
    return answer;
  }
}
