import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { kernel, reduceRowEchelon } from '../../gf2/eliminate.ts';
import { ctz32, popcount32 } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { CLASSIC_RULE } from '../../puzzle/rule.ts';
import { ruleMatrix } from '../../puzzle/rule-matrix.ts';
import { CosetMinimizer } from '../coset-search.ts';
import type { RuleOptions } from './queries.ts';

/** Largest board, in cells, whose press-count distribution is enumerated (2^cells patterns at most). */
export const MAX_DISTRIBUTION_CELLS = 30;

/**
 * How many solvable boards need exactly w presses at the least, for w = 0, 1, …: entry w of the result.
 * Exhaustive over every solvable board of the shape, so only for boards of at most
 * {@link MAX_DISTRIBUTION_CELLS} cells. The entries add up to 2^rank.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options The rule (classic by default), abort signal and progress.
 * @returns Entry w counts the boards whose fewest presses number w, up to the largest such w.
 * @throws {ArgumentError} unless both sides are positive whole numbers.
 * @throws {LimitError} past {@link MAX_DISTRIBUTION_CELLS} cells.
 */
export function pressCountDistribution(rows: number, cols: number, options: RuleOptions = {}): number[] {
  assertShape(rows, cols, MAX_DISTRIBUTION_CELLS);
  options.signal?.throwIfAborted();
  const rule = options.rule ?? CLASSIC_RULE;
  const n = rows * cols;
  const basis = kernel(ruleMatrix(rule, rows, cols), options);
  // Reduce the kernel basis: every coset of the kernel has exactly one member that is zero on the pivots.
  const reduced = new BitMatrix(basis.length, n);
  basis.forEach((v, i) => reduced.words.set(v, i * reduced.stride));
  const echelon = reduceRowEchelon(reduced);
  const pivotMask = echelon.pivotCols.reduce((m, p) => m | (1 << p), 0);
  const free: number[] = [];
  for (let c = 0; c < n; c++) if (((pivotMask >>> c) & 1) === 0) free.push(c);

  const minimizer = new CosetMinimizer(
    basis.map((_, i) => reduced.row(i).slice()),
    { maxExactSolutions: 2n ** BigInt(MAX_DISTRIBUTION_CELLS), maxExactWork: Number.POSITIVE_INFINITY },
  );
  const counts: number[] = [];
  const x = new Uint32Array(1);
  const cosets = 2 ** free.length;
  for (let step = 0; step < cosets; step++) {
    if (step > 0) x[0]! ^= 1 << free[ctz32(step)]!;
    if ((step & 0xfffff) === 0) {
      options.signal?.throwIfAborted();
      options.onProgress?.(step, cosets);
    }
    const w = basis.length === 0 ? popcount32(x[0]!) : minimizer.minimumSupportWeight(x);
    counts[w] = (counts[w] ?? 0) + 1;
  }
  options.onProgress?.(cosets, cosets);
  return Array.from(counts, (c) => c ?? 0);
}
