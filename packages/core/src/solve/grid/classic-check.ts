import { popcount32, tailMask } from '../../gf2/words.ts';
import { assertBoard, Board } from '../../puzzle/board.ts';
import { isCrossWithCenter, type Rule } from '../../puzzle/rule.ts';
import { type EdgeSupport, edgesAre } from '../../puzzle/topology.ts';
import { checkClassicWasm, WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';
import { takeReceipt } from './streamed-check.ts';

/**
 * The check of a classic answer (cross + centre on the plane) in one pass over the words, the presses counted
 * on the way. Row r of lights + A·presses is b_r + p_{r−1} + T·p_r + p_{r+1} (T the tridiagonal all-ones matrix
 * on a row), so every light ends off exactly when b_r + T·p_r + p_{r−1} equals p_{r+1} in every row. The check
 * reads only the lights and the presses as given: it shares no state with the chase that found the presses
 * (in WebAssembly both are copied afresh, a block of rows at a time, so any size fits the module's memory). The
 * same pass checks that no bit past the last column is set in either, so the boards need no separate walk over
 * their rows (`assertBoard`) first. The generic check (`RowOperator.clears`) stays the reference. When `solve()`'s
 * front door had the same check run on these very presses and lights behind the chase that wrote them, while they were
 * in cache (streamed-check.ts), its receipt stands for the pass.
 */

/** The plane: where the classic rule's one-pass check applies. */
const PLANE: EdgeSupport = [{ rows: ['clip'], cols: ['clip'] }];

/** True for the classic rule (cross + centre) on the plane: the rule {@link classicCheckedWeight} checks. */
export function isClassicPlane(rule: Rule): boolean {
  return isCrossWithCenter(rule) && edgesAre(rule.topology, PLANE);
}

/**
 * Counts `presses` if they turn every light of `lights` off under the classic rule on the plane.
 *
 * @param presses The presses, same shape as `lights`.
 * @param lights The lights to clear.
 * @returns The number of presses, or −1 when some light stays on (or the shapes differ, or a press lies past the
 *   last column).
 * @throws {ArgumentError} when either is not a {@link Board} with words of its length, or `lights` has a bit set past
 *   its last column.
 */
export function classicCheckedWeight(presses: Board, lights: Board): number {
  const streamed = takeReceipt(presses, lights); // these very presses checked against these lights behind the chase
  if (streamed !== undefined) return streamed;
  if (!(lights instanceof Board) || lights.words.length !== lights.rows * lights.stride) assertBoard(lights);
  if (!(presses instanceof Board) || presses.words.length !== presses.rows * presses.stride) assertBoard(presses, 'presses');
  const { rows, cols, stride } = lights;
  if (presses.rows !== rows || presses.cols !== cols) return -1;
  const size = rows * stride;
  const wasm = size >= WASM_CHASE_MIN_WORDS ? checkClassicWasm(presses.words, lights.words, rows, stride, tailMask(cols)) : null;
  const weight = wasm ?? classicCheckedWeightTs(presses.words, lights.words, rows, stride, tailMask(cols));
  if (weight === -2) assertBoard(lights); // throws: names the row with a light past the last column
  return Math.max(weight, -1);
}

/**
 * {@link classicCheckedWeight} in TypeScript: the reference of the WebAssembly kernel and its fallback.
 *
 * @returns The number of presses, −1 when some light stays on (or a press lies past the last column), −2 when a
 *   light does.
 */
export function classicCheckedWeightTs(p: Uint32Array, b: Uint32Array, rows: number, stride: number, tail: number): number {
  const last = stride - 1;
  const zero = new Uint32Array(stride);
  let weight = 0;
  for (let r = 0; r < rows; r++) {
    const cur = r * stride;
    if ((b[cur + last]! & ~tail) !== 0) return -2;
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
    bad |= (((b[cur + last]! ^ ua[uo + last]! ^ w ^ ((w << 1) | (left >>> 31)) ^ (w >>> 1)) & tail) ^ da[dO + last]!) | (w & ~tail);
    weight += popcount32(w);
    if (bad !== 0) return -1;
  }
  return weight;
}
