import type { SolveResult } from '@lightsout/core';
import { InputError, refusalAt } from '../errors.ts';
import { type Input, openInput } from '../io.ts';
import { type JsonDocument, resultCounts } from '../json.ts';
import type { MinimalRequest } from '../minimal.ts';
import { type Interruption, threadedSolver } from '../minimal-threads.ts';
import type { GridKind } from '../kinds/kind.ts';
import type { GameBoard } from '../play/_cursor-game.ts';
import { SILENT_PROGRESS, startProgress, yieldToTerminal } from '../progress.ts';
import { fileLabel, type Run } from './_shared.ts';

/** Inputs at least this large show a progress bar while they are read (on a terminal). */
const PROGRESS_MIN_BYTES = 4 << 20;

/** What `solve` prints: press grids, coordinate lines, or one JSON array. */
export type SolveFormat = 'grid' | 'coords' | 'json';

/** What `solve` is asked for, besides the kind of board. */
export interface SolveRequest<B> {
  /** The files to read, in order (`-` for stdin); with more than one, each file's results are labelled with it. */
  readonly files: readonly string[];
  readonly format: SolveFormat;
  readonly minimal: MinimalRequest;
  readonly explain: boolean;
  readonly target: { name: string; board: B } | undefined;
}

/**
 * Solves every grid of the files as they stream in and prints each answer at once (in one JSON array with
 * `--json`); exit 1 when a grid is unsolvable. Grids solved before an input error are still printed. With several
 * files, each file's answers follow a `==> FILE <==` line (a `"file"` member in JSON).
 */
export async function solveStream<B extends GameBoard>(run: Run, request: SolveRequest<B>, kind: GridKind<B>): Promise<number> {
  const { out, json } = run;
  const interruption: Interruption = { signalled: false };
  const target = request.target?.board;
  const solve = threadedSolver(run.io, kind, target, request.minimal, interruption) ?? kind.solver({ target, minimal: request.minimal });
  const labelled = request.files.length > 1;
  let unsolvable = 0;
  if (json) await json.openArray();
  for (const [i, file] of request.files.entries()) {
    const input = await openInput(file, run.io);
    if (labelled && !json) await out.text(`${i > 0 ? '\n' : ''}${fileLabel(input.name)}`);
    unsolvable += await solveInput(run, request, kind, solve, input, labelled, interruption);
    if (interruption.signalled) break;
  }
  if (json) await json.close();
  // a signal stopped a search: its answer is printed, the rest is not solved (the exit code of a SIGINT)
  if (interruption.signalled) return 130;
  return unsolvable > 0 ? 1 : 0;
}

/** Solves the grids of one input and prints them; returns how many were unsolvable. */
async function solveInput<B extends GameBoard>(
  run: Run,
  request: SolveRequest<B>,
  kind: GridKind<B>,
  solve: (board: B) => SolveResult<B> | Promise<SolveResult<B>>,
  input: Input,
  labelled: boolean,
  interruption: Interruption,
): Promise<number> {
  const { io, out, json } = run;
  const { format, minimal, explain, target } = request;
  const big = (input.size ?? 0) >= PROGRESS_MIN_BYTES;
  const progress = big ? startProgress(io, `reading ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  let grids = 0;
  let unsolvable = 0;
  try {
    reading: for await (const batch of kind.batches(input)) {
      for (const { board, line } of batch) {
        if (target && (target.board.rows !== board.rows || target.board.cols !== board.cols)) {
          throw new InputError(input.name, line, 1, `grid is ${board.rows}×${board.cols} but the target in ${target.name} is ${target.board.rows}×${target.board.cols}`);
        }
        if (big) {
          progress.label(`solving ${board.rows}×${board.cols}`);
          await yieldToTerminal();
        }
        const started = performance.now();
        let result: SolveResult<B>;
        try {
          result = await solve(board);
        } catch (error) {
          // A refusal (a size or amount of work past a limit) or a failed allocation belongs to this grid.
          throw refusalAt(error, input.name, line, `the ${board.rows}×${board.cols} board`) ?? error;
        }
        const ms = performance.now() - started;
        progress.done();
        if (!result.solvable) unsolvable++;
        if (json) await writeJson(json, kind, board, { ...(labelled && { file: input.name }), line }, result, ms, explain);
        else {
          if (format === 'grid' && grids > 0) await out.text('\n');
          await writeText(run, kind, format === 'coords' ? 'coords' : 'grid', board, target?.board, result, explain);
          if (minimal && result.solvable && !result.minimal) {
            await out.flush();
            io.stderr.write(
              `${input.name}:${line}:1: note: fewest presses not proven (${interruption.signalled ? 'stopped by a signal' : kind.unprovenReason(result)}); printed the fewest found, ${result.pressCount}; the fewest is at least ${result.bound}\n`,
            );
          }
        }
        grids++;
        await out.record();
        if (interruption.signalled) break reading;
      }
    }
  } finally {
    progress.done();
  }
  return unsolvable;
}

/** The presses as a grid or a line of coordinates; `unsolvable`, with `explain` followed by the proof. */
async function writeText<B extends GameBoard>(run: Run, kind: GridKind<B>, format: 'grid' | 'coords', board: B, target: B | undefined, result: SolveResult<B>, explain: boolean): Promise<void> {
  if (result.solvable) return writeBoard(run, kind, format, result.presses);
  if (!explain) return run.out.text('unsolvable\n');
  await run.out.text(kind.explainProof(format, board, target, result.proof));
  await writeBoard(run, kind, format, result.proof);
}

/** A board as a grid, or as one line of coordinates. */
async function writeBoard<B extends GameBoard>(run: Run, kind: GridKind<B>, format: 'grid' | 'coords', board: B): Promise<void> {
  if (format === 'grid') return kind.writeGrid(run.out, board, false);
  await kind.writeCells(run.out, board, 'coords', ' ');
  await run.out.text('\n');
}

/** One result as a JSON object: the counts as plain members, the presses (and with `explain` the proof) streamed. */
async function writeJson<B extends GameBoard>(json: JsonDocument, kind: GridKind<B>, board: B, at: { file?: string; line: number }, result: SolveResult<B>, ms: number, explain: boolean): Promise<void> {
  await json.openObject();
  await json.members({ ...at, rows: board.rows, cols: board.cols, ...kind.jsonFields, solvable: result.solvable });
  await json.key('presses');
  if (result.solvable) await cellList(json, kind, result.presses);
  else await json.value(null);
  await json.members(resultCounts(result, ms));
  if (explain && !result.solvable) {
    await json.key('proof');
    await cellList(json, kind, result.proof);
  }
  await json.close();
}

/** The non-zero cells of a board as a JSON array, streamed. */
function cellList<B extends GameBoard>(json: JsonDocument, kind: GridKind<B>, board: B): Promise<void> {
  return json.stream(async (out) => {
    await out.text('[');
    await kind.writeCells(out, board, 'json', ',');
    await out.text(']');
  });
}
