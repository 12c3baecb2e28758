import { InputError } from '../errors.ts';
import { type CliIO, type Input, Output } from '../io.ts';
import { SILENT_PROGRESS, startProgress, yieldToTerminal } from '../progress.ts';

/** Inputs at least this large show a progress bar while they are read (on a terminal). */
const PROGRESS_MIN_BYTES = 4 << 20;

/** What `solve` prints: press grids, coordinate lines, or one JSON array. */
export type SolveFormat = 'grid' | 'coords' | 'json';

/** A solved grid of either kind of board, as far as `solve` prints it. */
interface SolvedOf<B> {
  readonly solvable: true;
  readonly presses: B;
  readonly pressCount: number;
  readonly nullity: number;
  readonly solutions: bigint;
  readonly minimal: boolean;
}

/** A solve result of either kind of board (two-state or k-state), as far as `solve` prints it. */
export type ResultOf<B> = SolvedOf<B> | { readonly solvable: false; readonly proof: B; readonly nullity: number };

/** How `solve` reads, solves and writes one kind of board (two-state or k-state). */
export interface GridSolving<B extends { rows: number; cols: number }> {
  /** The grids of the input, in batches. */
  readonly batches: AsyncIterable<ReadonlyArray<{ board: B; line: number }>>;
  /** Solves one grid; a RangeError (a size no solver takes) becomes an error at the grid's line. */
  solve(board: B): ResultOf<B>;
  /** The progress label while a grid of a large input is solved; without it the reading label stays. */
  label?(board: B): string;
  /** Writes a board of presses (or a proof) as a grid. */
  writeGrid(out: Output, board: B): Promise<void>;
  /** Writes the non-zero cells of a board, 1-based, as `coords` words or JSON arrays, joined by `separator`. */
  writeCells(out: Output, board: B, style: 'coords' | 'json', separator: string): Promise<void>;
  /** The start of a grid's JSON object, up to `"solvable"`: `{"line":…,"rows":…,"cols":…,`. */
  jsonHead(board: B, line: number): string;
  /** With `--explain`, what precedes the proof of an unsolvable grid: why it proves it, worded for `format`. */
  explainProof(format: 'grid' | 'coords', board: B, proof: B): string;
  /** Why a solved grid's fewest presses are not proven: `nullity 30`, `4782969 solutions`. */
  unprovenReason(result: SolvedOf<B>): string;
}

/** What `solve` is asked for, besides the kind of board. */
export interface SolveStreamRun<B> {
  readonly io: CliIO;
  readonly input: Input;
  readonly format: SolveFormat;
  readonly minimal: boolean;
  readonly explain: boolean;
  readonly target: { name: string; board: B } | undefined;
}

/**
 * Solves every grid of the input as it streams in and prints each answer at once (a JSON array framed around
 * them); exit 1 when a grid is unsolvable. Grids solved before an input error are still printed.
 */
export async function solveStream<B extends { rows: number; cols: number }>(run: SolveStreamRun<B>, solving: GridSolving<B>): Promise<number> {
  const { io, input, format, minimal, explain, target } = run;
  const out = new Output(io.stdout);
  const big = (input.size ?? 0) >= PROGRESS_MIN_BYTES;
  const progress = big ? startProgress(io, `reading ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  let grids = 0;
  let unsolvable = 0;
  if (format === 'json') await out.text('[');
  try {
    for await (const batch of solving.batches) {
      for (const { board, line } of batch) {
        if (target && (target.board.rows !== board.rows || target.board.cols !== board.cols)) {
          throw new InputError(input.name, line, 1, `grid is ${board.rows}×${board.cols} but the target in ${target.name} is ${target.board.rows}×${target.board.cols}`);
        }
        if (big) {
          if (solving.label) progress.label(solving.label(board));
          await yieldToTerminal();
        }
        const started = performance.now();
        let result: ResultOf<B>;
        try {
          result = solving.solve(board);
        } catch (error) {
          if (error instanceof RangeError) throw new InputError(input.name, line, 1, error.message);
          throw error;
        }
        const ms = performance.now() - started;
        progress.done();
        if (!result.solvable) unsolvable++;
        if (format === 'json') {
          await out.text(grids === 0 ? '\n' : ',\n');
          await writeJson(out, solving, board, line, result, ms, explain);
        } else {
          if (format === 'grid' && grids > 0) await out.text('\n');
          await writeText(out, solving, format, board, result, explain);
          if (minimal && result.solvable && !result.minimal) {
            await out.flush();
            io.stderr.write(`${input.name}:${line}:1: note: fewest presses not proven (${solving.unprovenReason(result)}); printed the fewest found, ${result.pressCount}\n`);
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

/** The presses as a grid or a line of coordinates; `unsolvable`, with `explain` followed by the proof. */
async function writeText<B extends { rows: number; cols: number }>(
  out: Output,
  solving: GridSolving<B>,
  format: 'grid' | 'coords',
  board: B,
  result: ResultOf<B>,
  explain: boolean,
): Promise<void> {
  if (result.solvable) {
    await writeBoard(out, solving, format, result.presses);
    return;
  }
  if (!explain) {
    await out.text('unsolvable\n');
    return;
  }
  await out.text(solving.explainProof(format, board, result.proof));
  await writeBoard(out, solving, format, result.proof);
}

/** A board as a grid, or as one line of coordinates. */
async function writeBoard<B extends { rows: number; cols: number }>(out: Output, solving: GridSolving<B>, format: 'grid' | 'coords', board: B): Promise<void> {
  if (format === 'grid') {
    await solving.writeGrid(out, board);
    return;
  }
  await solving.writeCells(out, board, 'coords', ' ');
  await out.text('\n');
}

/** One result as a JSON object: the presses (or, with `explain`, the proof of an unsolvable grid) and the counts. */
async function writeJson<B extends { rows: number; cols: number }>(
  out: Output,
  solving: GridSolving<B>,
  board: B,
  line: number,
  result: ResultOf<B>,
  ms: number,
  explain: boolean,
): Promise<void> {
  const head = `${solving.jsonHead(board, line)}"solvable":${result.solvable},`;
  const time = Math.round(ms * 1000) / 1000;
  if (result.solvable) {
    await out.text(`${head}"presses":[`);
    await solving.writeCells(out, result.presses, 'json', ',');
    await out.text(`],"pressCount":${result.pressCount},"nullity":${result.nullity},"solutions":"${result.solutions}","minimal":${result.minimal},"ms":${time}}`);
    return;
  }
  await out.text(`${head}"presses":null,"pressCount":null,"nullity":${result.nullity},"solutions":"0","minimal":false,"ms":${time}`);
  if (explain) {
    await out.text(',"proof":[');
    await solving.writeCells(out, result.proof, 'json', ',');
    await out.text(']');
  }
  await out.text('}');
}
