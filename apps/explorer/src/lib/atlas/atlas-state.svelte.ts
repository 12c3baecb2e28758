import { ATLAS_MAX_SIDE, CHART_MAX_SIDE } from '../limits.ts';
import { type RuleSpec, ruleLabel } from '../rule/rule-spec.ts';
import { LatestJob } from '../worker/latest-job.ts';
import { describeError, isAbort, type RunJob } from '../worker/run-job.ts';
import { atlasDefaults, chartBands, tableBands, transposeSymmetric } from './atlas-plan.ts';
import { BandQueue } from './band-queue.ts';

/** A side clamped to [1, max], or `null` for "use the default". */
export function clampSide(value: number | null, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(1, Math.round(value)));
}

/**
 * The atlas of sizes for one rule: the m × n nullity table in bands of rows and the n × n nullities in ranges of n,
 * so both fill in as requests land. Two workers share the work: the first takes heat-map bands, the second chart
 * ranges, and each takes the other's when its own run out, so the atlas takes about half the two parts' total
 * rather than the longer part. Changing the rule or a range cancels what is running.
 */
export class AtlasState {
  /** The rule the atlas is for. */
  spec = $state.raw<RuleSpec | null>(null);
  /** Requested heat-map side (`null`: the rule's default). */
  sideWanted = $state<number | null>(null);
  /** Requested chart range (`null`: the rule's default). */
  chartWanted = $state<number | null>(null);

  /** Nullity of m × n at `table[(m-1)·tableSide + n-1]`, for m ≤ `tableRows` (null until the first rows land). */
  table = $state.raw<Int32Array | null>(null);
  tableSide = $state(0);
  /** Rows of the table computed so far (every row up to it is complete). */
  tableRows = $state(0);
  tableProgress = $state<number | null>(null);
  tableError = $state<string | null>(null);

  /** Nullity of n × n at `diagonal[n-1]`, for n ≤ `diagonalDone`. */
  diagonal = $state.raw<Int32Array>(new Int32Array(0));
  diagonalDone = $state(0);
  diagonalError = $state<string | null>(null);
  diagonalBusy = $state(false);
  /** True after {@link stop}: the parts not finished stay as they are until the next load. */
  stopped = $state(false);

  private key = '';
  private readonly job = new LatestJob();

  constructor(
    private readonly runTable: RunJob,
    private readonly runChart: RunJob,
  ) {}

  /** The heat-map side in effect. */
  get side(): number {
    return this.sideWanted ?? (this.spec ? atlasDefaults(this.spec).side : 0);
  }

  /** The chart range in effect. */
  get chartSide(): number {
    return this.chartWanted ?? (this.spec ? atlasDefaults(this.spec).chart : 0);
  }

  /** Computes the atlas for a rule and ranges, unless it is already shown or on its way. */
  load(spec: RuleSpec, side: number | null, chart: number | null): void {
    const key = `${ruleLabel(spec)} ${side} ${chart}`;
    if (key === this.key) return;
    this.key = key;
    this.stopped = false;
    this.spec = spec;
    this.sideWanted = clampSide(side, ATLAS_MAX_SIDE);
    this.chartWanted = clampSide(chart, CHART_MAX_SIDE);
    void this.compute(spec, this.side, this.chartSide);
  }

  /** Stops the work in progress at the user's request, keeping what is done. */
  stop(): void {
    const busy = this.job.busy;
    this.cancel();
    this.stopped = busy;
  }

  /** Stops all atlas work (when leaving the atlas view). */
  cancel(): void {
    this.job.cancel();
    this.diagonalBusy = false;
    this.tableProgress = null;
    this.key = '';
  }

  /** True when every row of the heat map is computed. */
  get tableComplete(): boolean {
    return this.table !== null && this.tableRows === this.tableSide;
  }

  /** Where the atlas stands: `computing` while a part runs, else `failed`, `stopped` or `done` (for tests and benchmarks). */
  get phase(): 'computing' | 'failed' | 'stopped' | 'done' {
    if (this.tableProgress !== null || this.diagonalBusy) return 'computing';
    if (this.tableError !== null || this.diagonalError !== null) return 'failed';
    return this.tableComplete && this.diagonalDone === this.chartSide ? 'done' : 'stopped';
  }

