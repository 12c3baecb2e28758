import { defineCommand } from 'citty';
import { InputError, isRefusal } from '../errors.ts';
import { type Input, openInput } from '../io.ts';
import type { GridKind } from '../kinds/kind.ts';
import type { GameBoard } from '../play/_cursor-game.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { commonArgs, inputArgs, type Run, runOf, withGridKind } from './_shared.ts';

/** Inputs at least this large show a progress bar (on a terminal). */
const PROGRESS_MIN_BYTES = 1 << 20;

/** Boards and solvable boards of one shape. */
interface Tally {
  rows: number;
  cols: number;
  boards: number;
  solvable: number;
}

/** `lightsout count [FILE]`: how many grids are solvable, in total and per size. */
export default defineCommand({
  meta: { name: 'count', description: 'Count the solvable grids, in total and per size' },
  args: { ...inputArgs, ...commonArgs },
  async run({ args, data }) {
    const run = runOf(data);
    return withGridKind(args, 'count', async (kind) => countGrids(run, await openInput(args.file, run.io), kind));
  },
});

/** Counts the grids of `input` as they stream in: memory holds one batch of grids and one tally per shape. */
async function countGrids<B extends GameBoard>(run: Run, input: Input, kind: GridKind<B>): Promise<number> {
  const { io, out, json } = run;
  const progress = (input.size ?? 0) >= PROGRESS_MIN_BYTES ? startProgress(io, `counting ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
  input.watch((bytes) => progress.update(bytes));
  const isSolvable = kind.checker();
  const bySize = new Map<string, Tally>();
  let boards = 0;
  let solvable = 0;
  let tally: Tally | undefined;
  try {
    for await (const batch of kind.batches(input)) {
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
          ok = isSolvable(board);
        } catch (error) {
          if (isRefusal(error)) throw new InputError(input.name, line, 1, error.message);
          throw error;
        }
        boards++;
        tally.boards++;
        if (ok) {
          solvable++;
          tally.solvable++;
        }
      }
    }
  } finally {
    progress.done();
  }
  const sizes = [...bySize.entries()].sort(([, a], [, b]) => a.rows - b.rows || a.cols - b.cols);
  if (json) {
    const bySizeJson = Object.fromEntries(sizes.map(([key, t]) => [key, { boards: t.boards, solvable: t.solvable }]));
    await json.value({ ...kind.jsonFields, boards, solvable, bySize: bySizeJson });
    return 0;
  }
  await out.text(`${solvable} of ${boards} solvable\n`);
  for (const [key, t] of sizes) await out.text(`${key}: ${t.solvable} of ${t.boards} solvable\n`);
  return 0;
}
