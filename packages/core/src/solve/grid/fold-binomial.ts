import { xorNearShifts } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { coverTransposedWasm } from '../../wasm/cover-kernels.ts';
import { foldBinomialWasm, foldStripsWasm } from '../../wasm/twist-binomial-kernels.ts';
import { binomialTransform } from './binomial-chase.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { binomialStep, invertibleMethod } from './invertible-method.ts';
import { ONE_TWIST_EDGES, type UprightShape, uprightShape } from './upright.ts';

/**
 * The diagonal rule with centre on the Möbius strip and the Klein bottle whose twisted side has n = 2ᵏ⁻¹ ≥ 4 cells
 * and whose other side an even m, in one chase on the folded board (board-sized: not the double cover). Seen with
 * the rows twisting (ring position j, a twist of the columns is solved on the transposed board), columns c and
 * m − 1 − c pair up: the board is the free module of rank h = m/2 over S = GF(2)[y]/(y^{2n} + 1) = GF(2)[w]/(w^{2n}),
 * w = 1 + y, with basis the cells (0, i), i < h, where y^j·(0, i) is cell (j, i) and y^{n+j}·(0, i) is (j, m − 1 − i)
 * (the fold T: 2n rows of h cells, T_j = row j's first h cells, T_{n+j} its last h reversed). There Y = y + y⁻¹ =
 * w²/(1 + w) is a scalar and X (the two neighbouring columns) is S-linear: a path of h cells whose last cell's
 * right neighbour is itself times y^n = 1 + w^n (and, on the Klein bottle, the first cell's left one likewise). So
 * y·A·p = (1 + w)·p + w²·X(p) = y·b and in the w basis (the superset-sum transform over the 2n fold rows)
 *
 *   p_j = b'_j + b'_{j−1} + p_{j−1} + X₀(p_{j−2}) + [j − 2 ≥ n]·p_{j−2−n} on the end cells,
 *
 * X₀ the path with each folded end cell its own neighbour: triangular with a unit diagonal, so A is invertible.
 */

const isPowerOfTwo = (v: number): boolean => (v & (v - 1)) === 0;

/** The shape upright (columns twisting) when the method takes it: the diagonal rule with centre, n = 2ᵏ⁻¹ ≥ 4, m even. */
function upright(shape: GridShape): UprightShape | null {
  const u = uprightShape(shape);
  if (!u || u.n < 4 || !isPowerOfTwo(u.n) || u.m < 2 || u.m % 2 !== 0) return null;
  const { g00, g01, g10, g11 } = u.g;
  return g00 === 1 && g01 === 0 && g10 === 0 && g11 === 1 ? u : null;
}

/** Bits from … from + 31 (from > −32) of the row of `bits` cells at word `off`, bits outside the row read as 0 (its tail bits are 0). */
function bitsAt(src: Uint32Array, off: number, from: number, bits: number): number {
  if (from < 0) return src[off]! << -from;
  const q = from >>> 5;
  const b = from & 31;
  const words = wordsFor(bits);
  const lo = q < words ? src[off + q]! : 0;
  if (b === 0) return lo;
  return (lo >>> b) | (q + 1 < words ? src[off + q + 1]! << (32 - b) : 0);
}

/** The fold T (2n rows of h cells, see the file comment) of a board whose n rows twist and m = 2h columns pair up. */
export function foldRows(board: Board): Board {
  const { rows: n, cols: m, stride, words } = board;
  const h = m >>> 1;
  const t = new Board(2 * n, h);
  const hs = t.stride;
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < hs; k++) {
      const mask = k === hs - 1 ? tailMask(h) : -1;
      t.words[j * hs + k] = words[j * stride + k]! & mask;
      // bit i of T_{n+j} is cell m − 1 − i: the 32 bits from m − 32 − 32k, reversed
      t.words[(n + j) * hs + k] = reverse32(bitsAt(words, j * stride, m - 32 - 32 * k, m)) & mask;
    }
  }
  return t;
}

/** The board (n rows of m = 2h cells) of a fold T: the inverse of {@link foldRows}. */
export function unfoldRows(t: Board): Board {
  const n = t.rows >>> 1;
  const h = t.cols;
  const board = new Board(n, 2 * h);
  const { stride } = board;
  const hs = t.stride;
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < stride; k++) {
      // cells c < h from T_j, cells c ≥ h (cell c is bit m − 1 − c of T_{n+j}) reversed: bits outside read as 0
      const low = k < hs ? t.words[j * hs + k]! : 0;
      board.words[j * stride + k] = (low | reverse32(bitsAt(t.words, (n + j) * hs, 2 * h - 32 - 32 * k, h))) & (k === stride - 1 ? tailMask(2 * h) : -1);
    }
  }
  return board;
}