  /** Nullity of m × n if the table has it. */
  nullityAt(m: number, n: number): number | null {
    if (!this.table || m < 1 || n < 1 || m > this.tableRows || n > this.tableSide) return null;
    return this.table[(m - 1) * this.tableSide + (n - 1)] ?? null;
  }

  private async compute(spec: RuleSpec, side: number, to: number): Promise<void> {
    const heat = new BandQueue(tableBands(spec, side));
    const chart = new BandQueue(chartBands(to));
    const upper = transposeSymmetric(spec);
    const values = new Int32Array(side * side);
    const diagonal = new Int32Array(to);
    /** Rows of the bands in flight computed so far, by band, for the progress bar. */
    const partial = new Map<number, number>();
    let rowsFinished = 0;
    this.table = null;
    this.tableSide = side;
    this.tableRows = 0;
    this.tableError = null;
    this.tableProgress = 0;
    this.diagonal = diagonal;
    this.diagonalDone = 0;
    this.diagonalError = null;
    this.diagonalBusy = true;
    const progress = (): void => {
      let rows = rowsFinished;
      for (const r of partial.values()) rows += r;
      this.tableProgress = rows / side;
    };
    const settle = (): void => {
      if (!heat.busy) this.tableProgress = null;
      if (!chart.busy) this.diagonalBusy = false;
    };

    await this.job.run(
      async (signal, current) => {
        const heatBand = async (run: RunJob, index: number, [from, to]: readonly [number, number]): Promise<void> => {
          const result = await run(
            { kind: 'table', fromRow: from, rows: to, cols: side, rule: spec, upper },
            {
              signal,
              onProgress: (done, total) => {
                partial.set(index, (done / total) * (to - from + 1));
                progress();
              },
            },
          );
          if (!current()) return;
          partial.delete(index);
          rowsFinished += to - from + 1;
          placeRows(values, side, from, result.values, upper);
          const done = heat.finish(index);
          // The map redraws on `tableRows`; the array is filled in place.
          this.table = values;
          if (done !== this.tableRows) this.tableRows = done;
          progress();
        };
        const chartBand = async (run: RunJob, index: number, [from, last]: readonly [number, number]): Promise<void> => {
          const result = await run({ kind: 'diagonal', from, to: last, rule: spec }, { signal });
          if (!current()) return;
          diagonal.set(result.values, from - 1);
          const done = chart.finish(index);
          // The chart redraws on `diagonalDone`; the array is filled in place.
          if (done !== this.diagonalDone) this.diagonalDone = done;
        };
        /** One worker's loop: its own part first, then the other's. */
        const lane = async (run: RunJob, order: readonly BandQueue[]): Promise<void> => {
          for (;;) {
            const queue = order.find((q) => q.hasWork);
            const next = queue?.take();
            if (!queue || !next) return;
            try {
              await (queue === heat ? heatBand(run, next.index, next.band) : chartBand(run, next.index, next.band));
            } catch (error) {
              queue.drop();
              if (isAbort(error) || !current()) throw error;
              queue.close();
              if (queue === heat) this.tableError = describeError(error);
              else this.diagonalError = describeError(error);
            }
            if (!current()) return;
            settle();
          }
        };
        await Promise.all([lane(this.runTable, [heat, chart]), lane(this.runChart, [chart, heat])]);
      },
      { onError: (message) => (this.tableError = message), onSettled: settle },
    );
  }
}

/**
 * Writes a band of rows into the table: whole rows, or (when only n ≥ m was computed) the upper part of each row
 * and its mirror image down the column, where the later rows will not write.
 */
export function placeRows(values: Int32Array, side: number, fromRow: number, band: Int32Array, upper: boolean): void {
  if (!upper) {
    values.set(band, (fromRow - 1) * side);
    return;
  }
  const rows = band.length / side;
  for (let i = 0; i < rows; i++) {
    const m = fromRow + i;
    for (let n = m; n <= side; n++) {
      const k = band[i * side + (n - 1)]!;
      values[(m - 1) * side + (n - 1)] = k;
      values[(n - 1) * side + (m - 1)] = k;
    }
  }
}
