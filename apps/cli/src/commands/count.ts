import { type Board, SolvabilityChecker, type StateBoard } from '@lightsout/core';
import { defineCommand } from 'citty';
import { refusalAt } from '../errors.ts';
import { readGrids } from '../grid-input.ts';
import { type Input, openInput } from '../io.ts';
import { statesMember } from '../json.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { countJobs, countJobsArgs } from '../sweep/count-jobs.ts';
import { parallelCount } from '../sweep/count-pool.ts';
import { commonArgs, inputArgs, inputFiles } from '../args.ts';
import { fileLabel } from '../output.ts';
import { type GridKind, type RuleFlags, withGridKind } from '../puzzle-flags.ts';
import { type Run, runOf } from '../run.ts';

/** Inputs at least this large show a progress bar (on a terminal). */
const PROGRESS_MIN_BYTES = 1 << 20;

/** Boards and solvable boards of one shape. */
interface Tally {
  rows: number;
  cols: number;
  boards: number;
  solvable: number;
}

/**
 * `lightsout count [FILE…]`: how many grids are solvable, in total and per size; with several files, the counts
 * of each under a `==> FILE <==` line (JSON: an array of one document per file, each with its `"file"`).
 */
export default defineCommand({
  meta: { name: 'count', description: 'Count the solvable grids, in total and per size (per file for several files)' },
  args: { ...inputArgs, ...countJobsArgs, ...commonArgs },
  async run({ args, data }) {
    const run = runOf(data);
    const files = inputFiles(args);
    const flags = { rule: args.rule, center: args.center, stencil: args.stencil, topology: args.topology, states: args.states };
    const parallel: Parallel = { flags, jobs: countJobs(args.jobs) };
    return withGridKind(args, 'count', async (kind) => {
      if (files.length === 1) {
        const input = await openInput(files[0], run.io);
        return countGrids(run, input, kind, false, parallel);
      }
      if (run.json) await run.json.openArray();
      for (const [i, file] of files.entries()) {
        const input = await openInput(file, run.io);
        if (!run.json) await run.out.text(`${i > 0 ? '\n' : ''}${fileLabel(input.name)}`);
        await countGrids(run, input, kind, true, parallel);
      }
      if (run.json) await run.json.close();
      return 0;
    });
  },
});

/** The rule flags and threads of a parallel count (`jobs` 1: this thread alone). */
interface Parallel {
  readonly flags: RuleFlags & { states?: string | undefined };
  readonly jobs: number;
}

/**
 * Counts the grids of `input` as they stream in: memory holds one batch of grids (a few per job with `--jobs`) and
 * one tally per shape. With more than one job, worker threads check the boards this thread parses.
 */
async function countGrids(run: Run, input: Input, kind: GridKind, labelled: boolean, parallel: Parallel): Promise<number> {
  const { io, out, json } = run;
  const progress = (input.size ?? 0) >= PROGRESS_MIN_BYTES ? startProgress(io, `counting ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  // The core's checker keeps a shape's ker Aᵀ basis only while it is small, else its prepared solver; any K.
  const checker = new SolvabilityChecker(kind.rule);
  const bySize = new Map<string, Tally>();
  let boards = 0;
  let solvable = 0;
  let tally: Tally | undefined;
  const count = (board: Board | StateBoard, ok: boolean): void => {
    if (!tally || tally.rows !== board.rows || tally.cols !== board.cols) {
      const key = `${board.rows}x${board.cols}`;
      tally = bySize.get(key);
      if (!tally) {
        tally = { rows: board.rows, cols: board.cols, boards: 0, solvable: 0 };
        bySize.set(key, tally);
      }
    }
    boards++;
    tally.boards++;
    if (ok) {
      solvable++;
      tally.solvable++;
    }
  };
  const refuse = (error: unknown, board: Board | StateBoard, line: number): Error => refusalAt(error, input.name, line, `the ${board.rows}×${board.cols} board`) ?? (error as Error);
  try {
    if (parallel.jobs > 1) {
      for await (const { batch, solvable: answers, failure } of parallelCount(parallel.flags, readGrids(input, kind.states), parallel.jobs)) {
        for (const [i, ok] of answers.entries()) count(batch[i]!.board, ok === 1);
        if (failure) throw refuse(failure.error, batch[failure.index]!.board, batch[failure.index]!.line);
        await out.record();
      }
    } else {
      for await (const batch of readGrids(input, kind.states)) {
        for (const { board, line } of batch) {
          let ok: boolean;
          try {
            ok = checker.isSolvable(board);
          } catch (error) {
            throw refuse(error, board, line);
          }
          count(board, ok);
        }
        await out.record();
      }
    }
  } finally {
    progress.done();
  }
  const sizes = [...bySize.entries()].sort(([, a], [, b]) => a.rows - b.rows || a.cols - b.cols);
  if (json) {
    const bySizeJson = Object.fromEntries(sizes.map(([key, t]) => [key, { boards: t.boards, solvable: t.solvable }]));
    await json.value({ ...(labelled && { file: input.name }), ...statesMember(kind.states), boards, solvable, bySize: bySizeJson });
    return 0;
  }
  await out.text(`${solvable} of ${boards} solvable\n`);
  for (const [key, t] of sizes) await out.text(`${key}: ${t.solvable} of ${t.boards} solvable\n`);
  return 0;
}
