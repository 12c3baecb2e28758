import { tailMask } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import { chaseWasm, WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';

/**
 * Row kernels of light chasing for the classic rule (cross + centre on the plane). With T the n×n
 * tridiagonal all-ones matrix acting on one row, pressing row k with P_k and clearing row k by the presses
 * below gives P_{k+1} = b_k + T·P_k + P_{k−1}. Rows are `stride` words, bit j = column j.
 */

/** dst = b + T·cur + prev, one row. Bits past `n` are cleared. */
function chaseRow(
  dst: Uint32Array,
  d: number,
  cur: Uint32Array,
  c: number,
  prev: Uint32Array,
  p: number,
  b: Uint32Array,
  bo: number,
  stride: number,
  tail: number,
): void {
  let left = 0;
  let w = cur[c]!;
  const last = stride - 1;
  for (let k = 0; k < last; k++) {
    const right = cur[c + k + 1]!;
    dst[d + k] = b[bo + k]! ^ prev[p + k]! ^ w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    left = w;
    w = right;
  }
  dst[d + last] = (b[bo + last]! ^ prev[p + last]! ^ w ^ ((w << 1) | (left >>> 31)) ^ (w >>> 1)) & tail;
}

/**
 * Chases `lights` (null: all off) down from the first-row presses `first` (null: none). When `out` is
 * given, the presses of every row are written into it. Returns the would-be presses of the row below the
 * board: zero exactly when the presses clear every light. Big boards (from 2¹⁴ words, any size: a block of rows at a
 * time) are chased in WebAssembly when the kernels load (src/wasm/chase-kernels.ts); this loop is the reference and
 * the fallback. `onRows` hears of the rows of `out` written for good, in WebAssembly only (`chaseWasm`).
 */
export function chase(
  lights: Board | null,
  rows: number,
  cols: number,
  first: Uint32Array | null,
  out: Board | null,
  onRows?: (final: number, free: number) => void,
): Uint32Array {
  const stride = (cols + 31) >>> 5;
  const tail = tailMask(cols);
  if (rows * stride >= WASM_CHASE_MIN_WORDS) {
    const leftover = chaseWasm(lights ? lights.words : null, rows, stride, tail, first, out ? out.words : null, undefined, onRows);
    if (leftover) return leftover;
  }
  const zero = new Uint32Array(stride);
  const b = lights ? lights.words : null;
  const leftover = new Uint32Array(stride);
  if (out) {
    const P = out.words;
    if (first) P.set(first.subarray(0, stride), 0);
    else P.fill(0, 0, stride);
    for (let k = 0; k < rows; k++) {
      const dst = k + 1 < rows ? P : leftover;
      const dOff = k + 1 < rows ? (k + 1) * stride : 0;
      chaseRow(dst, dOff, P, k * stride, k > 0 ? P : zero, k > 0 ? (k - 1) * stride : 0, b ?? zero, b ? k * stride : 0, stride, tail);
    }
    return leftover;
  }
  let prev = new Uint32Array(stride);
  let cur = first ? first.slice(0, stride) : new Uint32Array(stride);
  let next = new Uint32Array(stride);
  for (let k = 0; k < rows; k++) {
    chaseRow(next, 0, cur, 0, prev, 0, b ?? zero, b ? k * stride : 0, stride, tail);
    [prev, cur, next] = [cur, next, prev];
  }
  return cur;
}

/**
 * Σ_k f_{k−1}(T)·b_k over the rows k = 1..m (Clenshaw's backward recurrence, which is chasing from the
 * bottom up). Its dot product with a first row x equals the overlap of `lights` with the board obtained by
 * chasing x over empty lights: the linear functional used to pick an unsolvability certificate.
 */
export function backwardChase(lights: Board): Uint32Array {
  const { rows, stride, cols } = lights;
  const tail = tailMask(cols);
  let after = new Uint32Array(stride); // u_{k+2}
  let cur = new Uint32Array(stride); // u_{k+1}
  let next = new Uint32Array(stride);
  for (let k = rows - 1; k >= 0; k--) {
    chaseRow(next, 0, cur, 0, after, 0, lights.words, k * stride, stride, tail);
    [after, cur, next] = [cur, next, after];
  }
  return cur;
}
