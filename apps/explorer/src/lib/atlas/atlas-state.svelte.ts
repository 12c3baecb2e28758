import { ATLAS_MAX_SIDE, CHART_MAX_SIDE } from '../limits.ts';
import { isClassic, type RuleSpec, ruleLabel } from '../rule/rule-spec.ts';
import { LatestJob } from '../worker/latest-job.ts';
import type { RunJob } from '../worker/run-job.ts';

/** Sizes per n × n request: small enough that the chart fills in visibly, large enough to be cheap. */
const CHART_CHUNK = 25;

/** Heat-map rows per request for rules without the classic fast path, so the map fills in as rows land. */
export function tableChunk(side: number): number {
  return Math.max(1, Math.ceil(side / 12));
}

/**
 * Default heat-map side and chart range: the largest for every named rule (the core has their nullity in closed
 * form or by polynomial algebra, a few seconds for 300 × 300 and n to 5000), small for custom stencils (which may
 * need general elimination).
 */
export function atlasDefaults(spec: RuleSpec): { side: number; chart: number } {
  return spec.stencil === 'custom' ? { side: 40, chart: 200 } : { side: ATLAS_MAX_SIDE, chart: 2000 };
}

/** A side clamped to [1, max], or `null` for "use the default". */
export function clampSide(value: number | null, max: number): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(max, Math.max(1, Math.round(value)));
}

/**
 * The atlas of sizes for one rule: the m × n nullity table (one worker job) and the n × n nullities (many
 * small jobs, so the chart grows as they land). Each part runs on its own worker so neither waits for the
 * other; changing the rule or a range cancels what is running.
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
  /** Rows of the table computed so far. */
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
  private readonly tableJob = new LatestJob();
  private readonly chartJob = new LatestJob();

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
    void this.loadTable(spec, this.side);
    void this.loadChart(spec, this.chartSide);
  }

  /** Stops the work in progress at the user's request, keeping what is done. */
  stop(): void {
    const busy = this.tableJob.busy || this.chartJob.busy;
    this.cancel();
    this.stopped = busy;
  }

  /** Stops all atlas work (when leaving the atlas view). */
  cancel(): void {
    this.tableJob.cancel();
    this.chartJob.cancel();
    this.diagonalBusy = false;
    this.tableProgress = null;
    this.key = '';
  }

  /** True when every row of the heat map is computed. */
  get tableComplete(): boolean {
    return this.table !== null && this.tableRows === this.tableSide;
  }

  /** Nullity of m × n if the table has it. */
  nullityAt(m: number, n: number): number | null {
    if (!this.table || m < 1 || n < 1 || m > this.tableRows || n > this.tableSide) return null;
    return this.table[(m - 1) * this.tableSide + (n - 1)] ?? null;
  }

  /**
   * The heat map: for the classic rule one request (the core computes the whole table on its fast path);
   * for other rules bands of rows through the core's `nullityRow`, drawn as they land.
   */
  private async loadTable(spec: RuleSpec, side: number): Promise<void> {
    this.table = null;
    this.tableSide = side;
    this.tableRows = 0;
    this.tableError = null;
    this.tableProgress = 0;
    const chunk = isClassic(spec) ? side : tableChunk(side);
    const values = new Int32Array(side * side);
    await this.tableJob.run(
      async (signal, current) => {
        for (let from = 1; from <= side; from += chunk) {
          const to = Math.min(side, from + chunk - 1);
          const result = await this.runTable(
            { kind: 'table', fromRow: from, rows: to, cols: side, rule: spec },
            { signal, onProgress: (done, total) => (this.tableProgress = (from - 1 + (done / total) * (to - from + 1)) / side) },
          );
          if (!current()) return;
          values.set(result.values, (from - 1) * side);
          // The map redraws on `tableRows`; the array is filled in place.
          this.table = values;
          this.tableRows = to;
          this.tableProgress = to / side;
        }
      },
      {
        onError: (message) => (this.tableError = message),
        onSettled: () => (this.tableProgress = null),
      },
    );
  }

  private async loadChart(spec: RuleSpec, to: number): Promise<void> {
    const values = new Int32Array(to);
    this.diagonal = values;
    this.diagonalDone = 0;
    this.diagonalError = null;
    this.diagonalBusy = true;
    await this.chartJob.run(
      async (signal, current) => {
        for (let from = 1; from <= to; from += CHART_CHUNK) {
          const last = Math.min(to, from + CHART_CHUNK - 1);
          const result = await this.runChart({ kind: 'diagonal', from, to: last, rule: spec }, { signal });
          if (!current()) return;
          values.set(result.values, from - 1);
          // The chart redraws on `diagonalDone`; the array is filled in place.
          this.diagonalDone = last;
        }
      },
      {
        onError: (message) => (this.diagonalError = message),
        onSettled: () => (this.diagonalBusy = false),
      },
    );
  }
}
