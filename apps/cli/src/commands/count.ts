import { type Board, SolvabilityChecker, type StateBoard, StatesSolvabilityChecker } from '@lightsout/core';
import { defineCommand } from 'citty';
import { InputError } from '../errors.ts';
import { readGridBatches } from '../grids.ts';
import { openInput, Output } from '../io.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { readStateGridBatches } from '../states.ts';
import { commonArgs, inputArgs, ioOf, jsonLine, parseStates, ruleFromFlags } from './_shared.ts';

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
    const io = ioOf(data);
    const states = parseStates(args.states, 'count');
    const rule = ruleFromFlags(args, 'count');
    const input = await openInput(args.file, io);
    const progress = (input.size ?? 0) >= PROGRESS_MIN_BYTES ? startProgress(io, `counting ${input.name}`, input.size ?? 1) : SILENT_PROGRESS;
    input.watch((bytes) => progress.update(bytes));
    // One checker for the whole run: it computes each shape's left-kernel basis once.
    const checker = new SolvabilityChecker(rule);
    const statesChecker = new StatesSolvabilityChecker(rule, states);
    // K > 2 goes through the k-state parser and solver; K = 2 keeps the bit-packed checker.
    const batches: AsyncGenerator<Array<{ board: Board | StateBoard; line: number }>> = states === 2 ? readGridBatches(input) : readStateGridBatches(input, states);
    const bySize = new Map<string, Tally>();
    let boards = 0;
    let solvable = 0;
    let tally: Tally | undefined;
    for await (const batch of batches) {
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
          ok = states === 2 ? checker.isSolvable(board as Board) : statesChecker.isSolvable(board as StateBoard);
        } catch (error) {
          if (error instanceof RangeError) throw new InputError(input.name, line, 1, error.message);
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
    progress.done();
    const sizes = [...bySize.entries()].sort(([, a], [, b]) => a.rows - b.rows || a.cols - b.cols);
    const out = new Output(io.stdout);
    if (args.json) {
      const bySizeJson = Object.fromEntries(sizes.map(([key, t]) => [key, { boards: t.boards, solvable: t.solvable }]));
      await out.text(jsonLine(states === 2 ? { boards, solvable, bySize: bySizeJson } : { states, boards, solvable, bySize: bySizeJson }));
    } else {
      let text = `${solvable} of ${boards} solvable\n`;
      for (const [key, t] of sizes) text += `${key}: ${t.solvable} of ${t.boards} solvable\n`;
      await out.text(text);
    }
    await out.flush();
    return 0;
  },
});
