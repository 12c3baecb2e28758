import { InputError } from '../errors.ts';
import { type CliIO, type Input, Output } from '../io.ts';
import { SILENT_PROGRESS, startProgress, yieldToTerminal } from '../progress.ts';

/** Inputs at least this large show a progress bar while they are read (on a terminal). */
const PROGRESS_MIN_BYTES = 4 << 20;

/** What `solve` prints: press grids, coordinate lines, or one JSON array. */
export type SolveFormat = 'grid' | 'coords' | 'json';

/** How `solve` reads, solves and writes one kind of board (two-state or k-state). */
export interface GridSolving<B extends { rows: number; cols: number }, R extends { solvable: boolean }> {
  /** The grids of the input, in batches. */
  readonly batches: AsyncIterable<ReadonlyArray<{ board: B; line: number }>>;
  /** Solves one grid; a RangeError (a size no solver takes) becomes an error at the grid's line. */
  solve(board: B): R;
  /** The progress label while a grid of a large input is solved; without it the reading label stays. */
  label?(board: B): string;
  /** Writes one result as press grid or coordinate line (`format` is never 'json'). */
  writeText(out: Output, format: 'grid' | 'coords', board: B, result: R): Promise<void>;
  /** Writes one result as a JSON object. */
  writeJson(out: Output, board: B, line: number, result: R, ms: number): Promise<void>;
  /**
   * With `--minimal`, for a solved grid whose fewest presses are not proven: the rest of the note after
   * "not proven", e.g. `(nullity 4); printed the fewest found, 7`; undefined otherwise.
   */
  unproven(result: R): string | undefined;
}

/** What `solve` is asked for, besides the kind of board. */
export interface SolveStreamRun<B> {
  readonly io: CliIO;
  readonly input: Input;
  readonly format: SolveFormat;
  readonly minimal: boolean;
  readonly target: { name: string; board: B } | undefined;
}

/**
 * Solves every grid of the input as it streams in and prints each answer at once (a JSON array framed around
 * them); exit 1 when a grid is unsolvable. Grids solved before an input error are still printed.
 */
export async function solveStream<B extends { rows: number; cols: number }, R extends { solvable: boolean }>(
  run: SolveStreamRun<B>,
  solving: GridSolving<B, R>,
): Promise<number> {
  const { io, input, format, minimal, target } = run;
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
        let result: R;
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
          await solving.writeJson(out, board, line, result, ms);
        } else {
          if (format === 'grid' && grids > 0) await out.text('\n');
          await solving.writeText(out, format, board, result);
          const why = minimal ? solving.unproven(result) : undefined;
          if (why !== undefined) {
            await out.flush();
            io.stderr.write(`${input.name}:${line}:1: note: fewest presses not proven ${why}\n`);
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

/** A solve result of either kind of board, as far as `solve --json` writes it. */
type JsonResult<B> =
  | { readonly solvable: true; readonly presses: B; readonly pressCount: number; readonly nullity: number; readonly solutions: bigint; readonly minimal: boolean }
  | { readonly solvable: false; readonly proof: B; readonly nullity: number };

/**
 * Writes the JSON object of one result: `head` (`{"line":…,"solvable":…,`), then the presses (or, with
 * `explain`, the proof of an unsolvable grid) as `writeCells` writes a board's cells, and the counts.
 */
export async function writeResultJson<B>(
  out: Output,
  head: string,
  result: JsonResult<B>,
  ms: number,
  explain: boolean,
  writeCells: (out: Output, board: B, style: 'json', separator: string) => Promise<void>,
): Promise<void> {
  const time = Math.round(ms * 1000) / 1000;
  if (result.solvable) {
    await out.text(`${head}"presses":[`);
    await writeCells(out, result.presses, 'json', ',');
    await out.text(`],"pressCount":${result.pressCount},"nullity":${result.nullity},"solutions":"${result.solutions}","minimal":${result.minimal},"ms":${time}}`);
    return;
  }
  await out.text(`${head}"presses":null,"pressCount":null,"nullity":${result.nullity},"solutions":"0","minimal":false,"ms":${time}`);
  if (explain) {
    await out.text(',"proof":[');
    await writeCells(out, result.proof, 'json', ',');
    await out.text(']');
  }
  await out.text('}');
}
