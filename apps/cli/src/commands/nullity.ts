import { nullity, statesKernel, statesNullity } from '@lightsout/core';
import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import { readGraphInput } from '../graph-input.ts';
import { Output } from '../io.ts';
import { startProgress, yieldToTerminal } from '../progress.ts';
import { graphHead, kernelOf } from './_graph.ts';
import {
  gameFromFlags,
  graphCommonArgs,
  ioOf,
  jsonLine,
  parseRange,
  parseShape,
  parseStates,
  refuseWithGraph,
  ruleFromFlags,
  sizeArgs,
} from './_shared.ts';

/** The nullity of one shape: bit-packed GF(2) for K = 2, the k-state methods above. */
type NullityOf = (rows: number, cols: number) => number;

/** `lightsout nullity ROWS [COLS]`: the kernel dimension of one shape, of n×n over a range, or an m×n table. */
export default defineCommand({
  meta: { name: 'nullity', description: 'Nullity (quiet-pattern dimension) of a board size, a range of sizes, or a table' },
  args: {
    ...sizeArgs,
    range: { type: 'string', valueHint: 'A..B', description: "Print 'n nullity' for every n×n board, n from A to B" },
    table: { type: 'string', valueHint: 'A..B', description: 'Print the table of m×n nullities, m and n from A to B' },
    ...graphCommonArgs,
  },
  async run({ args, data }) {
    const io = ioOf(data);
    const states = parseStates(args.states, 'nullity');
    const game = gameFromFlags(args, 'nullity');
    const out = new Output(io.stdout);
    if (args.graph !== undefined) {
      refuseWithGraph({ ROWS: args.rows, '--range': args.range, '--table': args.table }, 'nullity');
      const input = await readGraphInput(args.graph, io, states);
      const kernel = kernelOf(input, states, game);
      await out.text(args.json ? jsonLine({ ...graphHead(input, states, game), nullity: kernel.nullity, quietPatterns: String(kernel.size) }) : `${kernel.nullity}\n`);
      await out.flush();
      return 0;
    }
    const rule = ruleFromFlags(args, 'nullity');
    const nullityOf: NullityOf = states === 2 ? (m, n) => nullity(m, n, { rule }) : (m, n) => statesNullity(m, n, states, { rule });
    const modes = [args.rows !== undefined, args.range !== undefined, args.table !== undefined].filter(Boolean).length;
    if (modes !== 1) {
      throw new UsageError(modes === 0 ? "'nullity' needs ROWS [COLS], --range A..B or --table A..B" : 'give one of ROWS [COLS], --range and --table', 'nullity');
    }
    if (args.range !== undefined) {
      const [from, to] = parseRange(args.range, '--range', 'nullity');
      const values = await sweep(io, nullityOf, from, to, (n) => [[n, n]]);
      const rows = values.map(([n, , k]) => ({ n, nullity: k }));
      await out.text(args.json ? jsonLine(rows) : rows.map((r) => `${r.n} ${r.nullity}\n`).join(''));
    } else if (args.table !== undefined) {
      const [from, to] = parseRange(args.table, '--table', 'nullity');
      const values = await sweep(io, nullityOf, from, to, (m) => Array.from({ length: to - from + 1 }, (_, j) => [m, from + j]));
      const width = to - from + 1;
      const table = Array.from({ length: width }, (_, i) => values.slice(i * width, (i + 1) * width).map(([, , k]) => k));
      await out.text(args.json ? jsonLine(states === 2 ? { from, to, table } : { from, to, states, table }) : formatTable(from, to, table));
    } else {
      const [rows, cols] = parseShape(args, 'nullity');
      if (states === 2) {
        const k = nullity(rows, cols, { rule });
        await out.text(args.json ? jsonLine({ rows, cols, nullity: k }) : `${k}\n`);
      } else {
        // Over Z/K with K composite the nullity (fewest generators) does not fix the number of quiet patterns: JSON gives both.
        const kernel = statesKernel(rows, cols, states, { rule });
        await out.text(args.json ? jsonLine({ rows, cols, states, nullity: kernel.nullity, quietPatterns: String(kernel.size) }) : `${kernel.nullity}\n`);
      }
    }
    await out.flush();
    return 0;
  },
});

/** Nullities of the shapes `shapesOf(i)` for i from `from` to `to`, with a progress bar counting i. */
async function sweep(io: ReturnType<typeof ioOf>, nullityOf: NullityOf, from: number, to: number, shapesOf: (i: number) => Array<[number, number]>): Promise<Array<[number, number, number]>> {
  const progress = startProgress(io, 'computing nullities', to - from + 1);
  const out: Array<[number, number, number]> = [];
  try {
    for (let i = from; i <= to; i++) {
      for (const [m, n] of shapesOf(i)) out.push([m, n, nullityOf(m, n)]);
      progress.update(i - from + 1);
      await yieldToTerminal();
    }
  } finally {
    progress.done();
  }
  return out;
}

/** The table as aligned text: a header row of column counts, then one row per row count. */
function formatTable(from: number, to: number, table: number[][]): string {
  const width = Math.max(String(to).length, ...table.flat().map((k) => String(k).length));
  const first = Math.max(3, String(to).length);
  const cell = (v: string | number): string => String(v).padStart(width);
  let text = `${'m\\n'.padEnd(first)} ${Array.from({ length: to - from + 1 }, (_, j) => cell(from + j)).join(' ')}\n`;
  table.forEach((row, i) => {
    text += `${String(from + i).padStart(first)} ${row.map(cell).join(' ')}\n`;
  });
  return text;
}
