import { type Rule, type StateBoard, type StatesResult, solveStates } from '@lightsout/core';
import type { CliIO, Input, Output } from '../io.ts';
import { readStateGridBatches, weightedSum, writeStateCells, writeStateGrid } from '../states.ts';
import { type SolveFormat, solveStream, writeResultJson } from './_solve-stream.ts';

/** What `solve --states K` (K > 2) is asked for. */
export interface StatesSolveRun {
  readonly io: CliIO;
  readonly input: Input;
  readonly states: number;
  readonly rule: Rule;
  readonly format: SolveFormat;
  readonly minimal: boolean;
  readonly explain: boolean;
  readonly target: { name: string; board: StateBoard } | undefined;
}

/**
 * `solve` for K > 2 states: press-count grids in the k-state format (with an `M N K` header), `row,colxN`
 * words, or JSON with `[row, col, count]` triples; exit 1 when a grid is unsolvable.
 */
export function solveStateGrids(run: StatesSolveRun): Promise<number> {
  const { input, states, rule, minimal, explain, target } = run;
  return solveStream(run, {
    batches: readStateGridBatches(input, states),
    solve: (board) => solveStates(board, { rule, target: target?.board, minimal }),
    writeText: (out, format, board, result) => writeText(out, format, board, target?.board, result, explain),
    writeJson: (out, board, line, result, ms) => writeJson(out, board, line, result, ms, explain),
    unproven: (result) => (result.solvable && !result.minimal ? `(${result.solutions} solutions); printed the fewest found, ${result.pressCount}` : undefined),
  });
}

async function writeText(out: Output, format: 'grid' | 'coords', board: StateBoard, target: StateBoard | undefined, result: StatesResult, explain: boolean): Promise<void> {
  if (result.solvable) {
    if (format === 'grid') await writeStateGrid(out, result.presses);
    else {
      await writeStateCells(out, result.presses, 'coords', ' ');
      await out.text('\n');
    }
    return;
  }
  if (!explain) {
    await out.text('unsolvable\n');
    return;
  }
  const k = board.states;
  const now = weightedSum(result.proof.cells, board.cells, k);
  const goal = target ? weightedSum(result.proof.cells, target.cells, k) : 0;
  const why = `every press changes the weighted sum of the lights by a multiple of ${k}; it is ${now} (mod ${k}) now but ${goal} for ${target ? 'the target' : 'all off'}`;
  if (format === 'coords') {
    await out.text(`unsolvable: weights row,colxw: ${why}: `);
    await writeStateCells(out, result.proof, 'coords', ' ');
    await out.text('\n');
    return;
  }
  await out.text(`unsolvable\nweigh each cell by the grid below: ${why}, so ${target ? 'the target' : 'all off'} can never be reached:\n`);
  await writeStateGrid(out, result.proof);
}

function writeJson(out: Output, board: StateBoard, line: number, result: StatesResult, ms: number, explain: boolean): Promise<void> {
  const head = `{"line":${line},"rows":${board.rows},"cols":${board.cols},"states":${board.states},"solvable":${result.solvable},`;
  return writeResultJson(out, head, result, ms, explain, writeStateCells);
}
