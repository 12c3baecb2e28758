import { mathRandom, seededRandom } from '@lightsout/core';
import { quoteText } from '@lightsout/core/algebra';
import { defineCommand } from 'citty';
import { commonArgs, sizeArgs } from '../args.ts';
import { UsageError } from '../errors.ts';
import { writeGrid, writeRowsJson } from '../grid-output.ts';
import { statesMember } from '../json.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { type GridKind, withGridKind } from '../puzzle-flags.ts';
import { type RandomGridOptions, randomGrid } from '../random-grid.ts';
import { type Run, runOf } from '../run.ts';
import { checkGridCells, parseShape, wholeNumber } from '../sizes.ts';

/** `lightsout random ROWS [COLS]`: random grids in the text format that `solve` and `count` read. */
export default defineCommand({
  meta: { name: 'random', description: 'Generate random grids in the text format' },
  args: {
    ...sizeArgs,
    count: { type: 'string', alias: 'n', valueHint: 'N', description: 'Number of grids (default: 1)' },
    seed: { type: 'string', alias: 's', valueHint: 'S', description: 'Seed for reproducible grids (any text)' },
    density: {
      type: 'string',
      alias: 'd',
      valueHint: 'P',
      description: 'Chance a cell is on (K > 2: not 0), 0 to 1; with --solvable, the chance a cell is pressed (default: 0.5; K > 2 without --solvable: 1 − 1/K)',
    },
    solvable: { type: 'boolean', description: 'Only solvable grids (the lights left by random presses)' },
    ...commonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    return withGridKind(args, 'random', (kind) => {
      const [rows, cols] = parseShape(args, 'random');
      checkGridCells(rows, cols);
      const count = args.count === undefined ? 1 : parseCount(args.count);
      const density = args.density === undefined ? undefined : parseDensity(args.density);
      const random = args.seed === undefined ? mathRandom : seededRandom(args.seed);
      return writeRandom(run, kind, rows, cols, count, { solvable: args.solvable === true, density, random });
    });
  },
});

/** `count` boards, each written as soon as it is made: grids in the kind's text format, or a JSON array. */
async function writeRandom(run: Run, kind: GridKind, rows: number, cols: number, count: number, options: RandomGridOptions): Promise<number> {
  const { out, json } = run;
  const progress = count * rows * cols >= 1e7 ? startProgress(run.io, 'generating', count) : SILENT_PROGRESS;
  if (json) await json.openArray();
  try {
    for (let i = 0; i < count; i++) {
      const board = randomGrid(rows, cols, kind, options);
      if (json) {
        await json.openObject();
        await json.members({ rows, cols, ...statesMember(kind.states) });
        await json.key('lights');
        await json.stream((o) => writeRowsJson(o, board));
        await json.close();
      } else await writeGrid(out, board, true);
      progress.update(i + 1);
      await out.record();
    }
  } finally {
    progress.done();
  }
  if (json) await json.close();
  return 0;
}

function parseCount(text: string): number {
  const value = wholeNumber(text);
  if (!Number.isSafeInteger(value)) throw new UsageError(`--count must be a whole number from 0 up, found ${quoteText(text)}`, 'random');
  return value;
}

function parseDensity(text: string): number {
  const value = /^\s*[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= 1)) throw new UsageError(`--density must be a number from 0 to 1, found ${quoteText(text)}`, 'random');
  return value;
}
