import type { StateGame } from './state-game.svelte.ts';
import type { Timers } from '../game/playback.svelte.ts';
import { WorkerSolver } from '../game/worker-solver.svelte.ts';

/** What a k-state or graph solve answers, reduced to what the board draws. */
export type StateAnswer =
  | { solvable: true; presses: Uint8Array; minimal: boolean; method: string; solutions: bigint }
  | { solvable: false; proof: Uint8Array; method: string };

/** Asks the worker to solve the lights as they are now; throws to report a failure. */
export type AskSolve = (lights: Uint8Array, minimal: boolean, signal: AbortSignal) => Promise<StateAnswer>;

/**
 * Solving a {@link StateGame} in a worker: one solve at a time (a new one cancels the old), answers for
 * lights that changed meanwhile dropped, stepping through the presses one at a time, and an animation.
 */
export class StateSolver extends WorkerSolver {
  constructor(
    private readonly game: StateGame,
    private readonly askWorker: AskSolve,
    timers: Timers = globalThis,
  ) {
    super(timers);
  }

  /** Solves the current lights and draws the counts, or the proof that there are none. */
  async solve(): Promise<void> {
    const answer = await this.find(this.wantMinimal);
    if (!answer) return;
    if (answer.solvable) this.game.showSolution(answer.presses, answer.minimal, answer.method, answer.solutions);
    else this.game.showProof(answer.proof);
  }

  /**
   * Shows one press of a fewest-press solution: from the shown one when it is proven minimal, else a new
   * solve (asking for the fewest presses); the proof when there is none.
   */
  async hint(): Promise<void> {
    const shown = this.game.solution;
    if (shown?.minimal && this.game.showHint(shown.remaining, true)) return;
    const answer = await this.find(true);
    if (!answer) return;
    if (answer.solvable) this.game.showHint(answer.presses, answer.minimal);
    else this.game.showProof(answer.proof);
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
    this.animate(remaining, (count) => this.game.step(count) !== 0);
  }

  /** Solves the current lights in the worker and sets the status; `null` when the answer was dropped. */
  private async find(minimal: boolean): Promise<StateAnswer | null> {
    const { lights } = this.game;
    const answer = await this.ask(
      () => this.game.version,
      (signal) => this.askWorker(lights, minimal, signal),
    );
    if (answer) this.status = answer.solvable ? 'solved' : 'unsolvable';
    return answer;
  }
}
