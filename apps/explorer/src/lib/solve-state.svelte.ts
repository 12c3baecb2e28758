import type { Board } from '@lightsout/core';
import type { BoardState } from './board-state.svelte.ts';
import { MINIMAL_SEARCH_MAX_CELLS } from './limits.ts';
import { Playback, type Timers } from './playback.svelte.ts';
import { fromData, toData } from './protocol.ts';
import { describeError, isAbort, type RunJob } from './run-job.ts';

/** Where a solve stands. */
export type SolveStatus = 'idle' | 'solving' | 'solved' | 'unsolvable' | 'failed';

/**
 * Solving the board in the worker: the solve and hint buttons, cancellation, stepping and the animation.
 * Answers are drawn on the {@link BoardState}; an answer for lights that have changed since is dropped.
 */
export class SolveState {
  status = $state<SolveStatus>('idle');
  /** The failure to show, when `status` is `failed`. */
  error = $state<string | null>(null);
  /** Fraction of the current solve done, when the solver reports it. */
  progress = $state<number | null>(null);
  /** Wall time of the last finished solve, in milliseconds. */
  elapsed = $state<number | null>(null);
  /** Search for the fewest presses (boards up to {@link MINIMAL_SEARCH_MAX_CELLS} cells). */
  wantMinimal = $state(true);

  private controller: AbortController | null = null;
  private readonly playback: Playback;

  constructor(
    private readonly state: BoardState,
    private readonly run: RunJob,
    timers: Timers = globalThis,
  ) {
    this.playback = new Playback(timers);
  }

  /** True while the solution plays as an animation. */
  get playing(): boolean {
    return this.playback.playing;
  }

  /** True when the fewest-presses search applies to the current board. */
  get minimalApplies(): boolean {
    return this.state.rows * this.state.cols <= MINIMAL_SEARCH_MAX_CELLS;
  }

  /** Solves the current lights and draws the presses, or the proof that there are none. */
  async solve(): Promise<void> {
    const found = await this.find();
    if (!found) return;
    if (found.presses) this.state.showSolution(found.presses, found.minimal, found.method);
    else if (found.proof) this.state.showProof(found.proof);
  }

  /** Shows one press of a fewest-press solution: from the shown one when it is proven minimal, else a new solve. */
  async hint(): Promise<void> {
    const shown = this.state.solution;
    const next = shown?.remaining.cells()[0];
    if (shown?.minimal && next) {
      this.state.showHint(next[0], next[1]);
      return;
    }
    const found = await this.find();
    if (!found) return;
    if (found.proof) this.state.showProof(found.proof);
    const first = found.presses?.cells()[0];
    if (first) this.state.showHint(first[0], first[1]);
  }

  /** Stops a running solve. */
  cancel(): void {
    this.controller?.abort(new DOMException('cancelled', 'AbortError'));
    this.controller = null;
    if (this.status === 'solving') this.status = 'idle';
    this.progress = null;
  }

  /** Makes the next press of the shown solution. */
  step(): void {
    this.pause();
    this.state.step();
  }

  /** Plays the rest of the shown solution, a few presses per frame on big boards. */
  play(): void {
    const solution = this.state.solution;
    if (!solution || solution.remaining.isEmpty()) return;
    this.playback.start(solution.remaining.count(), (count) => this.state.step(count) !== 0 && !this.state.solution?.remaining.isEmpty());
  }

  /** Stops the animation. */
  pause(): void {
    this.playback.stop();
  }

  /** Forgets the status line (after the board changes shape or rule). */
  reset(): void {
    this.cancel();
    this.pause();
    this.status = 'idle';
    this.error = null;
  }

  private async find(): Promise<{ presses?: Board; proof?: Board; minimal: boolean; method: string } | null> {
    this.cancel();
    this.pause();
    const { board, version, spec } = this.state;
    if (!this.state.rule) {
      this.status = 'failed';
      this.error = 'The custom stencil is not valid yet.';
      return null;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'solving';
    this.error = null;
    this.progress = null;
    const started = performance.now();
    try {
      const result = await this.run(
        { kind: 'solve', board: toData(board), rule: spec, minimal: this.wantMinimal },
        { signal: controller.signal, onProgress: (done, total) => (this.progress = total > 0 ? done / total : null) },
      );
      if (this.controller !== controller) return null;
      this.controller = null;
      this.progress = null;
      if (this.state.version !== version) {
        this.status = 'idle';
        return null;
      }
      this.elapsed = performance.now() - started;
      if (result.solvable) {
        this.status = 'solved';
        return { presses: fromData(result.presses), minimal: result.minimal, method: result.method };
      }
      this.status = 'unsolvable';
      return { proof: fromData(result.proof), minimal: false, method: result.method };
    } catch (error) {
      if (this.controller !== controller || isAbort(error)) return null;
      this.controller = null;
      this.progress = null;
      this.status = 'failed';
      this.error = describeError(error);
      return null;
    }
  }
}
