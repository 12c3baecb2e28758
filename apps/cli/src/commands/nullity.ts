import { LimitError, nullity, nullityRow, statesKernel } from '@lightsout/core';
import { defineCommand } from 'citty';
import { graphCommonArgs, sizeArgs } from '../args.ts';
import { UsageError } from '../errors.ts';
import { statesMember } from '../json.ts';
import { startProgress, yieldToTerminal } from '../progress.ts';
import { gameFromFlags, type GridKind, parseStates, refuseWithGraph, withGridKind } from '../puzzle-flags.ts';
import { type Run, runOf } from '../run.ts';
import { parseRange, parseShape } from '../sizes.ts';
import { graphNullityFile } from './_graph.ts';

/** Sweeps estimated to take longer are refused before they start. */
export const MAX_SWEEP_SECONDS = 600;
/** Text tables up to this many entries are aligned to their widest value; larger ones stream with fixed columns. */
const ALIGNED_TABLE_ENTRIES = 1 << 16;

/** `lightsout nullity ROWS [COLS]`: the kernel dimension of one shape, of n×n over a range, or an m×n table. */
export default defineCommand({
  meta: { name: 'nullity', description: 'Nullity (quiet-pattern dimension) of a board size, a range of sizes, or a table' },
  args: {
    ...sizeArgs,
    range: { type: 'string', valueHint: 'A..B', description: "Print 'n nullity' for every n×n board, n from A to B" },
    table: { type: 'string', valueHint: 'A..B', description: 'Print the table of m×n nullities, m and n from A to B' },
    bfile: { type: 'boolean', description: "With --range: the OEIS b-file form, 'n a(n)' lines from A to B without a gap, nothing else on stdout" },
    ...graphCommonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    const game = gameFromFlags(args, 'nullity');
    if (args.graph !== undefined) {
      refuseWithGraph({ ROWS: args.rows, '--range': args.range, '--table': args.table, '--bfile': args.bfile }, 'nullity');
      return graphNullityFile(run, args.graph, parseStates(args.states, 'nullity'), game);
    }
    const modes = [args.rows !== undefined, args.range !== undefined, args.table !== undefined].filter(Boolean).length;
    return withGridKind(args, 'nullity', async (kind) => {
      if (modes !== 1) {
        throw new UsageError(modes === 0 ? "'nullity' needs ROWS [COLS], --range A..B or --table A..B" : 'give one of ROWS [COLS], --range and --table', 'nullity');
      }
      if (args.bfile && (args.range === undefined || run.json)) {
        throw new UsageError(run.json ? '--bfile is a text form: drop --json' : '--bfile needs --range A..B', 'nullity');
      }
      if (args.range !== undefined) return sweepRange(run, kind, parseRange(args.range, '--range', 'nullity'), args.range);
      if (args.table !== undefined) return sweepTable(run, kind, parseRange(args.table, '--table', 'nullity'), args.table);
      const [rows, cols] = parseShape(args, 'nullity');
      // Over Z/K with K composite the nullity (fewest generators) does not fix the number of quiet patterns: JSON gives both.
      const kernel = kind.states > 2 ? statesKernel(rows, cols, kind.states, { rule: kind.rule }) : undefined;
      const k = kernel?.nullity ?? nullity(rows, cols, kind);
      if (run.json) await run.json.value({ rows, cols, ...statesMember(kind.states), nullity: k, ...(kernel && { quietPatterns: String(kernel.size) }) });
      else await run.out.text(`${k}\n`);
      return 0;
    });
  },
});

/**
 * Times the largest item of a sweep (its value is kept for later) and refuses the sweep when the whole would take
 * longer than {@link MAX_SWEEP_SECONDS}: each item is taken to cost `weight(i)` times the largest's.
 */
function probe<T>(what: string, flag: string, largest: () => T, weights: number): T {
  const started = performance.now();
  const value = largest();
  const seconds = ((performance.now() - started) / 1000) * weights;
  if (seconds > MAX_SWEEP_SECONDS) {
    const took = duration((performance.now() - started) / 1000);
    throw new LimitError(`${flag} would take about ${duration(seconds)} (${what} alone took ${took}); the limit is ${MAX_SWEEP_SECONDS / 60} minutes: ask for a smaller range`, 'maxSeconds', seconds, MAX_SWEEP_SECONDS);
  }
  return value;
}

