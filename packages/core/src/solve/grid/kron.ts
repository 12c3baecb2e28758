import { BitMatrix } from '../../gf2/bit-matrix.ts';
import type { WorkOptions } from '../../work.ts';
import { reduceRowEchelon } from '../../gf2/eliminate.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { dotParity, getBit } from '../../gf2/words.ts';
import { LimitError } from '../../errors.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesAre, edgesOf, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { lineNullity } from './line.ts';
import type { KronRowFactor } from '../../wasm/kron-kernels.ts';
import { chaseNear, denseRowTable, kronRowFactor, type NearColumnPlan, nearColumnPlan } from './kron-chase.ts';
import { preparedGrid } from './prepared.ts';

/**
 * Product stencils: a stencil that is a set R × C of row and column offsets (Moore = {−1,0,1}²,
 * diagonal without centre = {−1,1}², a line of cells, …) acts as a Kronecker product A = V ⊗ H, V the
 * one-dimensional operator Σ_{r ∈ R} σʳ along a column, H = Σ_{c ∈ C} σᶜ along a row (each clipped or cyclic by
 * the topology). So A·X = B is V·Y = B column by column, then H·xᵣ = yᵣ row by row: one-dimensional divisions
 * ({@link RowDivider}), 32 cells per word step, the columns done as rows of the transposed board.
 *
 * ker Aᵀ = ker Vᵀ ⊗ GF(2)ⁿ + GF(2)ᵐ ⊗ ker Hᵀ, so B is reachable iff θ·(column c of B) = 0 and ψ·(row r of B) = 0
 * for every θ ∈ ker Vᵀ, ψ ∈ ker Hᵀ, and every failure is its own certificate, θ ⊗ e_c or e_r ⊗ ψ. Likewise the
 * quiet patterns are κ ⊗ e_c (κ ∈ ker V) and e_r ⊗ λ (λ ∈ ker H, r off the pivots of ker V), and
 * nullity = m·n − (m − ν_V)·(n − ν_H). Each factor has nullity at most the width of its offsets.
 */

/** Longest side a one-dimensional factor is built for (its divider holds a few rows of this many bits). */
const MAX_FACTOR_SIDE = 2 ** 27;

const products = new WeakMap<Rule, { rows: number[]; cols: number[] } | null>();

/** The row and column offsets when the stencil is exactly their product, else null (memoised per rule). */
export function productFactors(rule: Rule): { rows: number[]; cols: number[] } | null {
  let f = products.get(rule);
  if (f === undefined) {
    f = readFactors(rule);
    products.set(rule, f);
  }
  return f;
}

function readFactors(rule: Rule): { rows: number[]; cols: number[] } | null {
  const rows = [...new Set(rule.stencil.offsets.map((o) => o[0]))];
  const cols = [...new Set(rule.stencil.offsets.map((o) => o[1]))];
  if (rows.length * cols.length !== rule.stencil.offsets.length) return null;
  const has = new Set(rule.stencil.offsets.map(([dr, dc]) => `${dr},${dc}`));
  for (const r of rows) for (const c of cols) if (!has.has(`${r},${c}`)) return null;
  // the one-dimensional dividers carry at most 31 boundary cells
  if (Math.max(...rows) - Math.min(...rows) > 30 || Math.max(...cols) - Math.min(...cols) > 30) return null;
  return { rows, cols };
}

/** The two factors of a product rule on a shape, and of its transpose (for certificates). */
function factors(rule: Rule, rows: number, cols: number) {
  const f = productFactors(rule);
  if (!f) throw new Error('internal error: kron asked of a stencil that is not a product');
  for (const side of [rows, cols]) {
    if (side > MAX_FACTOR_SIDE) throw new LimitError(`a side of ${side} cells is past the ${MAX_FACTOR_SIDE} the product method takes`, 'maxSide', side, MAX_FACTOR_SIDE);
  }
  const wr = edgesOf(rule.topology).rows === 'wrap';
  const wc = edgesOf(rule.topology).cols === 'wrap';
  return {
    v: new RowDivider(f.rows, rows, wr),
    h: new RowDivider(f.cols, cols, wc),
    vT: () => new RowDivider(f.rows.map((r) => -r), rows, wr),
    hT: () => new RowDivider(f.cols.map((c) => -c), cols, wc),
  };
}

/** The factors of a rule on a shape, the column factor's chasing plan (when it is σ⁻¹ + c + σ) and the row factor as the kernel takes it. */
interface KronPlan extends ReturnType<typeof factors> {
  readonly near: NearColumnPlan | undefined;
  readonly factor: KronRowFactor | null;
  /** The row factor's division by tables, for rows of at most 64 cells. */
  readonly table: Uint32Array | null;
}

/**
 * The last shape's plan per rule (a solve prepares its shape afresh; repeated solves of one shape, as a bench or a
 * batch makes, reuse it). One per rule: a divider of a long side holds rows of that side.
 */
const plans = new WeakMap<Rule, { key: string; plan: KronPlan }>();

