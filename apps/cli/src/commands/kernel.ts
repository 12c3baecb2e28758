import { type Board, eachQuietPattern, LimitError, nullity, type StateBoard, statesKernel } from '@lightsout/core';
import { defineCommand } from 'citty';
import { graphCommonArgs, sizeArgs } from '../args.ts';
import { type KernelStream, kernelNote } from '../explain.ts';
import { writeGrid, writeRowsJson } from '../grid-output.ts';
import { statesMember } from '../json.ts';
import { gameFromFlags, type GridKind, parseStates, refuseWithGraph, withGridKind } from '../puzzle-flags.ts';
import { type Run, runOf } from '../run.ts';
import { checkGridCells, parseShape } from '../sizes.ts';
import { graphKernelFile } from './_graph.ts';

/** Largest output `kernel` writes (64 GiB): estimated from the nullity before any pattern is made. */
export const MAX_KERNEL_OUTPUT_BYTES = 2 ** 36;

/**
 * `lightsout kernel ROWS [COLS]`: a basis of the quiet patterns (press patterns that change nothing). Over
 * Z/K with K > 2 the quiet patterns form a module, not a vector space: the generators printed give every quiet
 * pattern as Σ cᵢ·gᵢ, 0 ≤ cᵢ < orderᵢ, in exactly one way (orders divide K; all K when K is prime).
 */
export default defineCommand({
  meta: { name: 'kernel', description: 'Quiet-pattern basis (generators for K > 2) of a board size or a graph, separated by blank lines' },
  args: { ...sizeArgs, ...graphCommonArgs },
  async run({ args, data }) {
    const run = runOf(data);
    const game = gameFromFlags(args, 'kernel');
    if (args.graph !== undefined) {
      refuseWithGraph({ ROWS: args.rows }, 'kernel');
      return graphKernelFile(run, args.graph, parseStates(args.states, 'kernel'), game);
    }
    return withGridKind(args, 'kernel', (kind) => {
      const [rows, cols] = parseShape(args, 'kernel');
      checkGridCells(rows, cols);
      return writeKernel(run, kind, rows, cols);
    });
  },
});

/** The patterns one at a time (text grids or a JSON document), after checking the size of the output. */
async function writeKernel(run: Run, kind: GridKind, rows: number, cols: number): Promise<number> {
  const { io, out, json } = run;
  const kernel = quietPatternsOf(kind, rows, cols);
  const bytes = kernel.nullity * rows * (cols + 3);
  if (bytes > MAX_KERNEL_OUTPUT_BYTES) {
    throw new LimitError(
      `the quiet patterns of ${rows}×${cols} are ${kernel.nullity} boards of ${(rows * cols).toLocaleString('en')} cells: about ${size(bytes)} of output, over the limit of ${size(MAX_KERNEL_OUTPUT_BYTES)}`,
      'maxOutputBytes',
      bytes,
      MAX_KERNEL_OUTPUT_BYTES,
    );
  }
  if (json) {
    await json.openObject();
    await json.members({ rows, cols, ...statesMember(kind.states), nullity: kernel.nullity });
    if (kernel.orders) await json.members({ quietPatterns: String(kernel.quietPatterns), orders: kernel.orders });
    await json.key('patterns');
    await json.openArray();
    for (const pattern of kernel.patterns) {
      await json.stream((o) => writeRowsJson(o, pattern));
      await out.record();
    }
    await json.close();
    await json.close();
    return 0;
  }
  let first = true;
  for (const pattern of kernel.patterns) {
    if (!first) await out.text('\n');
    first = false;
    await writeGrid(out, pattern, false);
    await out.record();
  }
  await out.flush();
  if (io.stdout.isTTY) io.stderr.write(kernelNote(kind.states, kernel, 'grid', `${rows}×${cols}`));
  return 0;
}

/** The quiet patterns of rows × cols, counted before any is made: bit boards for two states (2^nullity of them), else generators over Z/K. */
function quietPatternsOf({ rule, states }: GridKind, rows: number, cols: number): KernelStream<Board | StateBoard> {
  if (states === 2) {
    const k = nullity(rows, cols, { rule });
    return { nullity: k, quietPatterns: 1n << BigInt(k), orders: undefined, patterns: { [Symbol.iterator]: () => eachQuietPattern(rows, cols, { rule }) } };
  }
  const kernel = statesKernel(rows, cols, states, { rule });
  return { nullity: kernel.nullity, quietPatterns: kernel.size, orders: kernel.orders, patterns: kernel.generators };
}

/** Bytes in words: `66 MB`, `270 GB`, `64 GiB` for exact powers of two. */
function size(bytes: number): string {
  if (Number.isInteger(Math.log2(bytes)) && bytes >= 2 ** 30) return `${bytes / 2 ** 30} GiB`;
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
