import { type Hold, holdTop, type Kernels, kernels, memoryWords, releaseLarge, stillHeld } from './kernels.ts';
import type { KronRowFactor } from './kron-kernels.ts';
import { TRANSPOSE_SCRATCH_BYTES } from './transpose-kernels.ts';

/**
 * The two steps of twist-product (`src/solve/grid/twist-product.ts`) on a board whose ROWS twist, each in one trip
 * into the module's memory with the transpose inside it: the lights go in as given and are transposed, lifted onto
 * the rings and divided there, z coming out upright (`turnedRingDivide`); z goes back in, its columns are divided
 * and the result is transposed before it comes out (`turnedColumnDivide`). In place of `transposeBoard` (a copy in,
 * a copy out to a new board each way), the lift and projection in TypeScript and the division's blocks of rows
 * copied in and out. The kernels are those of `row-divide-kernels.ts`, `column-divide-kernels.ts`,
 * `cover-kernels.ts` and `transpose-kernels.ts`, whose wrappers (with the TypeScript path) stay the reference.
 */

/** The kernels this file calls that the shared {@link Kernels} interface does not declare. */
interface ProductKernels {
  divideRows(dst: number, src: number, h: number, stride: number, bits: number, lift: number, cyclic: number, ell: number, cells: number, fixes: number, syndromes: number): number;
  columnDivide(p: number, m: number, stride: number, v0: number, flags: number): void;
}

/** Words from 16-byte aligned word `at` on, rounded up to a whole vector, and 4 more. */
const span = (at: number, words: number): number => at + ((words + 3) & ~3) + 4;

/** The kernels and the first word past the transpose's scratch at the heap base (16-byte aligned), or null. */
function open(): { k: Kernels & ProductKernels; scratch: number; base: number } | null {
  const k = kernels() as (Kernels & ProductKernels) | null;
  if (!k) return null;
  const scratch = ((k.heapBase() + 15) >>> 4) << 2;
  return { k, scratch, base: scratch + TRANSPOSE_SCRATCH_BYTES / 4 };
}

/** z of {@link turnedRingDivide}, left in the module's memory for {@link turnedColumnDivide}: its words (a view) and their hold. */
export interface HeldZ {
  readonly words: Uint32Array;
  readonly hold: Hold;
}

/**
 * Step 1 of twist-product where the rows twist: z (m rows of n cells, ⌈n/32⌉ words a row) with X·z = b for b the
 * transpose of `lights` (n rows of m cells, rows twisting; m even): the h = m/2 rings of b's cover (row r: b's row
 * r, then its row m − 1 − r) divided by the row factor, each quotient's halves z's rows r and m − 1 − r. z stays in
 * the module's memory, held at its end with a free row either side (the room {@link turnedColumnDivide} divides in).
 *
 * @returns z and −1 when every ring divided, else the index of the first ring off the factor's image (z partial);
 *   null without the kernels, room in their memory, or for odd m.
 */
export function turnedRingDivide(lights: Uint32Array, n: number, m: number, factor: KronRowFactor): { failed: number; z: HeldZ } | null {
  const opened = m % 2 === 0 ? open() : null;
  if (!opened) return null;
  const { k, scratch, base } = opened;
  const s = (m + 31) >>> 5;
  const ts = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const h = m >>> 1;
  const turned = span(base, n * s);
  const cover = span(turned, m * ts);
  const into = span(cover, h * cs);
  const fixes = span(into, h * cs);
  const cells = span(fixes, factor.fixes.length);
  const syndromes = span(cells, factor.cells.length);
  const end = span(syndromes, factor.syndromes.length);
  const mem = memoryWords(k, 4 * end);
  const hold = mem && holdTop(k, (m + 2) * ts + 4, end);
  if (!mem || !hold) return null;
  mem.set(lights.subarray(0, n * s), base);
  mem.set(factor.fixes, fixes);
  new Int32Array(mem.buffer).set(factor.cells, cells);
  new Int32Array(mem.buffer).set(factor.syndromes, syndromes);
  k.transposeBits(4 * base, n, m, 4 * s, 4 * turned, 4 * ts, 4 * scratch);
  k.liftCover(4 * turned, m, n, 4 * cover, h);
  const { bits, lift, ell } = factor;
  const failed = k.divideRows(4 * into, 4 * cover, h, cs, bits, lift, factor.cyclic ? 1 : 0, ell, 4 * cells, 4 * fixes, 4 * syndromes);
  const z = hold.from + ts;
  if (failed < 0) k.projectCover(4 * into, cs, h, m, n, 4 * z, 0, 0);
  return { failed: failed < 0 ? -1 : failed, z: { words: mem.subarray(z, z + m * ts), hold } };
}

/**
 * Step 3 of twist-product where the rows twist: out (n rows of m cells) the transpose of w with v·w = z, for z (m
 * rows of n cells, in v's image) held by {@link turnedRingDivide} and the columns' division of `column-divider.ts`
 * (v = v₀ + y; row r gets residual b when bit b of `flags[r]` is set), as `columnDivideWasm` and a transpose make
 * it, z divided where it is held.
 *
 * @returns False without the kernels or room in their memory (out untouched).
 * @throws {Error} (internal) when z is no longer held.
 */
export function turnedColumnDivide(z: HeldZ, m: number, n: number, v0: 0 | 1, flags: Uint8Array, out: Uint32Array): boolean {
  const opened = open();
  if (!opened) return false;
  const { k, scratch, base } = opened;
  const stride = (n + 31) >>> 5;
  const s = (m + 31) >>> 5;
  const flagsAt = span(base, n * s);
  const mem = memoryWords(k, 4 * span(flagsAt, (m + 3) >>> 2));
  if (!mem) return false;
  if (!stillHeld(k, z.hold)) throw new Error('internal error: z let go between the steps of twist-product');
  const p = z.hold.from; // a free row, z, a free row
  new Uint8Array(mem.buffer).set(flags.subarray(0, m), 4 * flagsAt);
  k.columnDivide(4 * p, m, stride, v0, 4 * flagsAt);
  k.transposeBits(4 * p, m, n, 4 * stride, 4 * base, 4 * s, 4 * scratch);
  out.set(mem.subarray(base, base + n * s));
  releaseLarge(k);
  return true;
}