/** Seconds in words: `40 s`, `12 minutes`, `3.5 hours`, `9 days`. */
function duration(seconds: number): string {
  if (seconds < 90) return `${seconds < 10 ? seconds.toFixed(2) : Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} hours`;
  return `${Math.round(seconds / 86_400).toLocaleString('en')} days`;
}

/** `--range A..B`: `n nullity` lines (or a JSON array), each printed as soon as it is computed. */
async function sweepRange(run: Run, kind: GridKind, [from, to]: [number, number], text: string): Promise<number> {
  // The cost of n×n grows about like n²: the sweep costs Σ (n/B)² times the largest board.
  let weights = 0;
  for (let n = from; n <= to; n++) weights += (n / to) ** 2;
  const last = probe(`the ${to}×${to} board`, `--range ${text}`, () => nullity(to, to, kind), weights);
  const progress = startProgress(run.io, 'computing nullities', to - from + 1);
  if (run.json) await run.json.openArray();
  try {
    let drawn = performance.now();
    for (let n = from; n <= to; n++) {
      const k = n === to ? last : nullity(n, n, kind);
      if (run.json) await run.json.value({ n, nullity: k });
      else await run.out.text(`${n} ${k}\n`);
      progress.update(n - from + 1);
      await run.out.record();
      if (performance.now() - drawn > 50) {
        await run.out.flush();
        await yieldToTerminal();
        drawn = performance.now();
      }
    }
  } finally {
    progress.done();
  }
  if (run.json) await run.json.close();
  return 0;
}

/** `--table A..B`: the m×n table, row by row as computed (JSON: `{"from", "to", "table": [[…], …]}`). */
async function sweepTable(run: Run, kind: GridKind, [from, to]: [number, number], text: string): Promise<number> {
  // The cost of m×n grows about like m·n: the table costs (Σ m/B)² times the largest board, timed first.
  let side = 0;
  for (let m = from; m <= to; m++) side += m / to;
  const count = to - from + 1;
  probe(`the ${to}×${to} board`, `--table ${text}`, () => nullity(to, to, kind), side * side);
  const rowOf = (m: number): number[] => nullityRow(m, from, to, kind);
  const progress = startProgress(run.io, 'computing nullities', count);
  try {
    if (run.json) {
      await run.json.openObject();
      await run.json.members({ from, to, ...statesMember(kind.states) });
      await run.json.key('table');
      await run.json.openArray();
    }
    const aligned = !run.json && count * count <= ALIGNED_TABLE_ENTRIES;
    const rows: number[][] = [];
    let width = String(to).length;
    let drawn = performance.now();
    for (let m = from; m <= to; m++) {
      const row = rowOf(m);
      progress.update(m - from + 1);
      if (run.json) await run.json.value(row);
      else if (aligned) rows.push(row);
      else {
        if (m === from) {
          // Streamed text: columns as wide as twice the largest side, which no nullity of these rules reaches in practice.
          width = Math.max(width, String(2 * to).length);
          await run.out.text(tableHeader(from, to, width));
        }
        await run.out.text(tableRow(m, to, row, width));
      }
      await run.out.record();
      if (performance.now() - drawn > 50) {
        await run.out.flush();
        await yieldToTerminal();
        drawn = performance.now();
      }
    }
    if (aligned) {
      for (const row of rows) for (const k of row) width = Math.max(width, String(k).length);
      await run.out.text(tableHeader(from, to, width));
      for (const [i, row] of rows.entries()) await run.out.text(tableRow(from + i, to, row, width));
    }
    if (run.json) {
      await run.json.close();
      await run.json.close();
    }
  } finally {
    progress.done();
  }
  return 0;
}

/** The header row of a text table: `m\n` then the column counts. */
function tableHeader(from: number, to: number, width: number): string {
  const first = Math.max(3, String(to).length);
  let text = 'm\\n'.padEnd(first);
  for (let n = from; n <= to; n++) text += ` ${String(n).padStart(width)}`;
  return `${text}\n`;
}

/** One row of a text table: the row count, then the nullities. */
function tableRow(m: number, to: number, row: readonly number[], width: number): string {
  let text = String(m).padStart(Math.max(3, String(to).length));
  for (const k of row) text += ` ${String(k).padStart(width)}`;
  return `${text}\n`;
}
