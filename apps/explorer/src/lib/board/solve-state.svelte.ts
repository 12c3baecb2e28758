import type { Board } from '@lightsout/core';
import type { BoardState } from './board-state.svelte.ts';
import { MINIMAL_SEARCH_MAX_CELLS } from '../limits.ts';
import type { Timers } from '../game/playback.svelte.ts';
import { fromData, toData } from '../worker/protocol.ts';
import type { RunJob } from '../worker/run-job.ts';
import { WorkerSolver } from '../game/worker-solver.svelte.ts';

/**
 * Solving the board in the worker: the solve and hint buttons, cancellation, stepping and the animation.
 * Answers are drawn on the {@link BoardState}; an answer for lights that have changed since is dropped.
 */
export class SolveState extends WorkerSolver {
  /** Fraction of the current solve done, when the solver reports it. */
  progress = $state<number | null>(null);

  constructor(
    private readonly state: BoardState,
    private readonly run: RunJob,
    timers: Timers = globalThis,
  ) {
    super(timers);
  }

  /** True when the fewest-presses search (boards up to {@link MINIMAL_SEARCH_MAX_CELLS} cells) applies to the current board. */
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
  override cancel(): void {
    super.cancel();
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
    this.animate(solution.remaining.count(), (count) => this.state.step(count) !== 0 && !this.state.solution?.remaining.isEmpty());
  }

  protected override settled(): void {
    this.progress = null;
  }

  private async find(): Promise<{ presses?: Board; proof?: Board; minimal: boolean; method: string } | null> {
    if (!this.state.rule) {
      this.cancel();
      this.pause();
      this.status = 'failed';
      this.error = 'The custom stencil is not valid yet.';
      return null;
    }
    const { board, spec } = this.state;
    const result = await this.ask(
      () => this.state.version,
      (signal) =>
        this.run(
          { kind: 'solve', board: toData(board), rule: spec, minimal: this.wantMinimal },
          { signal, onProgress: (done, total) => (this.progress = total > 0 ? done / total : null) },
        ),
    );
    if (!result) return null;
    if (result.solvable) {
      this.status = 'solved';
      return { presses: fromData(result.presses), minimal: result.minimal, method: result.method };
    }
    this.status = 'unsolvable';
    return { proof: fromData(result.proof), minimal: false, method: result.method };
  }
}
