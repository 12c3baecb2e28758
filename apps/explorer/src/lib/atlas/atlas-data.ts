import { type RuleSpec, ruleLabel } from '../rule/rule-spec.ts';

/**
 * The exact figures behind the atlas's pictures, as CSV and JSON files: the heat map (m, n, nullity) and the
 * n × n chart (n, nullity). Only what is computed is written; the JSON says which rule and ranges it covers.
 */

/** The heat map as CSV: a `m,n,nullity` header, then one line per size, m then n ascending. */
export function heatMapCsv(values: Int32Array, side: number, rowsDone: number): string {
  const lines = ['m,n,nullity'];
  for (let m = 1; m <= rowsDone; m++) {
    for (let n = 1; n <= side; n++) lines.push(`${m},${n},${values[(m - 1) * side + (n - 1)]}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The heat map as JSON: the rule, the ranges, and `nullity[m-1][n-1]` for every computed size. */
export function heatMapJson(values: Int32Array, side: number, rowsDone: number, spec: RuleSpec): string {
  const nullity = Array.from({ length: rowsDone }, (_, i) => Array.from(values.subarray(i * side, (i + 1) * side)));
  return `${JSON.stringify({ rule: ruleLabel(spec), spec, m: { from: 1, to: rowsDone }, n: { from: 1, to: side }, nullity })}\n`;
}

/** The n × n chart as CSV: a `n,nullity` header, then one line per computed n. */
export function chartCsv(values: Int32Array, done: number): string {
  const lines = ['n,nullity'];
  for (let n = 1; n <= done; n++) lines.push(`${n},${values[n - 1]}`);
  return `${lines.join('\n')}\n`;
}

/** The n × n chart as JSON: the rule, the range, and `nullity[n-1]` for every computed n. */
export function chartJson(values: Int32Array, done: number, spec: RuleSpec): string {
  return `${JSON.stringify({ rule: ruleLabel(spec), spec, n: { from: 1, to: done }, nullity: Array.from(values.subarray(0, done)) })}\n`;
}

/** A file name part for a rule: `cross-plane`, `moore-no-centre-torus`, `custom-.#.-###-.#.-plane`. */
export function ruleSlug(spec: RuleSpec): string {
  return ruleLabel(spec).replace(/[^a-z0-9#.]+/gi, '-');
}
