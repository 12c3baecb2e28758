import { type Rule, type StateBoard, type StatesResult, solveStates } from '@lightsout/core';
import { InputError } from '../errors.ts';
import { type CliIO, type Input, Output } from '../io.ts';
import { SILENT_PROGRESS, startProgress, yieldToTerminal } from '../progress.ts';
import { readStateGridBatches, weightedSum, writeStateCells, writeStateGrid } from '../states.ts';

/** Inputs at least this large show a progress bar while they are read (on a terminal). */
const PROGRESS_MIN_BYTES = 4 << 20;

/** What `solve --states K` (K > 2) is asked for. */
export interface StatesSolveRun {
  readonly io: CliIO;
  readonly input: Input;
  readonly states: number;
  readonly rule: Rule;
  readonly format: 'grid' | 'coords' | 'json';
  readonly minimal: boolean;
  readonly explain: boolean;
  readonly target: { name: string; board: StateBoard } | undefined;
}

/**
 * `solve` for K > 2 states: press-count grids in the k-state format (with an `M N K` header), `row,colxN`
 * words, or JSON with `[row, col, count]` triples; exit 1 when a grid is unsolvable.
 */
export async function solveStateGrids(run: StatesSolveRun): Promise<number> {
  const { io, input, states, rule, format, minimal, explain, target } = run;
  const out = new Output(io.stdout);
  const big = (input.size ?? 0) >= PROGRESS_MIN_BYTES;
  const progress = big ? startProgress(io, `reading ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  let grids = 0;
  let unsolvable = 0;
  if (format === 'json') await out.text('[');
  try {
    for await (const batch of readStateGridBatches(input, states)) {
      for (const { board, line } of batch) {
        if (target && (target.board.rows !== board.rows || target.board.cols !== board.cols)) {
          throw new InputError(input.name, line, 1, `grid is ${board.rows}×${board.cols} but the target in ${target.name} is ${target.board.rows}×${target.board.cols}`);
        }
        if (big) await yieldToTerminal();
        const started = performance.now();
        let result: StatesResult;
        try {
          result = solveStates(board, { rule, target: target?.board, minimal });
        } catch (error) {
          if (error instanceof RangeError) throw new InputError(input.name, line, 1, error.message);
          throw error;
        }
        const ms = performance.now() - started;
        progress.done();
        if (!result.solvable) unsolvable++;
        if (format === 'json') {
          await out.text(grids === 0 ? '\n' : ',\n');
          await writeJson(out, board, line, result, ms, explain);
        } else {
          if (format === 'grid' && grids > 0) await out.text('\n');
          await writeText(out, format, board, target?.board, result, explain);
          if (minimal && result.solvable && !result.minimal) {
            await out.flush();
            io.stderr.write(
              `${input.name}:${line}:1: note: fewest presses not proven (${result.solutions} solutions); printed the fewest found, ${result.pressCount}\n`,
            );
          }
        }
        grids++;
      }
    }
  } finally {
    progress.done();
    await out.flush();
  }
  if (format === 'json') await out.text(grids === 0 ? ']\n' : '\n]\n');
  await out.flush();
  return unsolvable > 0 ? 1 : 0;
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

async function writeJson(out: Output, board: StateBoard, line: number, result: StatesResult, ms: number, explain: boolean): Promise<void> {
  const head = `{"line":${line},"rows":${board.rows},"cols":${board.cols},"states":${board.states},"solvable":${result.solvable},`;
  const time = Math.round(ms * 1000) / 1000;
  if (result.solvable) {
    await out.text(`${head}"presses":[`);
    await writeStateCells(out, result.presses, 'json', ',');
    await out.text(`],"pressCount":${result.pressCount},"nullity":${result.nullity},"solutions":"${result.solutions}","minimal":${result.minimal},"ms":${time}}`);
    return;
  }
  await out.text(`${head}"presses":null,"pressCount":null,"nullity":${result.nullity},"solutions":"0","minimal":false,"ms":${time}`);
  if (explain) {
    await out.text(',"proof":[');
    await writeStateCells(out, result.proof, 'json', ',');
    await out.text(']');
  }
  await out.text('}');
}
