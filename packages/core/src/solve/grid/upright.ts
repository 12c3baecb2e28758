import { edgesAre, edgesOf, type EdgeSupport } from '../../puzzle/topology.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { type BilinearForm, bilinearForm, transposedForm } from './bilinear.ts';
import type { GridShape } from './kind.ts';

/** One axis twists, the other clips or wraps (the Möbius strip and the Klein bottle, either way up). */
export const ONE_TWIST_EDGES: EdgeSupport = [
  { rows: ['clip', 'wrap'], cols: ['twist'] },
  { rows: ['twist'], cols: ['clip', 'wrap'] },
];

/** A shape of a symmetric 3 × 3 rule on {@link ONE_TWIST_EDGES}, seen with its columns twisting. */
export interface UprightShape {
  /** The bilinear form in that orientation (g₀₁ and g₁₀ exchanged when the board is transposed). */
  readonly g: BilinearForm;
  /** Rows, the side that clips or wraps. */
  readonly m: number;
  /** Columns, the twisted side. */
  readonly n: number;
  /**
   * True when the rows wrap (the Klein bottle). Two wrapping rows are read as two clipped ones: within 3 × 3 a
   * press reaches the other row once either way (cells form a set), so the Klein bottle of 2 rows is the Möbius strip of 2.
   */
  readonly wraps: boolean;
  /** True when the board is transposed to be seen so (its rows twist). */
  readonly transposed: boolean;
}

/** A symmetric 3 × 3 rule on {@link ONE_TWIST_EDGES} seen with its columns twisting, whatever the size. */
export interface UprightRule {
  /** The bilinear form in that orientation (g₀₁ and g₁₀ exchanged when the board is transposed). */
  readonly g: BilinearForm;
  /** True when the untwisted side wraps (the Klein bottle). */
  readonly wraps: boolean;
  /** True when the board is transposed to be seen so (its rows twist). */
  readonly transposed: boolean;
}

/** The rule seen with its columns twisting, or null when it is no symmetric 3 × 3 rule on one twisted axis (or a reversed rule). */
export function uprightRule(rule: Rule): UprightRule | null {
  if (rule.reversed || !edgesAre(rule.topology, ONE_TWIST_EDGES)) return null;
  const g = bilinearForm(rule);
  if (!g) return null;
  const { rows, cols } = edgesOf(rule.topology);
  if (rows !== 'twist') return { g, wraps: rows === 'wrap', transposed: false };
  return { g: transposedForm(g), wraps: cols === 'wrap', transposed: true };
}

/**
 * The shape seen with its columns twisting, or null when it is no symmetric 3 × 3 rule on one twisted axis (or a
 * reversed rule).
 */
export function uprightShape(shape: GridShape): UprightShape | null {
  const upright = uprightRule(shape.rule);
  if (!upright) return null;
  const [m, n] = upright.transposed ? [shape.cols, shape.rows] : [shape.rows, shape.cols];
  return { g: upright.g, m, n, wraps: upright.wraps && m !== 2, transposed: upright.transposed };
}
