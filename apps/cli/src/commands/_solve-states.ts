import { type Rule, type StateBoard, solveStates } from '@lightsout/core';
import { readStateGridBatches, weightedSum, writeStateCells, writeStateGrid } from '../states.ts';
import { type SolveStreamRun, solveStream } from './_solve-stream.ts';

/** What `solve --states K` (K > 2) is asked for. */
export interface StatesSolveRun extends SolveStreamRun<StateBoard> {
  readonly states: number;
  readonly rule: Rule;
}

/**
 * `solve` for K > 2 states: press-count grids in the k-state format (with an `M N K` header), `row,colxN`
 * words, or JSON with `[row, col, count]` triples; exit 1 when a grid is unsolvable.
 */
export function solveStateGrids(run: StatesSolveRun): Promise<number> {
  const { input, states, rule, minimal, target } = run;
  return solveStream(run, {
    batches: readStateGridBatches(input, states),
    solve: (board) => solveStates(board, { rule, target: target?.board, minimal }),
    writeGrid: writeStateGrid,
    writeCells: writeStateCells,
    jsonHead: (board, line) => `{"line":${line},"rows":${board.rows},"cols":${board.cols},"states":${board.states},`,
    explainProof: (format, board, proof) => explainProof(format, board, target?.board, proof),
    unprovenReason: (result) => `${result.solutions} solutions`,
  });
}

/** Why a weighting `proof` rules out every press pattern: its weighted sum of the lights is fixed mod K. */
function explainProof(format: 'grid' | 'coords', board: StateBoard, target: StateBoard | undefined, proof: StateBoard): string {
  const k = board.states;
  const now = weightedSum(proof.cells, board.cells, k);
  const goal = target ? weightedSum(proof.cells, target.cells, k) : 0;
  const why = `every press changes the weighted sum of the lights by a multiple of ${k}; it is ${now} (mod ${k}) now but ${goal} for ${target ? 'the target' : 'all off'}`;
  if (format === 'coords') return `unsolvable: weights row,colxw: ${why}: `;
  return `unsolvable\nweigh each cell by the grid below: ${why}, so ${target ? 'the target' : 'all off'} can never be reached:\n`;
}
