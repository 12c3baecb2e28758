import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';
import { type BilinearForm, bilinearForm, sideRing, transposedForm } from './bilinear.ts';
import type { GridShape } from './kind.ts';

/**
 * The projective plane folded, as `projective-fold.ts` chases it. Seen with the chase going down the rows, rows r
 * and m − 1 − r form cover row r, a ring of 2n cells (position p < n is board cell (r, p), p ≥ n is
 * (m − 1 − r, p − n)), exactly as on the Möbius strip. The second twist glues cover row 0 to itself: past the top,
 * board cell (0, p) meets (m − 1, n − 1 − p), cover position 2n − 1 − p, and past the bottom board row m − 1 meets
 * row 0 the same way, so cover row −1 is ρ(cover row 0) with ρ(p) = 2n − 1 − p (ρ commutes with σ = sⁿ and with
 * every symmetric row operator). A press of cover row 0 can reach one board cell twice that way (near the
 * corners: (0, 0) meets (m − 1, n − 1) across both seams), where the definition's cells form a set and the ring's
 * algebra a multiset: the difference is a handful of (press, light) pairs within cover row 0, read off the
 * definition here, cell by cell, so the fold models the rule exactly.
 */

/** Both axes twist: the projective plane. */
export const PROJECTIVE_EDGES: EdgeSupport = [{ rows: ['twist'], cols: ['twist'] }];

/** A projective shape seen with the chase going down its rows (the transposed board when `transposed`). */
export interface ProjectiveFold {
  /** The bilinear form in that orientation. */
  readonly g: BilinearForm;
  /** Rows chased (≥ 3). */
  readonly m: number;
  /** Columns, half the cover ring (≥ 3). */
  readonly n: number;
  /** True when the board is transposed to be seen so. */
  readonly transposed: boolean;
  /** The seam's corrections: light position `lights[i]` of cover row 0 also sees press position `presses[i]`. */
  readonly presses: readonly number[];
  /** See {@link presses}. */
  readonly lights: readonly number[];
}

/** Cover positions reached by a row operator g₀ + g₁·x from position p (σ⁰, σ^{±1}), mod `ring`. */
const reach = (g0: number, g1: number, p: number, ring: number): number[] => [...(g0 ? [p] : []), ...(g1 ? [(p + 1) % ring, (p + ring - 1) % ring] : [])];

/** The diagonal rule with centre on a ring of 2n cells, 2n a power of 2: c = x + x⁻¹ is nilpotent (`projective-nilpotent.ts`). */
export function nilpotentDiagonal(g: BilinearForm, n: number): boolean {
  return g.g00 === 1 && g.g01 === 0 && g.g10 === 0 && g.g11 === 1 && (n & (n - 1)) === 0;
}

/**
 * a = λ·c + μ (λ, μ ∈ {0, 1}) for the row's own coupling a = g₀₀ + g₀₁·(x + x⁻¹) and the next row's
 * c = g₁₀ + g₁₁·(x + x⁻¹), when c couples the diagonal neighbours (g₁₁ = 1); null otherwise.
 */
export function splitOf(g: BilinearForm): { readonly lambda: 0 | 1; readonly mu: 0 | 1 } | null {
  return g.g11 ? { lambda: g.g01, mu: (g.g00 ^ (g.g01 & g.g10)) as 0 | 1 } : null;
}

/**
 * The fold of a projective shape, or null when the fold does not model it: no symmetric 3 × 3 rule, a side below 3,
 * no coupling between consecutive rows, or a seam difference outside cover row 0. A side whose ring makes c (the
 * coupling of consecutive rows) a unit is the ring when there is one (the chase is then linear over the ring), then
 * one where c is nilpotent (`projective-nilpotent.ts`), the shorter side of equals; the other orientation when the seam fails the first. Memoised per rule and shape.
 */
export const projectiveFold = memoPerRuleShape((rule, rows, cols): ProjectiveFold | null => foldOf({ rule, rows, cols }));