/** The bits of a word in reverse order. */
function reverse32(v: number): number {
  v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
  v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
  v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
  v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
  return ((v >>> 16) | (v << 16)) | 0;
}

/**
 * The chase in the w basis on the fold, in place: row j (b'_j on entry, 2n rows of h cells) becomes p_j (see the file
 * comment); `wraps`: the Klein bottle (both end cells folded), else the Möbius strip (the last only).
 */
export function foldBinomialChaseRows(words: Uint32Array, h: number, twoN: number, wraps: boolean): void {
  const stride = wordsFor(h);
  const n = twoN >>> 1;
  const before = new Uint32Array(stride); // b'_{j−1}
  const lastWord = (h - 1) >>> 5;
  const lastBit = (h - 1) & 31;
  for (let j = 0; j < twoN; j++) {
    const at = j * stride;
    binomialStep(words, at, stride, before, j);
    if (j < 2) continue;
    const src = at - 2 * stride;
    xorNearShifts(words, at, words, src, stride, h, false, true, true, false);
    const far = j - 2 >= n ? src - n * stride : -1; // p_{j−2−n}
    words[at + lastWord]! ^= (((words[src + lastWord]! ^ (far >= 0 ? words[far + lastWord]! : 0)) >>> lastBit) & 1) << lastBit;
    if (wraps) words[at]! ^= (words[src]! ^ (far >= 0 ? words[far]! : 0)) & 1;
  }
}

/** Presses for `lights` on a board whose n = 2ᵏ⁻¹ rows twist and whose m = 2h columns clip or wrap (`wraps`): a new board. */
export function foldBinomialSolve(lights: Board, wraps: boolean): Board {
  const { rows: n, cols: m } = lights;
  const presses = new Board(n, m);
  if (foldBinomialWasm(presses.words, lights.words, n, m, wraps)) return presses;
  const t = foldRows(lights);
  binomialTransform(t.words, t.stride, 2 * n);
  foldBinomialChaseRows(t.words, t.cols, 2 * n, wraps);
  binomialTransform(t.words, t.stride, 2 * n);
  return unfoldRows(t);
}

/**
 * Whether the registry chooses the method for a shape it takes: always, except on a Klein bottle whose 2ᵏ wrapping
 * rows twist-binomial-chase solves as it is. Where the columns twist, the kernels chase the board in column strips
 * (from 1024 words on; 1.6–2.4 ms a transpose in TypeScript at 2048² left fold-chase's Neumann product over the
 * m × 2n cover the faster method wherever the kernels held it).
 */
export function foldBinomialChosen(shape: GridShape): boolean {
  const u = upright(shape);
  if (!u) return false;
  return u.transposed || !(u.wraps && isPowerOfTwo(u.m));
}

/**
 * The diagonal rule with centre on the Möbius strip and Klein bottle with a twisted side of 2ᵏ⁻¹ ≥ 4 and an even
 * other side (see the file comment): the board as it is when its rows twist, else its transpose.
 */
export const foldBinomialMethod: GridMethod = invertibleMethod('fold-binomial-chase', ONE_TWIST_EDGES, upright, (lights, u) =>
  u.transposed ? foldBinomialSolve(lights, u.wraps) : foldBinomialTurned(lights, u.wraps),
);

/**
 * Presses for `lights` whose columns twist, in one trip into the kernels' memory when they hold it: from 128 columns
 * the fold chased on the board as it is, 128 columns at a time transposed on the fly (`foldStripsWasm`: no transpose
 * of the board); narrower, the fold of the transposed board is the transpose of the cover's first h rows (cover row
 * i: the board's row i, then its row m − 1 − i; see `cover-rows.ts`), so the lights are lifted and transposed, the
 * fold chased, and the presses transposed back and projected; else {@link foldBinomialSolve} between two transposes.
 */
function foldBinomialTurned(lights: Board, wraps: boolean): Board {
  const { rows: m, cols: n } = lights; // n twisting columns, m = 2h rows
  const h = m >>> 1;
  const presses = new Board(m, n);
  if (foldStripsWasm(presses.words, lights.words, m, n, wraps)) return presses;
  const fits = coverTransposedWasm(presses.words, lights.words, m, n, wordsFor(h) + 4, (k, at, free) => k.foldBinomialRows(at, n, h, wraps ? 1 : 0, free));
  return fits ? presses : transposeBoard(foldBinomialSolve(transposeBoard(lights), wraps));
}
