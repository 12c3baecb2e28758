import type { Board } from '@lightsout/core';
import { LatestJob } from '../worker/latest-job.ts';
import { fromData } from '../worker/protocol.ts';
import type { RunJob } from '../worker/run-job.ts';
import type { BoardState, Play } from './board-state.svelte.ts';
import type { Difficulty } from './difficulty.ts';
import { ruleLabel } from '../rule/rule-spec.ts';

/** The fewest presses for the lights a won game started from. */
export interface Fewest {
  /** The lights the presses started from (of the game's kind). */
  readonly from: Board | Uint8Array;
  readonly count: number;
  /** True when `count` is proven the fewest. */
  readonly minimal: boolean;
}

/**
 * The player's side of the board: the new-puzzle flow (a size and a difficulty, made in the worker; two
 * states) and, once a game of any k is won, the fewest presses its starting lights needed, to set against
 * the presses used.
 */
export class PuzzleState {
  /** Side of the next puzzle (square). */
  side = $state(5);
  difficulty = $state<Difficulty>('easy');
  /** True while a puzzle is being made. */
  making = $state(false);
  /** Why the last puzzle could not be made. */
  error = $state<string | null>(null);
  /** The fewest presses for the won game's starting lights, once known. */
  fewest = $state.raw<Fewest | null>(null);
  /** The most presses a solvable board of the chosen side needs under the rule, once known (for the ranges). */
  hardest = $state.raw<{ key: string; max: number; exact: boolean } | null>(null);

  private readonly makeJob = new LatestJob();
  private readonly measureJob = new LatestJob();
  private readonly hardestJob = new LatestJob();

  constructor(
    private readonly state: BoardState,
    private readonly run: RunJob,
    private readonly seed: () => number = () => Math.floor(Math.random() * 2 ** 31),
  ) {}

  /** Makes a puzzle of the chosen side and difficulty under the board's rule and starts it. */
  async make(): Promise<void> {
    this.making = true;
    this.error = null;
    const spec = this.state.spec;
    const { side, difficulty } = this;
    await this.makeJob.run(
      async (signal, current) => {
        const made = await this.run({ kind: 'puzzle', rows: side, cols: side, rule: spec, difficulty, seed: this.seed() }, { signal });
        if (!current()) return;
        this.state.states = 2;
        this.state.bits.game.startPuzzle(fromData(made.board), { difficulty, fewest: made.fewest, minimal: made.minimal });
      },
      { onError: (message) => (this.error = message), onSettled: () => (this.making = false) },
    );
  }

  /** The key of the side and rule the difficulty ranges are for. */
  get rangeKey(): string {
    return `${this.side} ${ruleLabel(this.state.spec)}`;
  }

  /** The most presses any solvable board of the chosen side needs, for the current side and rule; `null` while it is being found. */
  get most(): { max: number; exact: boolean } | null {
    return this.hardest?.key === this.rangeKey ? this.hardest : null;
  }

  /** Finds the most presses any solvable board of the chosen side needs under the rule (the ranges follow it). */
  async loadRanges(): Promise<void> {
    const key = this.rangeKey;
    if (this.hardest?.key === key) return;
    const { side } = this;
    const spec = this.state.spec;
    await this.hardestJob.run(
      async (signal, current) => {
        const found = await this.run({ kind: 'hardest', rows: side, cols: side, rule: spec }, { signal });
        if (current()) this.hardest = { key, ...found };
      },
      { onError: (message) => (this.error = message) },
    );
  }

  /** Finds the fewest presses for the lights the won game started from (known at once for a puzzle). */
  async measure(): Promise<void> {
    const { game } = this.state.play;
    const from = game.from;
    if (!from || this.fewest?.from === from) return;
    const puzzle = game.puzzle;
    if (puzzle) {
      this.fewest = { from, count: puzzle.fewest, minimal: puzzle.minimal };
      return;
    }
    this.fewest = null;
    const board = this.state;
    await this.measureJob.run(
      async (signal, current) => {
        const found = await (board.states === 2 ? fewestFrom(board.bits, signal) : fewestFrom(board.multi, signal));
        if (current() && found) this.fewest = { from, ...found };
      },
      { onError: () => {} },
    );
  }
}

/** The fewest presses for the lights `play`'s game started from, or `null` when there are none to measure. */
function fewestFrom<L>({ game, solver }: Play<L>, signal: AbortSignal): Promise<{ count: number; minimal: boolean } | null> {
  return game.from ? solver.fewest(game.from, signal) : Promise.resolve(null);
}
