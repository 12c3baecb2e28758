import { mathRandom, randomBoard, randomSolvableBoard, randomSolvableStateBoard, randomStateBoard, seededRandom } from '@lightsout/core';
import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import { writeGrid } from '../grids.ts';
import { Output } from '../io.ts';
import { SILENT_PROGRESS, startProgress } from '../progress.ts';
import { writeStateGrid } from '../states.ts';
import { commonArgs, ioOf, parseShape, parseStates, ruleFromFlags, sizeArgs, wholeNumber } from './_shared.ts';

/** `lightsout random ROWS [COLS]`: random grids in the text format that `solve` and `count` read. */
export default defineCommand({
  meta: { name: 'random', description: 'Generate random grids in the text format' },
  args: {
    ...sizeArgs,
    count: { type: 'string', valueHint: 'K', description: 'Number of grids (default: 1)' },
    seed: { type: 'string', valueHint: 'S', description: 'Seed for reproducible grids (any text)' },
    density: {
      type: 'string',
      valueHint: 'P',
      description: 'Chance a cell is on (K > 2: not 0), 0 to 1; with --solvable, the chance a cell is pressed (default: 0.5; K > 2 without --solvable: 1 − 1/K)',
    },
    solvable: { type: 'boolean', description: 'Only solvable grids (the lights left by random presses)' },
    ...commonArgs,
  },
  async run({ args, data }) {
    const io = ioOf(data);
    const states = parseStates(args.states, 'random');
    const rule = ruleFromFlags(args, 'random');
    const [rows, cols] = parseShape(args, 'random');
    const count = args.count === undefined ? 1 : parseCount(args.count);
    const random = args.seed === undefined ? mathRandom : seededRandom(args.seed);
    const json = args.json === true;
    const solvable = args.solvable === true;
    // K > 2 without --solvable: by default every state equally likely (a cell is not 0 with chance 1 − 1/K).
    const density = args.density === undefined ? (states > 2 && !solvable ? 1 - 1 / states : 0.5) : parseDensity(args.density);
    const out = new Output(io.stdout);
    const progress = count * rows * cols >= 1e7 ? startProgress(io, 'generating', count) : SILENT_PROGRESS;
    if (json) await out.text('[');
    for (let i = 0; i < count && states > 2; i++) {
      const board = solvable ? randomSolvableStateBoard(rows, cols, states, { rule, density, random }) : randomStateBoard(rows, cols, states, { density, random });
      if (json) await out.text(`${i === 0 ? '\n' : ',\n'}${JSON.stringify({ rows, cols, states, lights: board.toRows() })}`);
      else await writeStateGrid(out, board);
      progress.update(i + 1);
    }
    for (let i = 0; i < count && states === 2; i++) {
      const board = solvable ? randomSolvableBoard(rows, cols, { rule, density, random }) : randomBoard(rows, cols, { density, random });
      if (json) await out.text(`${i === 0 ? '\n' : ',\n'}${JSON.stringify({ rows, cols, lights: board.toRows() })}`);
      else await writeGrid(out, board, true);
      progress.update(i + 1);
    }
    progress.done();
    if (json) await out.text(count === 0 ? ']\n' : '\n]\n');
    await out.flush();
    return 0;
  },
});

function parseCount(text: string): number {
  const value = wholeNumber(text);
  if (!Number.isSafeInteger(value)) throw new UsageError(`--count must be a whole number from 0 up, found '${text}'`, 'random');
  return value;
}

function parseDensity(text: string): number {
  const value = /^\s*[+]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= 1)) throw new UsageError(`--density must be a number from 0 to 1, found '${text}'`, 'random');
  return value;
}
