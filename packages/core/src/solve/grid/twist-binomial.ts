import { xorNearShifts } from '../../gf2/shift.ts';
import { Board } from '../../puzzle/board.ts';
import type { EdgeSupport } from '../../puzzle/topology.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { twistBinomialWasm } from '../../wasm/twist-binomial-kernels.ts';
import { binomialTransform } from './binomial-chase.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { binomialStep, invertibleMethod } from './invertible-method.ts';
import { type UprightShape, uprightShape } from './upright.ts';

/**
 * The diagonal rule with centre on the Klein bottle with m = 2ᵏ wrapping rows (columns twisting, n ≥ 3; a twist of
 * the rows is solved on the transposed board), in one chase on the board itself (not its double cover). Each
 * column is an element of S = GF(2)[y]/(y^m + 1) = GF(2)[w]/(w^m), w = 1 + y; A = 1 + X·Y with Y = y + y⁻¹ =
 * w²/(1 + w) and X the two neighbouring columns, where the seam brings the other side's column reflected:
 * R(f) = y⁻¹·f(y⁻¹) (row r to row m − 1 − r). R is not S-linear, but it commutes with Y (Y(y⁻¹) = Y), so
 * y·A·p = y·p + y·Y·X(p) = (1 + w)·p + w²·X(p) = y·b, and in the w basis (p = Σ w^j·p_j, rows of n cells)
 *
 *   p_j = b'_j + b'_{j−1} + p_{j−1} + [w^{j−2}] X(p)   (b' = b in that basis, the binomial chase of `binomial-chase.ts`).
 *
 * In the w basis R(w^i) = w^i·y^{−(i+1)} = w^i·(1 + w)^{m−1−i}, and by Lucas [w^J] R(Σ w^i·a_i) = Σ_{i ⊆ J} a_i: the
 * seam bit of [w^J] X(p) is the subset sum of the other seam column's bits up to J (i = J alone is the torus's
 * wrap). It is triangular with a unit diagonal, so A is invertible (nullity 0) and the chase is the whole solve.
 */

/** The Klein bottle, either way up. */
const KLEIN_EDGES: EdgeSupport = [
  { rows: ['wrap'], cols: ['twist'] },
  { rows: ['twist'], cols: ['wrap'] },
];

const isPowerOfTwo = (v: number): boolean => (v & (v - 1)) === 0;

/** The shape upright (columns twisting) when the method takes it: the diagonal rule with centre, m = 2ᵏ ≥ 4 wrapping rows, n ≥ 3. */
function upright(shape: GridShape): UprightShape | null {
  const u = uprightShape(shape);
  if (!u?.wraps || u.m < 4 || !isPowerOfTwo(u.m) || u.n < 3) return null;
  const { g00, g01, g10, g11 } = u.g;
  return g00 === 1 && g01 === 0 && g10 === 0 && g11 === 1 ? u : null;
}

/**
 * Online subset sums of bits a_0, a_1, … pushed in order: level t of J sums the a_i with i agreeing with J on bits
 * ≥ t and i ⊆ J below, so level t + 1 of J is level t of J plus (bit t of J set) level t of J − 2ᵗ (pushed before).
 */
export class SubsetSums {
  private readonly levels: Uint8Array;
  private readonly k: number;

  /** @param m How many bits will be pushed, a power of 2. */
  constructor(private readonly m: number) {
    this.k = 31 - Math.clz32(m);
    this.levels = new Uint8Array((this.k + 1) * m);
  }

  /** Pushes a_J (J the count pushed so far) and returns Σ_{i ⊆ J} a_i. */
  push(j: number, bit: number): number {
    const { levels, m } = this;
    let s = bit & 1;
    levels[j] = s;
    for (let t = 0; t < this.k; t++) {
      if ((j >>> t) & 1) s ^= levels[t * m + (j ^ (1 << t))]!;
      levels[(t + 1) * m + j] = s;
    }
    return s;
  }
}

/**
 * The chase in the w basis, in place (the TypeScript reference of the kernel): row j (b'_j on entry) becomes p_j,
 * X on the Klein bottle's rows of n cells (see the file comment).
 */
export function twistBinomialChaseRows(words: Uint32Array, stride: number, m: number, n: number): void {
  const before = new Uint32Array(stride); // b'_{j−1}
  const first = new SubsetSums(m); // column 0's bits of the p_i
  const last = new SubsetSums(m); // column n − 1's bits
  const toFirst = new Uint8Array(m); // [w^J] of R(column n − 1), the bit column 0 receives
  const toLast = new Uint8Array(m);
  const lastWord = (n - 1) >>> 5;
  const lastBit = (n - 1) & 31;
  for (let j = 0; j < m; j++) {
    const at = j * stride;
    binomialStep(words, at, stride, before, j);
    if (j >= 2) {
      xorNearShifts(words, at, words, at - 2 * stride, stride, n, false, true, true, false);
      words[at]! ^= toFirst[j - 2]!;
      words[at + lastWord]! ^= toLast[j - 2]! << lastBit;
    }
    toLast[j] = first.push(j, words[at]!);
    toFirst[j] = last.push(j, words[at + lastWord]! >>> lastBit);
  }
}

/** Presses for `lights` on the upright m × n Klein bottle (m = 2ᵏ): a new board. */
export function twistBinomialSolve(lights: Board): Board {
  const { rows: m, cols: n, stride } = lights;
  const presses = new Board(m, n);
  if (twistBinomialWasm(presses.words, lights.words, m, n)) return presses;
  presses.words.set(lights.words);
  binomialTransform(presses.words, stride, m);
  twistBinomialChaseRows(presses.words, stride, m, n);
  binomialTransform(presses.words, stride, m);
  return presses;
}

/** The diagonal rule with centre on the Klein bottle with a wrapping side of 2ᵏ ≥ 4 and a twisted side ≥ 3 (see the file comment). */
export const twistBinomialMethod: GridMethod = invertibleMethod('twist-binomial-chase', KLEIN_EDGES, upright, (lights, u) => (u.transposed ? transposeBoard(twistBinomialSolve(transposeBoard(lights))) : twistBinomialSolve(lights)));