/** {@link projectiveFold}, computed. */
function foldOf(shape: GridShape): ProjectiveFold | null {
  const { rule, rows, cols } = shape;
  if (rule.reversed || !edgesAre(rule.topology, PROJECTIVE_EDGES) || rows < 3 || cols < 3) return null;
  const g = bilinearForm(rule);
  if (!g) return null;
  const turned: BilinearForm = transposedForm(g);
  // c a unit on the ring; else the nilpotent diagonal fold; else the rest
  const rank = (o: { g: BilinearForm; n: number }): number => (sideRing(o.g, 2 * o.n, true).bad.degree <= 0 ? 0 : nilpotentDiagonal(o.g, o.n) ? 1 : 2);
  const options = [
    { g, m: rows, n: cols, transposed: false },
    { g: turned, m: cols, n: rows, transposed: true },
  ]
    .filter((o) => o.g.g10 || o.g.g11)
    .map((o) => ({ ...o, rank: rank(o) }))
    .sort((x, y) => x.rank - y.rank || x.n - y.n);
  for (const o of options) {
    const fold = withSeam(shape, o.g, o.m, o.n, o.transposed);
    if (fold) return fold;
  }
  return null;
}

/**
 * The press positions of cover row 0 whose cells can differ from the fold's algebra: those within 2 of a corner
 * (0, n − 1, n, 2n − 1) on sides of at least {@link WINDOWED_SIDE}, where a 3 × 3 press elsewhere reaches each of
 * its cells once and across the top seam only (as the algebra counts); every position below (the tests compare both).
 */
function seamPositions(m: number, n: number, every: boolean): number[] {
  const ring = 2 * n;
  if (every || m < WINDOWED_SIDE || n < WINDOWED_SIDE) return Array.from({ length: ring }, (_, p) => p);
  return [0, 1, 2, n - 3, n - 2, n - 1, n, n + 1, n + 2, ring - 3, ring - 2, ring - 1];
}

/** The smallest sides whose seam is read at the corners only. */
const WINDOWED_SIDE = 8;

/**
 * The seam corrections of one orientation, by comparing the definition's cells with the fold's algebra.
 *
 * @param every Compare at every press position (the tests' reference), not only near the corners.
 */
export function withSeam(shape: GridShape, g: BilinearForm, m: number, n: number, transposed: boolean, every = false): ProjectiveFold | null {
  const ring = 2 * n;
  const near = neighbourhoodOf(shape.rule, shape.rows, shape.cols);
  const out = new Int32Array(near.width);
  // board cell (r, c) of the chased orientation ↔ its index in the shape, and its cover (row, position) representative
  const index = (r: number, c: number): number => (transposed ? c * shape.cols + r : r * shape.cols + c);
  const cover = (cell: number): [number, number] => {
    const [r, c] = transposed ? [cell % shape.cols, Math.floor(cell / shape.cols)] : [Math.floor(cell / shape.cols), cell % shape.cols];
    return r <= m - 1 - r ? [r, c] : [m - 1 - r, c + n];
  };
  // the middle row of odd m: positions q and q + n are one cell
  const key = (row: number, q: number): number => row * ring + (2 * row + 1 === m ? q % n : q);
  const presses: number[] = [];
  const lights: number[] = [];
  for (const p of seamPositions(m, n, every)) {
    const diff = new Map<number, number>();
    const flip = (row: number, q: number): void => {
      const k = key(row, q);
      diff.set(k, (diff.get(k) ?? 0) ^ 1);
    };
    // the definition: the cells the press reaches, once each
    const count = near.cells(p < n ? index(0, p) : index(m - 1, p - n), out);
    for (let i = 0; i < count; i++) flip(...cover(out[i]!));
    // the fold: row 0 sees a·P₀ + c·ρ(P₀), row 1 sees c·P₀ (and c·σP₀ when row 1 is the middle of 3 rows)
    for (const q of reach(g.g00, g.g01, p, ring)) flip(0, q);
    for (const q of reach(g.g10, g.g11, ring - 1 - p, ring)) flip(0, q);
    for (const q of reach(g.g10, g.g11, p, ring)) flip(1, q);
    if (m === 3) for (const q of reach(g.g10, g.g11, (p + n) % ring, ring)) flip(1, q);
    for (const [k, odd] of diff) {
      if (!odd) continue;
      if (k >= ring) return null; // a difference past cover row 0: the fold does not model this shape
      presses.push(p);
      lights.push(k);
    }
  }
  return { g, m, n, transposed, presses, lights };
}
