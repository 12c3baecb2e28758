import { kernels, memoryWords, releaseLarge } from './kernels.ts';

/**
 * A polynomial as src/gf2/word-poly.ts's `WordPoly` (bit i of `words` is the coefficient of tⁱ, −1 the degree
 * of zero), restated here so that the gf2 files that call these kernels are not imported back (no cycle).
 */
interface WordPoly {
  words: Uint32Array;
  degree: number;
}

/** A 2 × 2 polynomial matrix, row-major, as src/gf2/half-gcd.ts's `PolyMatrix`. */
type PolyMatrix = [WordPoly, WordPoly, WordPoly, WordPoly];

/**
 * The GF(2)[t] kernels in WebAssembly, on the library's word arrays: the product of {@link mulWords} and the
 * bit-level Euclid of `euclidSteps` (src/gf2/). Each returns null when the kernels are not in use, and the
 * caller takes its TypeScript path; the answers are the same (the tests compare them on random input).
 * The module's memory holds the operands only during a call: u32 words are copied in and out unchanged, as
 * two little-endian u32 words are one u64 word with the same bit order.
 */

/**
 * Products with at least this many words on the shorter side go through big integers (Kronecker) rather than
 * WebAssembly. Measured (CPU time, loaded 2-core machine): WebAssembly's Karatsuba takes 7 ms at 4096 words,
 * 64 ms at 16384 and 0.59 s at 65536, where Kronecker takes 44 ms, 0.21 s and 1.1 s.
 */
export const WASM_KRONECKER_WORDS = 1 << 17;

/** Products with fewer words on the shorter side stay in TypeScript (the copy costs more than it saves). */
export const WASM_MUL_MIN_WORDS = 4;

/** The u32 words of p up to its degree, copied to `at` (a u32 index), zeros after them up to `length` words. */
function put(mem: Uint32Array, at: number, words: Uint32Array, used: number, length: number): void {
  mem.set(words.subarray(0, used), at);
  mem.fill(0, at + used, at + length);
}

/** Rounds a u32 word count up to whole u64 words. */
const even = (n: number): number => n + (n & 1);

/**
 * a·b (u32 words, all used) in WebAssembly, or null without the kernels.
 *
 * @returns A new array of `a.length + b.length` words.
 */
export function mulWordsWasm(a: Uint32Array, b: Uint32Array): Uint32Array | null {
  const k = kernels();
  if (!k) return null;
  const an = even(a.length);
  const bn = even(b.length);
  const base = k.heapBase() >>> 2;
  const pa = base;
  const pb = pa + an;
  const out = pb + bn;
  const scratch = out + an + bn;
  // the comb's table and Karatsuba's temporaries take about 8 times the operands; wasm grows past that if need be.
  // They reach at most 16 times the longer operand and 1.5 K words more (the comb's table alone is 16 times).
  let mem = memoryWords(k, 4 * (scratch + 8 * (an + bn) + 64), 4 * (scratch + 16 * (an + bn) + 1536));
  if (!mem) return null;
  put(mem, pa, a, a.length, an);
  put(mem, pb, b, b.length, bn);
  k.mul(4 * out, 4 * pa, an >>> 1, 4 * pb, bn >>> 1, 4 * scratch);
  mem = new Uint32Array(k.memory.buffer);
  const product = mem.slice(out, out + a.length + b.length);
  releaseLarge(k);
  return product;
}

/** Euclid on polynomials of lower degree stays in TypeScript (the copy costs more than it saves). */
export const WASM_EUCLID_MIN_DEGREE = 128;

/** Remainder steps per call into the module when progress or an abort check is asked for. */
const STEPS_PER_CALL = 512;

/**
 * Euclid on (u, v) by bit-level steps until deg v ≤ `goal` (or v = 0), tracking the matrix when `track` is set,
 * in WebAssembly; the same contract as `euclidSteps`. Null without the kernels.
 *
 * @param tick Called between batches of steps with the degree of v (abort checks and progress).
 */
export function euclidStepsWasm(
  u: WordPoly,
  v: WordPoly,
  goal: number,
  track: boolean,
  tick?: (degree: number) => void,
): { matrix: PolyMatrix; u: WordPoly; v: WordPoly } | null {
  const k = kernels();
  if (!k) return null;
  // every buffer holds degree max + 1 (cofactors never pass it) and a spare u64 word for shifted XORs
  const length = even(((Math.max(u.degree, v.degree) + 2 + 31) >>> 5) + 2);
  const base = k.heapBase() >>> 2;
  const parts = track ? 6 : 2;
  const mem = memoryWords(k, 4 * (base + parts * length));
  if (!mem) return null;
  const at = (i: number): number => base + i * length;
  put(mem, at(0), u.words, (u.degree + 32) >>> 5, length);
  put(mem, at(1), v.words, (v.degree + 32) >>> 5, length);
  if (track) {
    for (let i = 2; i < 6; i++) mem.fill(0, at(i), at(i) + length);
    mem[at(2)] = 1;
    mem[at(5)] = 1;
  }
  k.euclidStart(4 * at(0), u.degree, 4 * at(1), v.degree, 4 * at(2), 4 * at(3), 4 * at(4), 4 * at(5));
  const budget = tick ? STEPS_PER_CALL : 0x7fffffff;
  for (;;) {
    const degree = k.euclidRun(goal, track ? 1 : 0, budget);
    if (degree < 0 || degree <= goal) break;
    tick?.(degree);
  }
  if (track) k.euclidFinish();
  const words = new Uint32Array(k.memory.buffer);
  const read = (part: number): WordPoly => {
    const degree = k.euclidDegree(part);
    const from = k.euclidPointer(part) >>> 2;
    const out = new Uint32Array(((degree + 32) >>> 5) + 1);
    if (degree >= 0) out.set(words.subarray(from, from + ((degree + 32) >>> 5)));
    return { words: out, degree };
  };
  const one = (): WordPoly => ({ words: Uint32Array.of(1), degree: 0 });
  const zero = (): WordPoly => ({ words: new Uint32Array(1), degree: -1 });
  releaseLarge(k);
  const matrix: PolyMatrix = track ? [read(2), read(3), read(4), read(5)] : [one(), zero(), zero(), one()];
  return { matrix, u: read(0), v: read(1) };
}
