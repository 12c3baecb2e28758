import { type Edges, NAMED_TOPOLOGIES, type Topology } from '@lightsout/core';
import { isClassic, type RuleSpec } from '../rule/rule-spec.ts';

/**
 * How the atlas splits its work into requests: bands of heat-map rows and ranges of the n × n chart, small enough
 * that two workers can share them and the pictures fill in as they land, large enough that messages cost nothing.
 */

/** A closed range of rows (heat map) or of n (chart), 1-based. */
export type Band = readonly [from: number, to: number];

/** Sizes per n × n request: the chart fills in visibly, and a request is still tens of milliseconds of work. */
export const CHART_CHUNK = 25;

/** Heat-map bands for rules without the classic fast path: enough for two workers to share evenly. */
export const TABLE_BANDS = 16;

/** The edge kind of each axis: a named surface's from core's table, else the pair `rows,cols` as written. */
function edgesOf(topology: Topology): Edges {
  const named = NAMED_TOPOLOGIES.find((t) => t.name === topology);
  if (named) return named.edges;
  const [rows, cols] = topology.split(',') as [Edges['rows'], Edges['cols']];
  return { rows, cols };
}

/** Heat-map side and chart range for a rule when the link or the boxes name none. */
export interface AtlasRanges {
  readonly side: number;
  readonly chart: number;
}

/**
 * Default heat-map side and chart range: the largest for every named rule on the plane, torus and cylinder (the
 * core has their nullity in closed form or by polynomial algebra: seconds for 300 × 300 and n to 5000); smaller on
 * the twisted surfaces (the core reaches them through their double cover, about ten times slower per size, and
 * the projective plane by lazy chasing) and for custom stencils (which may need general elimination).
 */
export function atlasDefaults(spec: RuleSpec): AtlasRanges {
  if (spec.stencil === 'custom') return { side: 40, chart: 200 };
  const edges = edgesOf(spec.topology);
  if (edges.rows === 'twist') return { side: 40, chart: 200 };
  if (edges.cols === 'twist') return { side: 100, chart: 1000 };
  return { side: 300, chart: 2000 };
}

/**
 * True when m × n and n × m always have the same nullity under the rule: the stencil equals its transpose and
 * both axes have the same untwisted edge (transposing the board transposes the rule). The heat map then computes
 * only n ≥ m and mirrors the rest, half the work.
 */
export function transposeSymmetric(spec: RuleSpec): boolean {
  const edges = edgesOf(spec.topology);
  if (edges.rows !== edges.cols || edges.rows === 'twist') return false;
  if (spec.stencil !== 'custom') return true; // cross, Moore and diagonal are all symmetric about the main diagonal
  const rows = spec.pattern.split('/');
  return rows.every((row, i) => row.length === rows.length && [...row].every((cell, j) => rows[j]?.[i] === cell));
}

/**
 * The heat map's bands: the whole table at once for the classic rule (the core's fast path computes it in one
 * go); otherwise {@link TABLE_BANDS} bands of about equal work, where a row m costs its `side` sizes, or its
 * `side − m + 1` sizes when only n ≥ m is computed.
 */
export function tableBands(spec: RuleSpec, side: number): Band[] {
  if (isClassic(spec)) return [[1, side]];
  const upper = transposeSymmetric(spec);
  const cost = (m: number): number => (upper ? side - m + 1 : side);
  let total = 0;
  for (let m = 1; m <= side; m++) total += cost(m);
  const target = total / Math.min(TABLE_BANDS, side);
  const bands: Band[] = [];
  let from = 1;
  let sum = 0;
  for (let m = 1; m <= side; m++) {
    sum += cost(m);
    if (sum >= target * (bands.length + 1) || m === side) {
      bands.push([from, m]);
      from = m + 1;
    }
  }
  return bands;
}

/** The chart's ranges of n: {@link CHART_CHUNK} sizes each, in order. */
export function chartBands(to: number): Band[] {
  const bands: Band[] = [];
  for (let from = 1; from <= to; from += CHART_CHUNK) bands.push([from, Math.min(to, from + CHART_CHUNK - 1)]);
  return bands;
}
