import type { WorkOptions } from '../../work.ts';
import { pathSelfGcdDegree, pathSelfGcdSize } from '../../gf2/path-gcd.ts';
import { pathPolynomial } from '../../gf2/path-polys.ts';
import { CyclicModulus } from '../../gf2/cyclic-modulus.ts';
import { FixedMulMod } from '../../gf2/fixed-mul-mod.ts';
import { gcdDegreeInPlace, polyXgcdMod } from '../../gf2/poly-gcd.ts';
import type { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { dotParity, isZero, tailMask } from '../../gf2/words.ts';
import { hornerRowWasm } from '../../wasm/chase-kernels.ts';
import { Board } from '../../puzzle/board.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { assertNullityWork, bilinearNullity } from './bilinear.ts';
import { orientTall } from '../../puzzle/transpose.ts';
import { applyPath } from '../../gf2/path-basis.ts';
import { pathRowToPolyFast, polyToPathRowFast } from '../../gf2/path-substitution.ts';
import { backwardChase, chase } from './cross-chase.ts';
import { streamedCheckOf } from './streamed-check.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';

/**
 * Nullity of the classic rule on an m × n board: deg gcd(f_m(t), f_n(t + 1)) (Sutner;
 * Goldwasser–Klostermeyer–Ware). About n²/32 word operations for the gcd.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param work Abort signal and progress of the gcd.
 * @returns The nullity.
 */
export function classicNullity(rows: number, cols: number, work?: WorkOptions): number {
  if (rows === cols) return pathSelfGcdDegree(rows, work); // the squares taken out: a gcd at half the degree or less
  const [m, n] = rows >= cols ? [rows, cols] : [cols, rows];
  return gcdDegreeInPlace(pathPolynomial(n, true), pathPolynomial(m), work);
}

/** Shapes whose algebra {@link setup} keeps (a few words per column each) before it starts afresh. */
const SETUPS_KEPT = 16;
/** A shape's algebra: χ, d and u of {@link setup}; the byte-wise division by d, the products by u mod χ. */
interface Setup {
  readonly chi: Poly;
  readonly d: CyclicModulus;
  readonly u: Poly;
  readonly timesU: FixedMulMod;
  /** Boards solved on the shape so far (its first takes the Horner pass: see {@link PRODUCT_MIN_COLS}). */
  solves: number;
}

/**
 * Columns from which the first row is found by products of polynomials (three, `fixed-mul-mod.ts`, with the row's
 * change of basis) rather than by the WebAssembly Horner pass over u (n²/64 steps). Measured (CPU time, the two
 * alternating, load 4): Horner 0.0095 against 0.012 ms at 700 columns, 0.020 against 0.013 at 1000, 0.059 against
 * 0.027 at 2000, 1.27 against 0.31 at 10000. The products need ⌊u·tⁿ/χ⌋ made once and their code compiled: a
 * fresh process's first 10000² solve took 10–20 ms more CPU that way, so a shape's first solve takes the Horner pass
 * and the products start from its second (the answer is the same ξ either way).
 */
const PRODUCT_MIN_COLS = 800;
const setups = new Map<string, Setup>();

/**
 * The algebra shared by solve and kernel: χ = f_n(t+1), p = f_m mod χ, d = gcd(p, χ), u·p ≡ d (mod χ). Kept per
 * shape (read only by its users): the extended Euclid is a tenth of a 10000² solve.
 */
function setup(m: number, n: number): Setup {
  const key = `${m}x${n}`;
  let kept = setups.get(key);
  if (!kept) {
    const chi = pathPolynomial(n, true);
    const p = polyModInPlace(pathPolynomial(m), chi);
    const { gcd, inverse } = polyXgcdMod(p, chi);
    if (setups.size >= SETUPS_KEPT) setups.clear();
    kept = { chi, d: new CyclicModulus(gcd), u: inverse, timesU: new FixedMulMod(inverse, chi), solves: 0 };
    setups.set(key, kept);
  }
  return kept;
}

/**
 * The polynomial method for the classic rule (cross + centre, plane), any m × n. Light chasing reduces the
 * board to its first row x: the last row is left with f_m(T)·x + c. Through GF(2)ⁿ ≅ GF(2)[t]/(χ_T),
 * χ_T = f_n(t + 1), that is one congruence p·ξ ≡ q_c (mod χ_T), solved by one extended Euclid over
 * bit-packed polynomials. Cost: two chasing passes (m·n/32 words each) plus O(n²/32) for the polynomials,
 * n being the shorter side; the polynomials are prepared once per shape.
 */
/** The plane only: the chase's polynomials are the path's. */
const PLANE_ONLY: EdgeSupport = [{ rows: ['clip'], cols: ['clip'] }];

export const polyChaseMethod: GridMethod = {
  name: 'poly-chase',

  edges: PLANE_ONLY,

  applies: ({ rule }) => edgesAre(rule.topology, PLANE_ONLY) && isCrossWithCenter(rule),

  nullity({ rows, cols }: GridShape, work?: WorkOptions): number {
    assertNullityWork(rows, cols, rows === cols ? pathSelfGcdSize(rows) : undefined);
    work?.signal?.throwIfAborted();
    // A much longer side is reduced by doubling modulo the short side's polynomial (any length, 2⁵³ included).
    if (Math.max(rows, cols) > 4 * Math.min(rows, cols) + 64) {
      const cross = { g00: 1, g01: 1, g10: 1, g11: 0 } as const;
      return bilinearNullity(cross, Math.max(rows, cols), Math.min(rows, cols), false, false, work);
    }
    return classicNullity(rows, cols, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const { rows, cols } = shape;
    work?.signal?.throwIfAborted();
    return orientTall(rows, cols, (m, n, flip) => {
      const algebra = setup(m, n);
      const { chi, d, u, timesU } = algebra;
      const nullity = d.modulus.degree;
      // The first rows of a kernel basis are x_i = (χ/d)(T)·Tⁱ·e₁ = Tⁱ·x₀: one evaluation, then one T per row.
      let first: Uint32Array | undefined;
      const firstRow = (): Uint32Array => (first ??= polyToPathRowFast(d.divide(chi).quotient, n, true));
      // c: the last row left by chasing with no first-row presses
      const leftover = (b: Board): Uint32Array => chase(b, m, n, null, null);
      // q_c / d: c in the basis of T (by substitution, path-substitution.ts), divided by d; null unless d | q_c
      const divided = (c: Uint32Array): Poly | null => {
        const q = pathRowToPolyFast(c, n, 0, true);
        if (nullity === 0) return q;
        const { quotient, remainder } = d.divide(q);
        return remainder.isZero() ? quotient : null;
      };
      // The first row is ξ(T)·e₁ with ξ = (q_c/d)·u mod χ, that is u(T)·(q_c/d)(T)·e₁ (χ(T) = 0): u(T) times the row
      // of q_c/d, which is c itself when d = 1 (no change of basis); else ξ by three products (FixedMulMod), back to
      // a row. Null when the board is not reachable.
      const firstPresses = (c: Uint32Array): Uint32Array | null => {
        // u(T)·r by one Horner pass over u in WebAssembly: null without the kernels, and from PRODUCT_MIN_COLS on but
        // on the shape's first solve
        const byHorner = n >= 64 && (n < PRODUCT_MIN_COLS || algebra.solves++ === 0);
        const horner = (r: Uint32Array): Uint32Array | null => (byHorner ? hornerRowWasm(u.words, u.degree, r, r.length, tailMask(n)) : null);
        const direct = nullity === 0 ? horner(c) : null;
        if (direct) return direct;
        const q = divided(c);
        if (!q) return null;
        return (nullity > 0 ? horner(polyToPathRowFast(q, n, true)) : null) ?? polyToPathRowFast(timesU.times(q), n, true);
      };
      const chaseAll = (b: Board, x: Uint32Array): Board => {
        const presses = new Board(m, n);
        // solve()'s front door may ask for the check streamed behind the chase (streamed-check.ts)
        if (!isZero(chase(b, m, n, x, presses, streamedCheckOf(b, presses)))) throw new Error('internal error: poly-chase left lights on');
        return flip(presses);
      };
      return preparedGrid(shape, {
        nullity,
        solve(lights, options) {
          const b = flip(lights);
          const x = firstPresses(leftover(b));
          options?.signal?.throwIfAborted();
          return x ? chaseAll(b, x) : null;
        },
        reachable: (lights) => nullity === 0 || divided(leftover(flip(lights))) !== null,
        proof(lights, options) {
          // The overlap of b with the quiet pattern chased from first row x is x · w, w = backwardChase(b), and
          // x_i · w = (Tⁱ·x₀) · w = x₀ · (Tⁱ·w) (T is symmetric): one T per candidate, no evaluation.
          const w = backwardChase(flip(lights));
          const x0 = firstRow();
          for (let i = 0; i < nullity; i++) {
            if ((i & 1023) === 0) options?.signal?.throwIfAborted();
            if (dotParity(x0, w) === 1) {
              const x = x0.slice();
              for (let j = 0; j < i; j++) applyPath(x, n, true);
              return flip(chaseQuiet(m, n, x));
            }
            applyPath(w, n, true);
          }
          throw new Error('internal error: no quiet pattern separates an unsolvable board');
        },
        *eachQuietPattern(options) {
          if (nullity === 0) return;
          const x = firstRow().slice();
          for (let i = 0; i < nullity; i++) {
            options?.signal?.throwIfAborted();
            options?.onProgress?.(i, nullity);
            yield flip(chaseQuiet(m, n, x));
            applyPath(x, n, true);
          }
        },
      }, polyChaseMethod);
    });
  },
};

/** The quiet pattern whose first row is x (chasing over an empty board). */
function chaseQuiet(m: number, n: number, x: Uint32Array): Board {
  const board = new Board(m, n);
  if (!isZero(chase(null, m, n, x, board))) throw new Error('internal error: kernel row does not chase to zero');
  return board;
}

/**
 * The classic nullity of every m × n board, 1 ≤ m ≤ maxRows, 1 ≤ n ≤ maxCols: `table[m − 1][n − 1]`.
 * Each path polynomial is built once; each entry is one gcd, and the table is symmetric.
 */
export function classicNullityTable(maxRows: number, maxCols: number, options: WorkOptions = {}): number[][] {
  const side = Math.max(maxRows, maxCols);
  const plain = Array.from({ length: side + 1 }, (_, k) => pathPolynomial(k));
  const shifted = Array.from({ length: side + 1 }, (_, k) => pathPolynomial(k, true));
  const table: number[][] = Array.from({ length: maxRows }, () => new Array<number>(maxCols).fill(0));
  for (let m = 1; m <= maxRows; m++) {
    options.signal?.throwIfAborted();
    for (let n = 1; n <= maxCols; n++) {
      if (n < m && n <= maxRows && m <= maxCols) {
        table[m - 1]![n - 1] = table[n - 1]![m - 1]!;
        continue;
      }
      table[m - 1]![n - 1] = gcdDegreeInPlace(shifted[n]!.clone(), plain[m]!.clone());
    }
    options.onProgress?.(m, maxRows);
  }
  return table;
}
