import { kernels, memoryWords } from './kernels.ts';

/**
 * Light chasing of the classic rule over Z/q in WebAssembly, eight cells a step (the kernel `chaseStates`): the
 * same answers as the TypeScript loop of `chase` in src/solve/states/poly-states.ts, which stays the reference
 * and the fallback. Rows are laid out with zero guards (column 0 and 16 bytes past the last cell), the need
 * copied in row by row and the presses out.
 */

/** Boards of fewer cells than this are chased in TypeScript (the copies and the call cost more). */
export const WASM_STATES_MIN_CELLS = 1 << 12;

/**
 * Chases `need` (rows × n cells, null: zero) from the first-row presses `first` (null: none) over Z/q, writing
 * every row's presses into `out` when given.
 *
 * @returns The would-be presses of the row below the board, or null without the kernels or when the board
 *   does not fit the module's memory (the caller takes the TypeScript path).
 */
export function chaseStatesWasm(need: Uint8Array | null, rows: number, n: number, q: number, first: Int32Array | null, out: Uint8Array | null): Int32Array | null {
  const at = layout(rows, n);
  if (!at) return null;
  const { k, mem, stride, zero, p, b } = at;
  if (first) for (let j = 0; j < n; j++) mem[p + 1 + j] = first[j]!;
  if (need) putRows(mem, need, rows, n, b, stride);
  k.chaseStates(p, b, rows, n, stride, q, zero);
  if (out) for (let r = 0; r < rows; r++) out.set(mem.subarray(p + r * stride + 1, p + r * stride + 1 + n), r * n);
  return Int32Array.from(mem.subarray(p + rows * stride + 1, p + rows * stride + 1 + n));
}

/**
 * Checks press counts against a need under the classic rule over Z/q in one pass (the kernel `checkStates`), on
 * fresh copies of both: it shares nothing with the chase that found the presses.
 *
 * @returns The sum of the counts when every cell ends as wanted and every count is below q, −1 otherwise, or null
 *   without the kernels or when the board does not fit the module's memory.
 */
export function checkStatesWasm(presses: Uint8Array, need: Uint8Array, rows: number, n: number, q: number): number | null {
  const at = layout(rows, n);
  if (!at) return null;
  const { k, mem, stride, zero, p, b } = at;
  putRows(mem, presses, rows, n, p, stride);
  putRows(mem, need, rows, n, b, stride);
  return k.checkStates(p, b, rows, n, stride, q, zero);
}

/**
 * ξ(T)·z over Z/q (T the tridiagonal all-ones matrix on a row of n cells) by Horner's rule in WebAssembly (the
 * kernel `hornerStates`, from a table of the q multiples of z that it builds).
 *
 * @param xi The coefficients, each below q, lowest first.
 * @param z The row, n values below q.
 * @returns A new row, or null without the kernels or when the table does not fit the module's memory.
 */
export function hornerStatesWasm(xi: Int32Array, z: Int32Array, n: number, q: number): Int32Array | null {
  const k = kernels();
  if (!k || xi.length === 0) return null;
  const stride = (n + 2 + 16 + 15) & ~15;
  const v = (k.heapBase() + 15) & ~15;
  const w = v + stride;
  const multiples = w + stride;
  const coefficients = multiples + q * stride;
  const end = coefficients + xi.length + 16;
  if (!memoryWords(k, end)) return null;
  const mem = new Uint8Array(k.memory.buffer, 0, end);
  mem.fill(0, multiples, coefficients);
  for (let i = 0; i < n; i++) mem[multiples + stride + 1 + i] = z[i]!; // row 1; the kernel builds the others
  for (let j = 0; j < xi.length; j++) mem[coefficients + j] = xi[j]!;
  const at = k.hornerStates(multiples, coefficients, xi.length - 1, v, w, n, stride, q);
  return Int32Array.from(mem.subarray(at + 1, at + 1 + n));
}

/**
 * The change of basis γ = Σ v_j·g_{j+1} over Z/q by Clenshaw's rule in WebAssembly (the kernel `basisStates`): the
 * same coefficients as `toPolynomial` in src/solve/states/poly-states.ts, which stays the reference and fallback.
 *
 * @param v The row, n values below q.
 * @returns The n coefficients of γ, lowest first (not trimmed), or null without the kernels or when the rows do not
 *   fit the module's memory.
 */
export function basisStatesWasm(v: Int32Array, n: number, q: number): Int32Array | null {
  const k = kernels();
  if (!k) return null;
  const stride = (n + 1 + 16 + 15) & ~15;
  const a = (k.heapBase() + 15) & ~15;
  const c = a + stride;
  const values = c + stride;
  const end = values + n;
  if (!memoryWords(k, end)) return null;
  const mem = new Uint8Array(k.memory.buffer, 0, end);
  mem.fill(0, a, values);
  for (let j = 0; j < n; j++) mem[values + j] = v[j]!;
  const at = k.basisStates(a, c, values, n, q);
  return Int32Array.from(mem.subarray(at + 1, at + 1 + n));
}

/** The guarded rows in the module's memory, zeroed: a zero row, rows + 1 rows of presses, rows of need. */
function layout(rows: number, n: number) {
  const k = kernels();
  if (!k) return null;
  const stride = (n + 2 + 16 + 15) & ~15;
  const zero = (k.heapBase() + 15) & ~15;
  const p = zero + stride;
  const b = p + (rows + 1) * stride;
  const end = b + rows * stride;
  if (!memoryWords(k, end)) return null;
  const mem = new Uint8Array(k.memory.buffer, 0, end);
  mem.fill(0, zero, end); // every guard, and the memory's earlier contents
  return { k, mem, stride, zero, p, b };
}

/** Row r of `cells` (rows × n) to byte `at + r·stride + 1`. */
function putRows(mem: Uint8Array, cells: Uint8Array, rows: number, n: number, at: number, stride: number): void {
  for (let r = 0; r < rows; r++) mem.set(cells.subarray(r * n, r * n + n), at + r * stride + 1);
}
