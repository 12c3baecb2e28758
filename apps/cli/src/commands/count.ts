import { SolvabilityChecker } from '@lightsout/core';
import { defineCommand } from 'citty';
import { commonArgs, inputArgs, inputFiles } from '../args.ts';
import { refusalAt } from '../errors.ts';
import { readGrids } from '../grid-input.ts';
import { type Input, openInput } from '../io.ts';
import { statesMember } from '../json.ts';
import { fileLabel } from '../output.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { type GridKind, withGridKind } from '../puzzle-flags.ts';
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
  args: { ...inputArgs, ...commonArgs },
  async run({ args, data }) {
    const run = runOf(data);
    const files = inputFiles(args);
    return withGridKind(args, 'count', async (kind) => {
      if (files.length === 1) return countGrids(run, await openInput(files[0], run.io), kind, false);
      if (run.json) await run.json.openArray();
      for (const [i, file] of files.entries()) {
        const input = await openInput(file, run.io);
        if (!run.json) await run.out.text(`${i > 0 ? '\n' : ''}${fileLabel(input.name)}`);
        await countGrids(run, input, kind, true);
      }
      if (run.json) await run.json.close();
      return 0;
    });
  },
});

/** Counts the grids of `input` as they stream in: memory holds one batch of grids and one tally per shape. */
async function countGrids(run: Run, input: Input, kind: GridKind, labelled: boolean): Promise<number> {
  const { io, out, json } = run;
  const progress = (input.size ?? 0) >= PROGRESS_MIN_BYTES ? startProgress(io, `counting ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  // The core's checker keeps a shape's ker Aᵀ basis only while it is small, else its prepared solver; any K.
  const checker = new SolvabilityChecker(kind.rule);
  const bySize = new Map<string, Tally>();
  let boards = 0;
  let solvable = 0;
  let tally: Tally | undefined;
  try {
    for await (const batch of readGrids(input, kind.states)) {
      for (const { board, line } of batch) {
        if (!tally || tally.rows !== board.rows || tally.cols !== board.cols) {
          const key = `${board.rows}x${board.cols}`;
          tally = bySize.get(key);
          if (!tally) {
            tally = { rows: board.rows, cols: board.cols, boards: 0, solvable: 0 };
            bySize.set(key, tally);
          }
        }
        let ok: boolean;
        try {
          ok = checker.isSolvable(board);
        } catch (error) {
          throw refusalAt(error, input.name, line, `the ${board.rows}×${board.cols} board`) ?? error;
        }
        boards++;
        tally.boards++;
        if (ok) {
          solvable++;
          tally.solvable++;
        }
      }
      await out.record();
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
