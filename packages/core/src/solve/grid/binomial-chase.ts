import type { WorkOptions } from '../../work.ts';
import { xorNearShifts } from '../../gf2/shift.ts';
import { Board } from '../../puzzle/board.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { namedStencil, type Stencil } from '../../puzzle/stencil.ts';
import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { binomialChaseWasm } from '../../wasm/binomial-kernels.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';

/**
 * The diagonal rule with centre on a torus with a side of m = 2ᵏ rows (rows of any width n ≥ 3), in one chase.
 * Down the columns the ring is GF(2)[y]/(y^m + 1) = GF(2)[w]/(w^m) with w = 1 + y, and A = 1 + X·Y with
 * X = x + x⁻¹ (in a row) and Y = y + y⁻¹ = w²/(1 + w). Times the unit 1 + w: (1 + w)·A = (1 + w) + w²·X, so in the
 * w basis (p = Σ w^j·p_j) the presses are p_j = b'_j + b'_{j−1} + p_{j−1} + X·p_{j−2} (b' = b in that basis,
 * p_{−1} = p_{−2} = 0): one pass, no division. A is invertible (X·Y is nilpotent: Y^{m/2} = 0), so the nullity is 0.
 * The change of basis y^r = (1 + w)^r = Σ_{j ⊆ r} w^j (Lucas) is the superset-sum transform over the row indices
 * ({@link binomialTransform}), its own inverse over GF(2).
 */

/** Words of a block of rows whose small passes of the transform run together (kept in the first-level cache). */
const BLOCK_WORDS = 1 << 13;

/** words[r] ^= words[r + h] (rows of `stride` words) for every r in [from, to) with bit log₂h of r − from clear. */
function transformPass(words: Uint32Array, stride: number, from: number, to: number, h: number): void {
  const span = h * stride;
  for (let base = from * stride, end = to * stride; base < end; base += 2 * span) {
    for (let i = base, top = base + span; i < top; i++) words[i]! ^= words[i + span]!;
  }
}

/**
 * The binomial (superset-sum) transform of m = 2ᵏ rows in place: row j becomes the sum of the rows r ⊇ j (bitwise),
 * the coefficients of w^j of Σ y^r·row_r with w = 1 + y. Its own inverse over GF(2). The passes of small span run
 * block by block (each block of rows stays in cache), the rest over the whole board.
 *
 * @param words m rows of `stride` words.
 * @param stride Words per row.
 * @param m Rows, a power of 2.
 */
export function binomialTransform(words: Uint32Array, stride: number, m: number): void {
  let block = 1;
  while (block < m && 2 * block * stride <= BLOCK_WORDS) block *= 2;
  for (let from = 0; from < m; from += block) for (let h = 1; h < block; h *= 2) transformPass(words, stride, from, from + block, h);
  for (let h = block; h < m; h *= 2) transformPass(words, stride, 0, m, h);
}

/**
 * The chase in the w basis, in place: row j (b'_j on entry) becomes p_j = b'_j + b'_{j−1} + p_{j−1} + X·p_{j−2}, X
 * the two neighbours in a row of n cells: cyclic (the torus), or clipped when `cyclic` is false (the cylinder).
 */
export function binomialChaseRows(words: Uint32Array, stride: number, m: number, n: number, cyclic = true): void {
  const before = new Uint32Array(stride); // b'_{j−1}
  for (let j = 0; j < m; j++) {
    const at = j * stride;
    for (let i = 0; i < stride; i++) {
      const b = words[at + i]!;
      words[at + i] = b ^ before[i]! ^ (j > 0 ? words[at - stride + i]! : 0);
      before[i] = b;
    }
    if (j >= 2) xorNearShifts(words, at, words, at - 2 * stride, stride, n, false, true, true, cyclic);
  }
}

/**
 * Presses for `lights` on an m × n torus with m = 2ᵏ rows (the diagonal rule with centre), or with `cyclic` false on the
 * cylinder whose ring is those rows (the columns clipped): a new board.
 */
export function binomialSolve(lights: Board, cyclic = true): Board {
  const { rows: m, cols: n, stride } = lights;
  const presses = new Board(m, n);
  if (binomialChaseWasm(presses.words, lights.words, m, n, undefined, cyclic)) return presses;
  presses.words.set(lights.words);
  binomialTransform(presses.words, stride, m);
  binomialChaseRows(presses.words, stride, m, n, cyclic);
  binomialTransform(presses.words, stride, m);
  return presses;
}

/** True for 2ᵏ (and 0). */
export const isPowerOfTwo = (v: number): boolean => (v & (v - 1)) === 0;

let diagonalOffsets: Stencil['offsets'] | undefined;

/** True when the stencil is exactly the diagonal with centre. */
export function isDiagonalWithCenter(rule: Rule): boolean {
  const o = rule.stencil.offsets;
  diagonalOffsets ??= namedStencil('diagonal').offsets;
  const want = diagonalOffsets;
  return o.length === want.length && o.every(([dr, dc], i) => dr === want[i]![0] && dc === want[i]![1]);
}

/** The torus only: both sides are rings. */
const TORUS_ONLY: EdgeSupport = [{ rows: ['wrap'], cols: ['wrap'] }];

/** The diagonal rule with centre on a torus with a side of 2ᵏ ≥ 4 (the other ≥ 3: shorter sides make neighbours coincide). */
export const binomialChaseMethod: GridMethod = {
  name: 'binomial-chase',

  edges: TORUS_ONLY,

  applies: ({ rule, rows, cols }) =>
    edgesAre(rule.topology, TORUS_ONLY) && isDiagonalWithCenter(rule) && rows >= 3 && cols >= 3 && (isPowerOfTwo(rows) || isPowerOfTwo(cols)),

  nullity: () => 0,

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    work?.signal?.throwIfAborted();
    const turned = !isPowerOfTwo(shape.rows); // chase down the side of 2ᵏ: the rows of the turned board
    return preparedGrid(
      shape,
      {
        nullity: 0,
        solve(lights, options) {
          options?.signal?.throwIfAborted();
          if (!turned) return binomialSolve(lights);
          return transposeBoard(binomialSolve(transposeBoard(lights)));
        },
        eachQuietPattern: () => [],
      },
      binomialChaseMethod,
    );
  },
};
