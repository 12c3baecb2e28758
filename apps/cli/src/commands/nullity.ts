import { nullity as nullityOf, nullityRow, statesKernel } from '@lightsout/core';
import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import { statesMember } from '../json.ts';
import { estimateTable, lowerBoundCeiling, refusalCeiling, threadsFor } from '../sweep/estimate.ts';
import { describeEstimate, refuseLongSweep } from '../sweep/estimate-words.ts';
import type { SweepSpec } from '../sweep/work.ts';
import { startProgress, yieldToTerminal } from '../progress.ts';
import { graphNullityFile, squarefreePrimes } from './_graph.ts';
import { parseJobs, sweepValues } from '../sweep/jobs.ts';
import { sweepRange, sweepArgs } from '../sweep/range.ts';
import { sequenceFlags, sequenceOf } from '../sweep/sequences.ts';
import { singleNullity } from '../sweep/single.ts';
import { graphCommonArgs, sizeArgs } from '../args.ts';
import { gameFromFlags, type GridKind, parseStates, refuseWithGraph, withGridKind } from '../puzzle-flags.ts';
import { type Run, runOf } from '../run.ts';
import { parseRange, parseShape } from '../sizes.ts';

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
      // a bad --jobs is refused before the estimate's work
      if (args.jobs !== undefined) parseJobs(args.jobs, Number.POSITIVE_INFINITY, 'nullity');
      for (const [flag, given] of [['--jobs', args.jobs], ['--estimate', args.estimate]] as const) {
        if (given !== undefined && given !== false && args.range === undefined && args.table === undefined) throw new UsageError(`${flag} goes with --range or --table`, 'nullity');
      }
      if (args.range !== undefined) {
        return sweepRange(run, kind, parseRange(args.range, '--range', 'nullity'), {
          text: args.range,
          flags,
          jobs: args.jobs,
          certify: args.certify === true,
          sequence,
          shard: args.shard,
          outDir: args['out-dir'],
          chunk: args.chunk,
          estimate: args.estimate === true,
        });
      }
      if (args.table !== undefined) return sweepTable(run, kind, flags, parseRange(args.table, '--table', 'nullity'), args.table, args.jobs, args.estimate === true);
      const [rows, cols] = parseShape(args, 'nullity');
      // the core's answer for every K: the fewest generators, and over Z/K (K > 2) how many quiet patterns
      const kernel = kind.states > 2 ? kernelCount(rows, cols, kind) : undefined;
      const nullity = kernel?.nullity ?? (await singleNullity(run, rows, cols, kind, flags));
      const quietPatterns = kernel?.size;
      // Over Z/K with K composite the nullity (fewest generators) does not fix the number of quiet patterns: JSON gives both.
      if (run.json) await run.json.value({ rows, cols, ...statesMember(kind.states), nullity, ...(kind.states > 2 && { quietPatterns: String(quietPatterns) }) });
      else await run.out.text(`${nullity}\n`);
      return 0;
    });
  },
});

/** `--table A..B`: the m×n table, row by row as computed (JSON: `{"from", "to", "table": [[…], …]}`). */
async function sweepTable(
  run: Run,
  kind: GridKind,
  flags: SweepSpec['flags'],
  [from, to]: [number, number],
  text: string,
  jobsText: string | undefined,
  estimateOnly: boolean,
): Promise<number> {
  const count = to - from + 1;
  const estimate = await estimateTable(from, to, (m, a, b) => nullityRow(m, a, b, kind), {
    stopAbove: estimateOnly ? undefined : refusalCeiling(),
    refuseAbove: estimateOnly ? undefined : lowerBoundCeiling(),
    between: () => run.out.record(),
  });
  const jobs = parseJobs(jobsText, estimate.seconds - estimate.sampleSeconds, 'nullity');
  if (estimateOnly) {
    await run.out.text(describeEstimate(estimate, threadsFor(jobs), 'boards', count * count));
    return 0;
  }
  refuseLongSweep(`--table ${text}`, 'the slowest sampled row', estimate, threadsFor(jobs));
  // a row's cost grows about as its number of rows m: blocks of equal weight keep the last ones short
  const values = sweepValues({ what: 'table', flags, from, to }, from, to, jobs, (m) => m, estimate.known);
  const progress = startProgress(run.io, 'computing nullities', count);
  try {
    if (run.json) {
      await run.json.openObject();
      await run.json.members({ from, to, ...statesMember(kind.states) });
      await run.json.key('table');
      await run.json.openArray();
    }
    const aligned = !run.json && count * count <= ALIGNED_TABLE_ENTRIES;
    const gathered: number[][] = [];
    let width = String(to).length;
    let drawn = performance.now();
    let m = from;
    for await (const value of values) {
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

/**
 * The nullity and the number of quiet patterns over Z/k, k > 2. For k without a square factor the kernel is the sum
 * of those over GF(p), p | k: nullity max_p n_p and size Π p^n_p, from the nullities alone (no quiet pattern is
 * built: `nullity 1024 --states 6` has 484 of them over GF(2)); otherwise from the kernel.
 */
function kernelCount(rows: number, cols: number, kind: GridKind): { nullity: number; size: bigint } {
  const primes = squarefreePrimes(kind.states);
  if (!primes) return statesKernel(rows, cols, kind.states, { rule: kind.rule });
  // over GF(2) the two-state methods (no `states`: they take every size the bit solvers do)
  const parts = primes.map((prime) => ({ prime, nullity: nullityOf(rows, cols, prime === 2 ? { rule: kind.rule } : { rule: kind.rule, states: prime }) }));
  return {
    nullity: Math.max(...parts.map((p) => p.nullity)),
    size: parts.reduce((size, p) => size * BigInt(p.prime) ** BigInt(p.nullity), 1n),
  };
}
