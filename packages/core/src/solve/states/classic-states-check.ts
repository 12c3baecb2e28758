import type { StateBoard } from '../../puzzle/state-board.ts';
import { checkStatesWasm, WASM_STATES_MIN_CELLS } from '../../wasm/states-kernels.ts';

/**
 * The check of a k-state classic answer (cross + centre on the plane) in one pass over the cells, the presses
 * summed on the way: cell (r, c) ends as wanted exactly when the presses on it and its four neighbours add up to
 * its need mod k. It reads only the need and the presses as given, and allocates one table of 5 · 255 + 1 entries; the
 * generic check (`statePressEffect(…).equals(…)`) stays the reference. From 2¹² cells it runs in WebAssembly
 * (src/wasm/states-kernels.ts) on fresh copies of both; the loop here is its reference and fallback.
 */

/**
 * Sums `presses` if they make exactly the change `need` under the classic rule on the plane (mod k).
 *
 * @param presses How many times each cell is pressed, same shape and states as `need`.
 * @param need The change of each light wanted, mod k.
 * @returns The number of presses (the sum of the counts), or −1 when some light ends otherwise, a count is k
 *   or more, or the shapes or states differ.
 */
export function classicStatesCheckedWeight(presses: StateBoard, need: StateBoard): number {
  const { rows, cols, states: k } = need;
  if (presses.rows !== rows || presses.cols !== cols || presses.states !== k) return -1;
  if (rows * cols >= WASM_STATES_MIN_CELLS) {
    const weight = checkStatesWasm(presses.cells, need.cells, rows, cols, k);
    if (weight !== null) return weight;
  }
  const x = presses.cells;
  const b = need.cells;
  const reduce = new Uint8Array(5 * 255 + 1); // five terms (each below k when the answer is valid), any byte read safely
  for (let i = 0; i < reduce.length; i++) reduce[i] = i % k;
  const zero = new Uint8Array(cols);
  let weight = 0;
  for (let r = 0; r < rows; r++) {
    const row = r * cols;
    const [ua, uo] = r > 0 ? [x, row - cols] : [zero, 0];
    const [da, dO] = r + 1 < rows ? [x, row + cols] : [zero, 0];
    let left = 0;
    let cur = x[row]!;
    const last = cols - 1;
    for (let c = 0; c < last; c++) {
      const right = x[row + c + 1]!;
      if (cur >= k || reduce[left + cur + right + ua[uo + c]! + da[dO + c]!] !== b[row + c]) return -1; // a count past k − 1 is no answer
      weight += cur;
      left = cur;
      cur = right;
    }
    if (cur >= k || reduce[left + cur + ua[uo + last]! + da[dO + last]!] !== b[row + last]) return -1;
    weight += cur;
  }
  return weight;
}
