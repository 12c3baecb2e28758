import { tailMask, wordsFor, xorShiftedWords } from './words.ts';

/**
 * Periodic folds of bit rows: bin i of `fold` is the XOR of the cells ≡ i (mod period), and `tile` writes a
 * periodic pattern out again. Multiplying a ring row by Σⱼ s^{j·p} (the sum of all its p-rotations) is a fold
 * followed by a tile, which is how the idempotents of sⁿ + 1 for the primes 1 + s and 1 + s + s² act (see
 * `row-split.ts`). Both run a word at a time: the blocks are lcm(32, period) bits.
 */

/** Greatest common divisor of two positive integers. */
function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Bits [from, from + 32) of a row, zero past its end (`from` ≥ 0). */
function read32(row: Uint32Array, from: number): number {
  const k = from >>> 5;
  const b = from & 31;
  const lo = row[k] ?? 0;
  if (b === 0) return lo;
  return ((lo >>> b) | ((row[k + 1] ?? 0) << (32 - b))) >>> 0;
}

/** The `period` bins of the first `bits` cells of `src` (from word `offset`): bin i = ⊕ cells ≡ i (mod period). */
export function foldPeriod(src: Uint32Array, bits: number, period: number, offset = 0): Uint32Array {
  const block = (32 / gcd(32, period)) * period; // lcm(32, period) bits
  const blockWords = block >>> 5;
  const acc = new Uint32Array(blockWords);
  const words = wordsFor(bits);
  for (let k = 0; k < words; k++) {
    let w = src[offset + k]!;
    if (k === words - 1) w &= tailMask(bits);
    acc[k % blockWords]! ^= w;
  }
  if (block === period) return acc;
  const bins = new Uint32Array(wordsFor(period));
  for (let i = 0; i < block; i++) if ((acc[i >>> 5]! >>> (i & 31)) & 1) bins[(i % period) >>> 5]! ^= 1 << (i % period & 31);
  return bins;
}

/** dst (`bits` cells from word `offset`) ^= the pattern repeated: cell j gets pattern[(j + phase) mod period]. */
export function xorTiled(dst: Uint32Array, bits: number, pattern: Uint32Array, period: number, phase = 0, offset = 0): void {
  // Enough copies of the pattern that 32 bits can be read at any start below `period`.
  const copies = Math.ceil((period + 64) / period);
  const buf = new Uint32Array(wordsFor(copies * period) + 2);
  const patternWords = wordsFor(period);
  const clean = pattern.slice(0, patternWords);
  clean[patternWords - 1]! &= tailMask(period);
  for (let c = 0; c < copies; c++) xorShiftedWords(buf, clean, patternWords, c * period);
  const words = wordsFor(bits);
  let start = ((phase % period) + period) % period;
  for (let k = 0; k < words; k++) {
    let w = read32(buf, start);
    if (k === words - 1) w &= tailMask(bits);
    dst[offset + k]! ^= w;
    start = (start + 32) % period;
  }
}
