import { LimitError } from '../../errors.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { ruleName } from '../../puzzle/rule.ts';
import { type EdgeSupport, edgesAre } from '../../puzzle/topology.ts';
import type { GridShape } from './kind.ts';
import type { Orientation } from './reach-plan.ts';

/**
 * Largest row-affine chase accepted, in word operations (the chase's word XORs plus the elimination's): about
 * 4096² of `.#./###/#..` (9.2·10⁹; `solve()` 1.7 s CPU with the kernels, 8.1 s on the TypeScript path, at load
 * 10). Past it the shape is refused up front.
 */
export const MAX_ROW_AFFINE_WORK = 1.2e10;

/** Most words the ring of press-vector rows may hold (128 MB): R + hi + 1 rows of n vectors. */
export const MAX_ROW_AFFINE_STORE_WORDS = 2 ** 25;

/** The edges the method takes: the chase runs down clipped rows; each row is a path or a ring. */
export const ROW_AFFINE_EDGES: EdgeSupport = Object.freeze([
  { rows: ['clip'], cols: ['clip', 'wrap'] },
  { rows: ['wrap'], cols: ['clip'] },
] as const);

/** One way to chase a shape row by row (see row-affine-chase.ts), with the sizes of its symbolic pass. */
export interface RowAffinePlan extends Orientation {
  /** Rows of unknowns, −lo: the unknowns are press rows 0…R−1, the equations light rows m−R…m−1. */
  readonly reach: number;
  /** Unknowns (and equations): reach · n. */
  readonly unknowns: number;
  /** u32 words of one press vector: the unknowns' words rounded up to a multiple of 4 (a 128-bit vector). */
  readonly vectorWords: number;
  /** Estimated word operations: the chase's XORs and the elimination's. */
  readonly work: number;
  /** Rows of press vectors kept: those a light row still to come reads, R + max(hi, 0) + 1. */
  readonly slots: number;
  /** Words of the kept rows: slots · n · vectorWords. */
  readonly storeWords: number;
}

/**
 * The cheapest orientation of a shape whose stencil has, in some direction, a first row of ONE cell straight
 * ahead: row-major in that direction, the light (r, c) is then last touched by the press (r + R, c), so the
 * press rows below the first R follow from the lights and the presses before them. Null when none does.
 */
export function planRowAffine(shape: GridShape): RowAffinePlan | null {
  const { rule, rows, cols } = shape;
  if (!edgesAre(rule.topology, ROW_AFFINE_EDGES)) return null;
  const near0 = neighbourhoodOf(rule, rows, cols);
  if (near0.twisted || near0.offsets.length === 0) return null;
  let best: RowAffinePlan | null = null;
  for (const transposed of [false, true]) {
    const near = transposed ? near0.transposed() : near0;
    if (near.wrapRows) continue;
    const m = near.rows;
    const n = near.cols;
    const shifts = near.rowShifts();
    for (const flipped of [false, true]) {
      const byRow = new Map<number, number[]>();
      for (const { dr, dcs } of shifts) byRow.set(flipped ? -dr || 0 : dr, dcs);
      const lo = Math.min(...byRow.keys());
      const hi = Math.max(...byRow.keys());
      const lead = byRow.get(lo)!;
      const reach = -lo;
      if (reach < 1 || reach >= m || lead.length !== 1 || lead[0] !== 0) continue;
      const unknowns = reach * n;
      const vectorWords = 4 * Math.ceil(unknowns / 128);
      const terms = shifts.reduce((sum, { dcs }) => sum + dcs.length, 0) - 1;
      // the chase: every press row (and R rows past the end) is `terms` shifted rows of n vectors; the
      // elimination: about N² · (1 + 2N/256) words (pivot rows of [A | I] in blocks of 8)
      const work = (m * terms * n * vectorWords) + unknowns * unknowns * (1 + unknowns / 128);
      if (best && best.work <= work) continue;
      const slots = reach + Math.max(hi, 0) + 1;
      const storeWords = slots * n * vectorWords;
      best = { transposed, flipped, m, n, cyclic: near.wrapCols, verticalWraps: false, rows: byRow, lo, hi, reach, unknowns, vectorWords, work, slots, storeWords };
    }
  }
  return best;
}

/**
 * Whether dispatch should choose row-affine chasing for a shape it takes: within its limits, and
 * with rows of at most twice as many cells as there are rows to chase (its work grows like m·n², lazy chasing's
 * like m·n·(m + n), so a short wide board is left to lazy chasing, which also answers past this method's limit
 * when its own unknowns are few).
 */
export function rowAffineChosen(shape: GridShape): boolean {
  const plan = planRowAffine(shape);
  return plan !== null && plan.work <= MAX_ROW_AFFINE_WORK && plan.storeWords <= MAX_ROW_AFFINE_STORE_WORDS && plan.n <= 2 * plan.m;
}

/**
 * The plan of a shape the method applies to, refused past {@link MAX_ROW_AFFINE_WORK} or
 * {@link MAX_ROW_AFFINE_STORE_WORDS} before anything is allocated.
 *
 * @throws {LimitError} past a limit (`maxWork`, `maxBytes`).
 */
export function assertRowAffinePlan(shape: GridShape): RowAffinePlan {
  assertShape(shape.rows, shape.cols);
  const plan = planRowAffine(shape);
  if (!plan) throw new Error('internal error: row-affine-chase asked of a shape it does not take');
  if (plan.work > MAX_ROW_AFFINE_WORK) {
    throw new LimitError(
      `${shape.rows}×${shape.cols} under ${ruleName(shape.rule)} would take row-affine chasing about ${plan.work.toExponential(1)} word operations, over the limit of ${MAX_ROW_AFFINE_WORK.toExponential(1)}`,
      'maxWork',
      plan.work,
      MAX_ROW_AFFINE_WORK,
    );
  }
  if (plan.storeWords > MAX_ROW_AFFINE_STORE_WORDS) {
    throw new LimitError(
      `${shape.rows}×${shape.cols} under ${ruleName(shape.rule)} would keep ${plan.storeWords * 4} bytes of press-vector rows, over the limit of ${MAX_ROW_AFFINE_STORE_WORDS * 4}`,
      'maxBytes',
      plan.storeWords * 4,
      MAX_ROW_AFFINE_STORE_WORDS * 4,
    );
  }
  return plan;
}