function planOf(rule: Rule, rows: number, cols: number): KronPlan {
  const key = `${rows}x${cols}`;
  const kept = plans.get(rule);
  if (kept?.key === key) return kept.plan;
  const parts = factors(rule, rows, cols);
  const near = nearColumnPlan(productFactors(rule)!.rows, rows, edgesOf(rule.topology).rows === 'wrap');
  const plan = { ...parts, near, factor: near ? kronRowFactor(parts.h) : null, table: near ? denseRowTable(parts.h) : null };
  plans.set(rule, { key, plan });
  return plan;
}

/** Nullities of one-dimensional factors, kept for tables and sweeps (which ask for the same sides again). */
const factorNullities = new Map<string, number>();

/** The nullity of Σ_{s ∈ shifts} σˢ on n cells (clipped or cyclic), memoised: a closed form, for sides of any length. */
function factorNullity(shifts: readonly number[], n: number, cyclic: boolean): number {
  const key = `${shifts.join(',')}|${n}|${cyclic ? 'r' : 'p'}`;
  let v = factorNullities.get(key);
  if (v === undefined) {
    if (factorNullities.size >= 1 << 16) factorNullities.clear();
    v = lineNullity(shifts, n, cyclic);
    factorNullities.set(key, v);
  }
  return v;
}

/** Pivot positions of a small basis (its reduced echelon form's pivot columns). */
function pivotsOf(basis: readonly Uint32Array[], bits: number): Set<number> {
  const m = new BitMatrix(basis.length, bits);
  basis.forEach((v, i) => m.words.set(v, i * m.stride));
  const e = reduceRowEchelon(m, bits);
  return new Set(e.pivotCols);
}

/** The board whose column c is `column` (m bits). */
function columnBoard(rows: number, cols: number, c: number, column: Uint32Array): Board {
  const b = new Board(rows, cols);
  for (let r = 0; r < rows; r++) if (getBit(column, r)) b.words[r * b.stride + (c >>> 5)]! |= 1 << (c & 31);
  return b;
}

/** The board whose row r is `row` (n bits). */
function rowBoard(rows: number, cols: number, r: number, row: Uint32Array): Board {
  const b = new Board(rows, cols);
  b.words.set(row.subarray(0, b.stride), r * b.stride);
  return b;
}

/** Divides every row of `board` by `op` into a new board; null as soon as a row is out of reach. */
function divideRows(board: Board, op: RowDivider): Board | null {
  const out = new Board(board.rows, board.cols);
  const y = new Uint32Array(board.stride);
  for (let r = 0; r < board.rows; r++) {
    if (op.divide(y, board.words, r * board.stride) !== 0) return null;
    out.words.set(y, r * out.stride);
  }
  return out;
}

/** The Kronecker-product method (see the file comment): any product stencil, any topology. */
export const kronMethod: GridMethod = {
  name: 'kron',

  edges: UNTWISTED_EDGES,

  applies: ({ rule }) => edgesAre(rule.topology, UNTWISTED_EDGES) && productFactors(rule) !== null,

  nullity({ rule, rows, cols }: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const f = productFactors(rule)!;
    const nv = factorNullity(f.rows, rows, edgesOf(rule.topology).rows === 'wrap');
    const nh = factorNullity(f.cols, cols, edgesOf(rule.topology).cols === 'wrap');
    return nv * cols + nh * rows - nv * nh;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const { rule, rows, cols } = shape;
    assertShape(rows, cols);
    work?.signal?.throwIfAborted();
    const { v, h, vT, hT, near, factor, table } = planOf(rule, rows, cols);
    return preparedGrid(
      shape,
      {
        nullity: v.nullity * cols + h.nullity * rows - v.nullity * h.nullity,
        solve(lights, options) {
          if (near) return chaseNear(lights, near, h, factor, table);
          const columns = divideRows(transposeBoard(lights), v);
          options?.signal?.throwIfAborted();
          return columns && divideRows(transposeBoard(columns), h);
        },
        proof(lights) {
          const columns = transposeBoard(lights);
          for (const theta of vT().kernel) {
            for (let c = 0; c < cols; c++) if (dotParity(theta, columns.row(c)) === 1) return columnBoard(rows, cols, c, theta);
          }
          for (const psi of hT().kernel) {
            for (let r = 0; r < rows; r++) if (dotParity(psi, lights.row(r)) === 1) return rowBoard(rows, cols, r, psi);
          }
          throw new Error('internal error: kron found no certificate for an unsolvable board');
        },
        *eachQuietPattern(options) {
          for (const kappa of v.kernel) {
            for (let c = 0; c < cols; c++) {
              if ((c & 255) === 0) options?.signal?.throwIfAborted();
              yield columnBoard(rows, cols, c, kappa);
            }
          }
          const pivots = pivotsOf(v.kernel, rows);
          for (const lambda of h.kernel) {
            for (let r = 0; r < rows; r++) {
              if ((r & 255) === 0) options?.signal?.throwIfAborted();
              if (!pivots.has(r)) yield rowBoard(rows, cols, r, lambda);
            }
          }
        },
      },
      kronMethod,
    );
  },
};
