import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

/** The kernels of wasm/kron.ts (declared here so the shared {@link Kernels} interface stays as it is). */
interface KronKernels {
  kronClasses(b: number, h: number, stride: number, period: number, phase: number, acc: number): void;
  kronRows(
    b: number,
    h: number,
    stride: number,
    xa: number,
    xb: number,
    centre: number,
    bits: number,
    lift: number,
    cyclic: number,
    ell: number,
    cells: number,
    fixes: number,
    syndromes: number,
  ): number;
}

/** Boards of fewer words than this take the TypeScript loops (the copies and calls outweigh the kernel there). */
export const WASM_KRON_MIN_WORDS = 1 << 8;

/**
 * Words of lights a block copies into the module's memory: the block, the two chased rows and the fixes stay in
 * the core's cache while the kernel reads and rewrites them.
 */
const STREAM_BLOCK_WORDS = 1 << 14;

/** A row factor as the kernel divides it: ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z², see wasm/kron.ts. */
export interface KronRowFactor {
  /** Cells in a row. */
  readonly bits: number;
  /** ℓ's coefficients of z and z², as bits 0 and 1. */
  readonly ell: number;
  /** The dividend's move up, 0 to 31 cells. */
  readonly lift: number;
  /** Whether the row is a ring. */
  readonly cyclic: boolean;
  /** β, then per boundary bit the count and cells of the quotient, the count and cells of the dividend. */
  readonly cells: Int32Array;
  /** 2^β rows of `stride` words: the quotient's fix for each boundary right-hand side. */
  readonly fixes: Uint32Array;
  /** Per right-hand side, the syndrome it leaves (non-zero: the row is out of reach). */
  readonly syndromes: Int32Array;
}

/** The module's memory with a base address, or null without the kernels or when `words` do not fit. */
function open(words: number): { k: Kernels & KronKernels; mem: Uint32Array; base: number } | null {
  const k = kernels() as (Kernels & KronKernels) | null;
  if (!k) return null;
  const base = ((k.heapBase() >>> 2) + 3) & ~3;
  const mem = memoryWords(k, 4 * (base + words + 8));
  return mem ? { k, mem, base } : null;
}

/** Rows per block, and the block's words rounded up to whole vectors. */
function blockOf(rows: number, stride: number, blockWords: number): { block: number; words: number } {
  const block = Math.min(rows, Math.max(1, Math.floor(blockWords / stride)));
  return { block, words: (block * stride + 7) & ~3 };
}

/**
 * The class sums S_ρ = Σ_{r ≡ ρ (mod period)} row r of `lights` (rows × stride words), block by block in the
 * module's memory; null without the kernels.
 *
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @returns `period` rows of `stride` words, one after the other.
 */
export function kronClassesWasm(lights: Uint32Array, rows: number, stride: number, period: number, blockWords = STREAM_BLOCK_WORDS): Uint32Array | null {
  const { block, words } = blockOf(rows, stride, blockWords);
  const accWords = (period * stride + 3) & ~3;
  const at = open(words + accWords);
  if (!at) return null;
  const { k, mem, base } = at;
  const acc = base + words;
  mem.fill(0, acc, acc + period * stride);
  for (let r0 = 0; r0 < rows; r0 += block) {
    const h = Math.min(block, rows - r0);
    mem.set(lights.subarray(r0 * stride, (r0 + h) * stride), base);
    k.kronClasses(4 * base, h, stride, period, r0 % period, 4 * acc);
  }
  const sums = mem.slice(acc, acc + period * stride);
  releaseLarge(k);
  return sums;
}

/**
 * The fused pass: x₋₁ = `before`, x₀ = `first`, x_{r+1} = b_r + c·x_r + x_{r−1}, and row r of `out` the row
 * factor's quotient of x_r (the kernel kronRows), block by block of rows: the lights copied in, rewritten in place
 * by their quotients, copied out. Null without the kernels.
 *
 * @param blockWords Words of a block (tests pass small ones to cross many block edges).
 * @returns True when every row divided, false at a row out of the row factor's reach.
 */
export function kronRowsWasm(
  lights: Uint32Array,
  rows: number,
  stride: number,
  centre: number,
  before: Uint32Array,
  first: Uint32Array,
  factor: KronRowFactor,
  out: Uint32Array,
  blockWords = STREAM_BLOCK_WORDS,
): boolean | null {
  const { block, words } = blockOf(rows, stride, blockWords);
  const rowWords = (stride + 3) & ~3;
  const fixWords = (factor.fixes.length + 3) & ~3;
  const at = open(words + 2 * rowWords + fixWords + factor.cells.length + factor.syndromes.length + 8);
  if (!at) return null;
  const { k, mem, base } = at;
  let xa = base + words;
  let xb = xa + rowWords;
  const fixes = xb + rowWords;
  const cells = fixes + fixWords;
  const syndromes = cells + factor.cells.length;
  mem.set(before.subarray(0, stride), xa);
  mem.set(first.subarray(0, stride), xb);
  mem.set(factor.fixes, fixes);
  new Int32Array(mem.buffer).set(factor.cells, cells);
  new Int32Array(mem.buffer).set(factor.syndromes, syndromes);
  const { bits, lift, ell } = factor;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const h = Math.min(block, rows - r0);
    mem.set(lights.subarray(r0 * stride, (r0 + h) * stride), base);
    const failed = k.kronRows(4 * base, h, stride, 4 * xa, 4 * xb, centre, bits, lift, factor.cyclic ? 1 : 0, ell, 4 * cells, 4 * fixes, 4 * syndromes);
    if (failed >= 0) {
      releaseLarge(k);
      return false;
    }
    out.set(mem.subarray(base, base + h * stride), r0 * stride);
    if (h & 1) [xa, xb] = [xb, xa];
  }
  releaseLarge(k);
  return true;
}
