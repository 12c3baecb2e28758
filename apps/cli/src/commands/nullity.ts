import { LimitError } from '@lightsout/core';
import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import type { SweepSpec, SweepValue } from '../sweep/work.ts';
import type { GridKind } from '../kinds/kind.ts';
import type { GameBoard } from '../play/_cursor-game.ts';
import { startProgress, yieldToTerminal } from '../progress.ts';
import { graphNullityFile } from './_graph.ts';
import { parseJobs, sweepValues } from '../sweep/jobs.ts';
import { sweepRange, sweepArgs } from '../sweep/range.ts';
import { sequenceFlags, sequenceOf } from '../sweep/sequences.ts';
import { gameFromFlags, graphCommonArgs, parseRange, parseShape, parseStates, refuseWithGraph, type Run, runOf, sizeArgs, withGridKind } from './_shared.ts';

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
    ...sweepArgs,
    ...graphCommonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    const game = gameFromFlags(args, 'nullity');
    if (args.graph !== undefined) {
      refuseWithGraph({ ROWS: args.rows, '--range': args.range, '--table': args.table, '--bfile': args.bfile, '--jobs': args.jobs, '--shard': args.shard, '--certify': args.certify, '--sequence': args.sequence }, 'nullity');
      return graphNullityFile(run, args.graph, parseStates(args.states, 'nullity'), game);
    }
    const modes = [args.rows !== undefined, args.range !== undefined, args.table !== undefined].filter(Boolean).length;
    const sequence = args.sequence === undefined ? undefined : sequenceOf(args.sequence, 'nullity');
    if (sequence && [args.rule, args.stencil, args.topology, args.states].some((flag) => flag !== undefined || args.center === false)) {
      throw new UsageError(`--sequence ${args.sequence} chooses the rule (the classic cross on the ${sequence.topology}): drop the rule flags`, 'nullity');
    }
    const flags = sequence ? sequenceFlags(sequence) : { rule: args.rule, center: args.center, stencil: args.stencil, topology: args.topology, states: args.states };
    return withGridKind(flags, 'nullity', async (kind) => {
      if (modes !== 1) {
        throw new UsageError(modes === 0 ? "'nullity' needs ROWS [COLS], --range A..B or --table A..B" : 'give one of ROWS [COLS], --range and --table', 'nullity');
      }
      for (const [flag, given] of [['--bfile', args.bfile], ['--certify', args.certify], ['--sequence', sequence], ['--shard', args.shard]] as const) {
        if (given && (args.range === undefined || run.json)) throw new UsageError(run.json ? `${flag} is a text form: drop --json` : `${flag} needs --range A..B`, 'nullity');
      }
      if (args.jobs !== undefined && args.range === undefined && args.table === undefined) throw new UsageError('--jobs goes with --range or --table', 'nullity');
      if (args.range !== undefined) {
        const range = args.range;
        const probeRange = (largest: () => SweepValue, weights: number): { value: SweepValue; seconds: number } => probe(`the ${range.split('..')[1]}×${range.split('..')[1]} board`, `--range ${range}`, largest, weights);
        return sweepRange(run, kind, parseRange(range, '--range', 'nullity'), {
          text: range,
          flags,
          jobs: args.jobs,
          certify: args.certify === true,
          sequence,
          shard: args.shard,
          outDir: args['out-dir'],
          chunk: args.chunk,
          probe: probeRange,
        });
      }
      if (args.table !== undefined) return sweepTable(run, kind, flags, parseRange(args.table, '--table', 'nullity'), args.table, args.jobs);
      const [rows, cols] = parseShape(args, 'nullity');
      const { nullity, quietPatterns } = kind.nullity(rows, cols);
      // Over Z/K with K composite the nullity (fewest generators) does not fix the number of quiet patterns: JSON gives both.
      if (run.json) await run.json.value({ rows, cols, ...kind.jsonFields, nullity, ...(kind.states > 2 && { quietPatterns: String(quietPatterns) }) });
      else await run.out.text(`${nullity}\n`);
      return 0;
    });
  },
});

/**
 * Times the largest item of a sweep (its value is kept for later) and refuses the sweep when the whole would take
 * longer than {@link MAX_SWEEP_SECONDS}: each item is taken to cost `weight(i)` times the largest's.
 */
function probe<T>(what: string, flag: string, largest: () => T, weights: number): { value: T; seconds: number } {
  const started = performance.now();
  const value = largest();
  const seconds = ((performance.now() - started) / 1000) * weights;
  if (seconds > MAX_SWEEP_SECONDS) {
    const took = duration((performance.now() - started) / 1000);
    throw new LimitError(`${flag} would take about ${duration(seconds)} (${what} alone took ${took}); the limit is ${MAX_SWEEP_SECONDS / 60} minutes: ask for a smaller range`, 'maxSeconds', seconds, MAX_SWEEP_SECONDS);
  }
  return { value, seconds };
}

/** Seconds in words: `40 s`, `12 minutes`, `3.5 hours`, `9 days`. */
function duration(seconds: number): string {
  if (seconds < 90) return `${seconds < 10 ? seconds.toFixed(2) : Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 172_800) return `${(seconds / 3600).toFixed(1)} hours`;
  return `${Math.round(seconds / 86_400).toLocaleString('en')} days`;
}

/** `--table A..B`: the m×n table, row by row as computed (JSON: `{"from", "to", "table": [[…], …]}`). */
async function sweepTable<B extends GameBoard>(run: Run, kind: GridKind<B>, flags: SweepSpec['flags'], [from, to]: [number, number], text: string, jobsText: string | undefined): Promise<number> {
  // The cost of m×n grows about like m·n: the table costs (Σ m/B)² times the largest board, timed first.
  let side = 0;
  for (let m = from; m <= to; m++) side += m / to;
  const count = to - from + 1;
  const { seconds } = probe(`the ${to}×${to} board`, `--table ${text}`, () => kind.nullity(to, to), side * side);
  const jobs = parseJobs(jobsText, seconds, 'nullity');
  const rows = sweepValues({ what: 'table', flags, from, to }, from, to, jobs, (m) => m);
  const progress = startProgress(run.io, 'computing nullities', count);
  try {
    if (run.json) {
      await run.json.openObject();
      await run.json.members({ from, to, ...kind.jsonFields });
      await run.json.key('table');
      await run.json.openArray();
    }
    const aligned = !run.json && count * count <= ALIGNED_TABLE_ENTRIES;
    const gathered: number[][] = [];
    let width = String(to).length;
    let drawn = performance.now();
    let m = from;
    for await (const value of rows) {
      const row = value as number[];
      progress.update(m - from + 1);
      if (run.json) await run.json.value(row);
      else if (aligned) gathered.push(row);
      else {
        if (m === from) {
          // Streamed text: columns as wide as twice the largest side, which no nullity of these rules reaches in practice.
          width = Math.max(width, String(2 * to).length);
          await run.out.text(tableHeader(from, to, width));
        }
        await run.out.text(tableRow(m, to, row, width));
      }
      m++;
      await run.out.record();
      if (performance.now() - drawn > 50) {
        await run.out.flush();
        await yieldToTerminal();
        drawn = performance.now();
      }
    }
    if (aligned) {
      for (const row of gathered) for (const k of row) width = Math.max(width, String(k).length);
      await run.out.text(tableHeader(from, to, width));
      for (const [i, row] of gathered.entries()) await run.out.text(tableRow(from + i, to, row, width));
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
