import { popcount32, tailMask } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import { checkClassicWasm, WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';

/**
 * The check of a classic answer (cross + centre on the plane) in one pass over the words, the presses counted
 * on the way. Row r of lights + A·presses is b_r + p_{r−1} + T·p_r + p_{r+1} (T the tridiagonal all-ones matrix
 * on a row), so every light ends off exactly when b_r + T·p_r + p_{r−1} equals p_{r+1} in every row. The check
 * reads only the lights and the presses as given: it shares no state with the chase that found the presses
 * (in WebAssembly both are copied afresh, a block of rows at a time, so any size fits the module's memory). The
 * generic check (`RowOperator.clears`) stays the reference.
 */

/**
 * Counts `presses` if they turn every light of `lights` off under the classic rule on the plane.
 *
 * @param presses The presses, same shape as `lights`.
 * @param lights The lights to clear.
 * @returns The number of presses, or −1 when some light stays on (or the shapes differ).
 */
export function classicCheckedWeight(presses: Board, lights: Board): number {
  const { rows, cols, stride } = lights;
  if (presses.rows !== rows || presses.cols !== cols) return -1;
  const size = rows * stride;
  if (size >= WASM_CHASE_MIN_WORDS) {
    const weight = checkClassicWasm(presses.words, lights.words, rows, stride, tailMask(cols));
    if (weight !== null) return weight;
  }
  return classicCheckedWeightTs(presses.words, lights.words, rows, stride, tailMask(cols));
}

/** {@link classicCheckedWeight} in TypeScript: the reference of the WebAssembly kernel and its fallback. */
export function classicCheckedWeightTs(p: Uint32Array, b: Uint32Array, rows: number, stride: number, tail: number): number {
  const last = stride - 1;
  const zero = new Uint32Array(stride);
  let weight = 0;
  for (let r = 0; r < rows; r++) {
    const cur = r * stride;
    const [ua, uo] = r > 0 ? [p, cur - stride] : [zero, 0];
    const [da, dO] = r + 1 < rows ? [p, cur + stride] : [zero, 0];
    let bad = 0;
    let left = 0;
    let w = p[cur]!;
    for (let k = 0; k < last; k++) {
      const right = p[cur + k + 1]!;
      bad |= b[cur + k]! ^ ua[uo + k]! ^ da[dO + k]! ^ w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
      weight += popcount32(w);
      left = w;
      w = right;
    }
    bad |= ((b[cur + last]! ^ ua[uo + last]! ^ w ^ ((w << 1) | (left >>> 31)) ^ (w >>> 1)) & tail) ^ da[dO + last]!;
    weight += popcount32(w);
    if (bad !== 0) return -1;
  }
  return weight;
}

