import { type Kernels, kernels, memoryWords, releaseLarge } from './kernels.ts';

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

/**
 * The u32 words of p up to its degree, copied to `at` (a u32 index), zeros after them up to `length` words. A few
 * words (the tables' polynomials) by a plain loop, cheaper than the subarray and copy of longer ones.
 */
function put(mem: Uint32Array, at: number, words: Uint32Array, used: number, length: number): void {
  if (length > 64) {
    mem.set(words.subarray(0, used), at);
    mem.fill(0, at + used, at + length);
    return;
  }
  for (let i = 0; i < used; i++) mem[at + i] = words[i]!;
  for (let i = used; i < length; i++) mem[at + i] = 0;
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

/**
 * Plain gcds (no matrix, no progress) with both degrees at least this go through {@link gcdWasm}; below it
 * TypeScript's word loop is as fast (measured, CPU µs per gcd of random operands at load 12: 0.85 against 1.45 at
 * degree 64, 2.1 against 2.2 at 150, 2.9 against 2.6 at 200, 4.8 against 3.3 at 300, 15 against 7 at 600).
 */
export const WASM_GCD_MIN_DEGREE = 160;

/**
 * Inverses modulo a polynomial of at least this degree go through {@link inverseWasm} (measured as
 * {@link WASM_GCD_MIN_DEGREE}: 4.0 µs against 4.0 at degree 150, 4.8 against 4.2 at 200, 8.8 against 6.0 at 300).
 */
export const WASM_INVERSE_MIN_DEGREE = 160;

/**
 * deg gcd(u, v) in WebAssembly in one call (`euclidGcd`), u and v copied in and untouched; with `out`, the gcd's
 * words are written there (room for its degree + 1 bits, deg min(u, v) + 1 when neither is zero; the words after
 * them are zeroed). Null without the
 * kernels. Nothing is allocated: at the tables' degrees the objects of {@link euclidStepsWasm} cost more than the steps.
 */
export function gcdWasm(u: WordPoly, v: WordPoly, out: Uint32Array | null): number | null {
  const k = kernels();
  if (!k) return null;
  const length = even(((Math.max(u.degree, v.degree) + 2 + 31) >>> 5) + 2);
  const base = k.heapBase() >>> 2;
  const mem = memoryWords(k, 4 * (base + 2 * length));
  if (!mem) return null;
  put(mem, base, u.words, (u.degree + 32) >>> 5, length);
  put(mem, base + length, v.words, (v.degree + 32) >>> 5, length);
  const degree = k.euclidGcd(4 * base, u.degree, 4 * (base + length), v.degree);
  if (out) {
    const used = (degree + 32) >>> 5;
    for (let i = 0; i < used; i++) out[i] = mem[base + i]!;
    out.fill(0, used);
  }
  return degree;
}

/** Part `part` of the Euclid state (`euclidPointer`, `euclidDegree`) copied out, with a spare word. */
function readPart(k: Kernels, mem: Uint32Array, part: number): WordPoly {
  const degree = k.euclidDegree(part);
  const from = k.euclidPointer(part) >>> 2;
  const out = new Uint32Array(((degree + 32) >>> 5) + 1);
  if (degree >= 0) out.set(mem.subarray(from, from + ((degree + 32) >>> 5)));
  return { words: out, degree };
}

/**
 * g = gcd(m, r) and the c with c·r ≡ g (mod m), for deg r < deg m, in WebAssembly: Euclid's steps tracking only
 * the cofactor of r (`euclidRun`'s track 2), laid out and read back without the matrix of {@link euclidStepsWasm}.
 * Null without the kernels.
 */
export function inverseWasm(m: WordPoly, r: WordPoly): { gcd: WordPoly; inverse: WordPoly } | null {
  const k = kernels();
  if (!k) return null;
  const length = even(((m.degree + 2 + 31) >>> 5) + 2);
  const base = k.heapBase() >>> 2;
  const mem = memoryWords(k, 4 * (base + 5 * length));
  if (!mem) return null;
  const at = (i: number): number => base + i * length;
  put(mem, at(0), m.words, (m.degree + 32) >>> 5, length);
  put(mem, at(1), r.words, (r.degree + 32) >>> 5, length);
  // the matrix's second column (b, d) = (0, 1) in parts 2, 3; its first is only read with track 2: both in part 4
  mem.fill(0, at(2), at(5));
  mem[at(3)] = 1;
  mem[at(4)] = 1;
  k.euclidStart(4 * at(0), m.degree, 4 * at(1), r.degree, 4 * at(4), 4 * at(2), 4 * at(4), 4 * at(3));
  k.euclidRun(-1, 2, 0x7fffffff);
  k.euclidFinish();
  return { gcd: readPart(k, mem, 0), inverse: readPart(k, mem, 3) };
}

/** Remainder steps per call into the module when progress or an abort check is asked for. */
const STEPS_PER_CALL = 512;

/**
 * Euclid on (u, v) by bit-level steps until deg v ≤ `goal` (or v = 0), tracking the matrix when `track` is set,
 * in WebAssembly; the same contract as `euclidSteps`. Null without the kernels. With `track` = `'column'` only the
 * matrix's second column (m₀₁, m₁₁: the cofactors of v, all an inverse modulo u needs) is tracked, for half the
 * work, and the first is returned as zeros.
 *
 * @param tick Called between batches of steps with the degree of v (abort checks and progress).
 */
export function euclidStepsWasm(
  u: WordPoly,
  v: WordPoly,
  goal: number,
  track: boolean | 'column',
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
    const degree = k.euclidRun(goal, track === 'column' ? 2 : track ? 1 : 0, budget);
    if (degree < 0 || degree <= goal) break;
    tick?.(degree);
  }
  if (track) k.euclidFinish();
  const words = new Uint32Array(k.memory.buffer);
  const read = (part: number): WordPoly => readPart(k, words, part);
  const one = (): WordPoly => ({ words: Uint32Array.of(1), degree: 0 });
  const zero = (): WordPoly => ({ words: new Uint32Array(1), degree: -1 });
  releaseLarge(k);
  const matrix: PolyMatrix =
    track === 'column' ? [zero(), read(3), zero(), read(5)] : track ? [read(2), read(3), read(4), read(5)] : [one(), zero(), zero(), one()];
  return { matrix, u: read(0), v: read(1) };
}
