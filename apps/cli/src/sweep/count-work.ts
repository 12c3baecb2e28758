import { Board, SolvabilityChecker, StateBoard } from '@lightsout/core';
import { type RuleFlags, withGridKind } from '../puzzle-flags.ts';
import { type SweepFailure, sweepFailure } from './work.ts';

/** A board as it travels to a count worker: its cells, bit-packed words (two states) or one byte per cell. */
export type PackedBoard = { rows: number; cols: number; words: Uint32Array } | { rows: number; cols: number; states: number; cells: Uint8Array };

/** A batch's answer from a count worker: one 0/1 per board, up to the board that failed (with its error), if any. */
export interface CountReply {
  readonly id: number;
  readonly solvable: Uint8Array;
  readonly failure?: { index: number; error: SweepFailure };
}

/** The board as a worker receives it (the cells are copied by the message). */
export function packBoard(board: Board | StateBoard): PackedBoard {
  if (board instanceof StateBoard) return { rows: board.rows, cols: board.cols, states: board.states, cells: board.cells };
  return { rows: board.rows, cols: board.cols, words: board.words };
}

/** The function a count worker answers batches with: the solvability of each board, under the rule of `flags`. */
export function batchChecker(flags: RuleFlags & { states?: string | undefined }): (id: number, boards: readonly PackedBoard[]) => CountReply {
  return withGridKind(flags, 'count', (kind) => {
    const checker = new SolvabilityChecker(kind.rule);
    return (id, boards) => {
      const solvable = new Uint8Array(boards.length);
      for (const [index, packed] of boards.entries()) {
        try {
          const board = 'words' in packed ? new Board(packed.rows, packed.cols, packed.words) : new StateBoard(packed.rows, packed.cols, packed.states, packed.cells);
          solvable[index] = checker.isSolvable(board) ? 1 : 0;
        } catch (error) {
          return { id, solvable: solvable.subarray(0, index), failure: { index, error: sweepFailure(error) } };
        }
      }
      return { id, solvable };
    };
  });
}
