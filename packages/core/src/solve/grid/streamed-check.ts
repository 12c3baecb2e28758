import { tailMask } from '../../gf2/words.ts';
import type { Board } from '../../puzzle/board.ts';
import { checkClassicWasm } from '../../wasm/chase-kernels.ts';

/**
 * The check of a classic answer streamed behind the chase that writes it, for `solve()`'s front door: the chase
 * (in WebAssembly, a block of rows at a time) reports each block of rows of the presses once they are written for
 * good, and the check kernel (`checkClassic`, its own code, its own buffers) copies those rows afresh from the
 * presses' board and the lights afresh from the caller's board, while both are still in the core's cache, and
 * checks every row whose neighbours are final. It checks what the one-pass check after the solve checks
 * (`classicCheckedWeight`: every press and every light, the bits past the last column), on the final rows,
 * without reading 25 MB back from memory at 10000². Only the front door asks for it ({@link withStreamedCheck}), so
 * the method alone (the benchmark's raw method) never checks; its result is a receipt for that pair of boards, which
 * the front door's check takes instead of the pass; anything else (another board, rows left unchecked, a wrong row,
 * no kernels) leaves no receipt, and the whole check runs as before.
 */

/** The lights the front door is solving now, when it asked for a streamed check. */
let asked: Board | null = null;

/** Receipts: presses whose every row was checked against these lights, and their count. */
const receipts = new WeakMap<Board, { readonly lights: Board; readonly weight: number }>();

/**
 * Runs `run` (the front door's solve and check) asking any classic chase of exactly `lights` to check its presses
 * as it writes them.
 *
 * @param lights The lights the presses must clear (the board, or board + target).
 * @param run The solve and its check.
 * @returns What `run` returns.
 */
export function withStreamedCheck<T>(lights: Board, run: () => T): T {
  const before = asked;
  asked = lights;
  try {
    return run();
  } finally {
    asked = before;
  }
}

/**
 * The row listener a chase of `lights` into `presses` passes to the kernels' chase when the front door asked for a
 * streamed check of these lights, else undefined.
 *
 * @param lights The lights being chased (the same object the front door asked about, or no check).
 * @param presses The board the chase writes the presses into, row by row.
 * @returns `(final, free)`: rows 0 .. final − 1 of `presses` are written for good; `free` is the module's first word
 *   past the chase's buffers.
 */
export function streamedCheckOf(lights: Board, presses: Board): ((final: number, free: number) => void) | undefined {
  if (asked !== lights || presses.rows !== lights.rows || presses.cols !== lights.cols) return undefined;
  const { rows, stride, cols } = lights;
  const tail = tailMask(cols);
  let checked = 0; // rows 0 .. checked − 1 are checked
  let weight = 0;
  let failed = false;
  return (final, free) => {
    // a row is checked once the row below it is final (the last row against the zeros below the board)
    const end = final >= rows ? rows : final - 1;
    if (failed || end <= checked) return;
    const found = checkClassicWasm(presses.words, lights.words, rows, stride, tail, (end - checked) * stride, checked, end, free);
    if (found === null || found < 0) {
      failed = true; // the check after the solve runs whole, and reports or throws as it always did
      return;
    }
    weight += found;
    checked = end;
    if (checked === rows) receipts.set(presses, { lights, weight });
  };
}

/**
 * The count of `presses` when a streamed check found that they clear exactly `lights` (the receipt is used once),
 * else undefined.
 *
 * @param presses The presses the front door is about to return.
 * @param lights The lights they must clear.
 * @returns The number of presses, or undefined when no streamed check vouches for this pair.
 */
export function takeReceipt(presses: Board, lights: Board): number | undefined {
  const receipt = receipts.get(presses);
  if (receipt === undefined) return undefined;
  receipts.delete(presses);
  return receipt.lights === lights ? receipt.weight : undefined;
}
