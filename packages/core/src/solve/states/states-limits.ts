import { LimitError } from '../../errors.ts';

/**
 * Largest polynomial k-state work accepted, in row-cell steps: m·(n + 8) for the chase of h_m (a row costs about
 * eight steps besides its cells) plus 4·n² for the polynomials and the extended Euclid, m ≥ n the board's sides.
 * Measured at 12–24 million steps a second on a busy machine, so the limit is about ten seconds.
 */
export const MAX_STATES_POLY_WORK = 2e8;

/** Largest k-state kernel built at once, in bytes: one byte per cell of each generator. */
export const MAX_STATES_KERNEL_BYTES = 2 ** 28;

/** The polynomial work of an m × n board (m ≥ n): see {@link MAX_STATES_POLY_WORK}. */
function polyWork(m: number, n: number): number {
  return m * (n + 8) + 4 * n * n;
}

/**
 * Refuses a k-state board whose polynomial work is past {@link MAX_STATES_POLY_WORK}, before anything is allocated.
 *
 * @param rows Rows of the board.
 * @param cols Columns of the board.
 * @param p The prime.
 * @throws {LimitError} past the limit (`maxWork`).
 */
export function assertStatesPolyWork(rows: number, cols: number, p: number): void {
  const work = polyWork(Math.max(rows, cols), Math.min(rows, cols));
  if (work > MAX_STATES_POLY_WORK) {
    throw new LimitError(
      `the polynomial method over GF(${p}) on a ${rows}×${cols} board would take about ${work.toExponential(1)} steps, over the limit of ${MAX_STATES_POLY_WORK.toExponential(0)}`,
      'maxWork',
      work,
      MAX_STATES_POLY_WORK,
    );
  }
}

/**
 * Refuses a k-state kernel of `nullity` generators of rows·cols cells past {@link MAX_STATES_KERNEL_BYTES}, or
 * whose chasing (one chase and one evaluation at T per generator) is past {@link MAX_STATES_POLY_WORK}, before any
 * generator is built.
 *
 * @param nullity Number of generators.
 * @param rows Rows of the board.
 * @param cols Columns of the board.
 * @throws {LimitError} past either limit (`maxKernelBytes`, `maxWork`).
 */
export function assertStatesKernelSize(nullity: number, rows: number, cols: number): void {
  const bytes = nullity * rows * cols;
  if (bytes > MAX_STATES_KERNEL_BYTES) {
    throw new LimitError(
      `the ${nullity} quiet patterns of a ${rows}×${cols} board take ${bytes} bytes, over the limit of ${MAX_STATES_KERNEL_BYTES}`,
      'maxKernelBytes',
      bytes,
      MAX_STATES_KERNEL_BYTES,
    );
  }
  const [m, n] = [Math.max(rows, cols), Math.min(rows, cols)];
  const work = nullity * (m * (n + 8) + n * n); // per generator: one chase and one evaluation at T
  if (work > MAX_STATES_POLY_WORK) {
    throw new LimitError(
      `building the ${nullity} quiet patterns of a ${rows}×${cols} board would take about ${work.toExponential(1)} steps, over the limit of ${MAX_STATES_POLY_WORK.toExponential(0)}`,
      'maxWork',
      work,
      MAX_STATES_POLY_WORK,
    );
  }
}
