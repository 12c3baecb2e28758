import { InputError, isRefusal } from '../errors.ts';
import type { Input } from '../io.ts';
import type { JsonDocument } from '../json.ts';
import type { MinimalRequest } from '../minimal.ts';
import type { GridKind } from '../kinds/kind.ts';
import type { GameBoard } from '../play/_cursor-game.ts';
import { SILENT_PROGRESS, startProgress, yieldToTerminal } from '../progress.ts';
import type { Run } from './_shared.ts';

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
  readonly bound: number;
}

/** A solve result of either kind of board (two-state or k-state), as far as `solve` prints it. */
export type ResultOf<B> = SolvedOf<B> | { readonly solvable: false; readonly proof: B; readonly nullity: number };

/** What `solve` is asked for, besides the kind of board. */
export interface SolveRequest<B> {
  readonly input: Input;
  readonly format: SolveFormat;
  readonly minimal: MinimalRequest;
  readonly explain: boolean;
  readonly target: { name: string; board: B } | undefined;
}

/**
 * Solves every grid of the input as it streams in and prints each answer at once (in a JSON array with `--json`);
 * exit 1 when a grid is unsolvable. Grids solved before an input error are still printed.
 */
export async function solveStream<B extends GameBoard>(run: Run, request: SolveRequest<B>, kind: GridKind<B>): Promise<number> {
  const { io, out, json } = run;
  const { input, format, minimal, explain, target } = request;
  const solve = kind.solver({ target: target?.board, minimal });
  const big = (input.size ?? 0) >= PROGRESS_MIN_BYTES;
  const progress = big ? startProgress(io, `reading ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  let grids = 0;
  let unsolvable = 0;
  if (json) await json.openArray();
  try {
    for await (const batch of kind.batches(input)) {
      for (const { board, line } of batch) {
        if (target && (target.board.rows !== board.rows || target.board.cols !== board.cols)) {
          throw new InputError(input.name, line, 1, `grid is ${board.rows}×${board.cols} but the target in ${target.name} is ${target.board.rows}×${target.board.cols}`);
        }
        if (big) {
          progress.label(`solving ${board.rows}×${board.cols}`);
          await yieldToTerminal();
        }
        const started = performance.now();
        let result: ResultOf<B>;
        try {
          result = solve(board);
        } catch (error) {
          // A refusal (a size or amount of work past a limit) belongs to this grid.
          if (isRefusal(error)) throw new InputError(input.name, line, 1, error.message);
          throw error;
        }
        const ms = performance.now() - started;
        progress.done();
        if (!result.solvable) unsolvable++;
        if (json) await writeJson(json, kind, board, line, result, ms, explain);
        else {
          if (format === 'grid' && grids > 0) await out.text('\n');
          await writeText(run, kind, format === 'coords' ? 'coords' : 'grid', board, target?.board, result, explain);
          if (minimal && result.solvable && !result.minimal) {
            await out.flush();
            io.stderr.write(
              `${input.name}:${line}:1: note: fewest presses not proven (${kind.unprovenReason(result)}); printed the fewest found, ${result.pressCount}; the fewest is at least ${result.bound}\n`,
            );
          }
        }
        grids++;
      }
    }
  } finally {
    progress.done();
  }
  if (json) await json.close();
  return unsolvable > 0 ? 1 : 0;
}

/** The presses as a grid or a line of coordinates; `unsolvable`, with `explain` followed by the proof. */
async function writeText<B extends GameBoard>(run: Run, kind: GridKind<B>, format: 'grid' | 'coords', board: B, target: B | undefined, result: ResultOf<B>, explain: boolean): Promise<void> {
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
async function writeJson<B extends GameBoard>(json: JsonDocument, kind: GridKind<B>, board: B, line: number, result: ResultOf<B>, ms: number, explain: boolean): Promise<void> {
  await json.openObject();
  await json.members({ line, rows: board.rows, cols: board.cols, ...kind.jsonFields, solvable: result.solvable });
  await json.key('presses');
  if (result.solvable) await cellList(json, kind, result.presses);
  else await json.value(null);
  await json.members({
    pressCount: result.solvable ? result.pressCount : null,
    nullity: result.nullity,
    solutions: result.solvable ? String(result.solutions) : '0',
    minimal: result.solvable && result.minimal,
    ...(result.solvable ? { bound: result.bound } : {}),
    ms: Math.round(ms * 1000) / 1000,
  });
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
