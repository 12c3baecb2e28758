import type { CountsGame } from './counts-game.svelte.ts';
import { Playback, type Timers } from './playback.svelte.ts';
import { describeError, isAbort } from './run-job.ts';

/** What a k-state or graph solve answers, reduced to what the board draws. */
export type CountsAnswer =
  | { solvable: true; presses: Uint8Array; minimal: boolean; method: string; solutions: bigint }
  | { solvable: false; proof: Uint8Array; method: string };

/** Asks the worker to solve the lights as they are now; throws to report a failure. */
export type AskSolve = (lights: Uint8Array, minimal: boolean, signal: AbortSignal) => Promise<CountsAnswer>;

/** Where a solve stands. */
export type CountsStatus = 'idle' | 'solving' | 'solved' | 'unsolvable' | 'failed';

/**
 * Solving a {@link CountsGame} in a worker: one solve at a time (a new one cancels the old), answers for
 * lights that changed meanwhile dropped, stepping through the presses one at a time, and an animation.
 */
export class CountsSolver {
  status = $state<CountsStatus>('idle');
  error = $state<string | null>(null);
  /** Wall time of the last finished solve, in milliseconds. */
  elapsed = $state<number | null>(null);
  /** Search for the fewest presses (sum of the counts). */
  wantMinimal = $state(true);

  private controller: AbortController | null = null;
  private readonly playback: Playback;

  constructor(
    private readonly game: CountsGame,
    private readonly ask: AskSolve,
    timers: Timers = globalThis,
  ) {
    this.playback = new Playback(timers);
  }

  /** True while the solution plays as an animation. */
  get playing(): boolean {
    return this.playback.playing;
  }

  /** Solves the current lights and draws the counts, or the proof that there are none. */
  async solve(): Promise<void> {
    this.cancel();
    this.pause();
    const { lights, version } = this.game;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'solving';
    this.error = null;
    const started = performance.now();
    try {
      const answer = await this.ask(lights, this.wantMinimal, controller.signal);
      if (this.controller !== controller) return;
      this.controller = null;
      if (this.game.version !== version) {
        this.status = 'idle';
        return;
      }
      this.elapsed = performance.now() - started;
      if (answer.solvable) {
        this.status = 'solved';
        this.game.showSolution(answer.presses, answer.minimal, answer.method, answer.solutions);
      } else {
        this.status = 'unsolvable';
        this.game.showProof(answer.proof);
      }
    } catch (error) {
      if (this.controller !== controller || isAbort(error)) return;
      this.controller = null;
      this.status = 'failed';
      this.error = describeError(error);
    }
  }

  /** Stops a running solve. */
  cancel(): void {
    this.controller?.abort(new DOMException('cancelled', 'AbortError'));
    this.controller = null;
    if (this.status === 'solving') this.status = 'idle';
  }

  /** Makes the next single press of the shown solution. */
  step(): void {
    this.pause();
    this.game.step();
  }

  /** Makes the remaining presses one after another: about three seconds in all, several per tick on big boards. */
  play(): void {
    const solution = this.game.solution;
    if (!solution) return;
    const remaining = solution.remaining.reduce((s, v) => s + v, 0);
    if (remaining === 0) return;
    this.playback.start(remaining, (count) => this.game.step(count) !== 0);
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
}
