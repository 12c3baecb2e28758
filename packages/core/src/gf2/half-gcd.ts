import { kernels } from '../wasm/kernels.ts';
import { euclidStepsWasm, WASM_EUCLID_MIN_DEGREE } from '../wasm/poly-kernels.ts';
import type { WorkOptions } from '../work.ts';
import { add, copy, degreeBelow, divRem, mul, one, shiftDown, type WordPoly, zero } from './word-poly.ts';
import { wordsFor, xorShiftedWords } from './words.ts';

/**
 * A 2 × 2 matrix [[m₀₀, m₀₁], [m₁₀, m₁₁]] of polynomials, row-major: it maps a pair (u, v) to
 * (m₀₀u + m₀₁v, m₁₀u + m₁₁v). The matrices here are products of Euclid steps [[0, 1], [1, q]].
 */
export type PolyMatrix = [WordPoly, WordPoly, WordPoly, WordPoly];

/**
 * Half-gcd recursions reduce at most this many degrees by bit-level Euclid steps on the top coefficients
 * (NTL's crossover too; measured against 64 and 200: within the noise, 400 a little ahead).
 */
export const HALF_GCD_BASE = 400;

/**
 * `polyGcd` takes the half-gcd path when the smaller degree is at least this, and {@link halfGcd} finishes
 * with Euclid below it. Measured on Node 20 (2-core AMD EPYC, CPU time, gcds of path polynomials): Euclid's
 * n²/64 word XORs run at about 1 ns each while the comb products cost about 2 ns per XOR, so Euclid wins
 * up to about 4·10⁵ (e.g. 0.56 s against 0.86 s at 2·10⁵), the half-gcd from about 5·10⁵ on.
 */
export const HALF_GCD_THRESHOLD = 450_000;

/**
 * Estimated cost of the gcd of two polynomials of degree `degree` by {@link halfGcd} / `polyGcd`, in word
 * operations of about 0.6 ns (the unit of the library's work limits). With the WebAssembly kernels, fitted to
 * measurements; on the TypeScript path d²/32 for Euclid below
 * {@link HALF_GCD_THRESHOLD}, then growing as d^1.75 from there (measured: 3.3 s at 5·10⁵, 11.5 s CPU at 10⁶
 * on the loaded 2-core machine; the exponent is above Karatsuba's 1.58 as the big products leave the caches).
 *
 * @param degree The larger degree, ≥ 0.
 * @returns The estimate.
 */
export function gcdWork(degree: number): number {
  if (kernels() !== null) {
    // the WebAssembly kernels, measured (CPU, the classic n×n nullity of 10⁶, 10⁷, 10⁸, whose gcd has degree n/4, at
    // load 20): 0.26 s at degree 2.5·10⁵, 7.1 s at 2.5·10⁶, 253 s at 2.5·10⁷; as d² below the first, d^1.55 above
    const at = 2.5e5;
    const work = 0.26 / 6e-10;
    return work * (degree / at) ** (degree <= at ? 2 : 1.55);
  }
  const euclid = (d: number): number => (d * d) / 32;
  return degree < HALF_GCD_THRESHOLD ? euclid(degree) : euclid(HALF_GCD_THRESHOLD) * (degree / HALF_GCD_THRESHOLD) ** 1.75;
}

const identity = (): PolyMatrix => [one(), zero(), zero(), one()];

/** M·(u, v). */
export function applyMatrix(m: PolyMatrix, u: WordPoly, v: WordPoly): [WordPoly, WordPoly] {
  return [add(mul(m[0], u), mul(m[1], v)), add(mul(m[2], u), mul(m[3], v))];
}

/** A·B. */
export function matrixProduct(a: PolyMatrix, b: PolyMatrix): PolyMatrix {
  return [
    add(mul(a[0], b[0]), mul(a[1], b[2])),
    add(mul(a[0], b[1]), mul(a[1], b[3])),
    add(mul(a[2], b[0]), mul(a[3], b[2])),
    add(mul(a[2], b[1]), mul(a[3], b[3])),
  ];
}

/** [[0, 1], [1, q]]·M: one more Euclid step with quotient q after M. */
function afterStep(q: WordPoly, m: PolyMatrix): PolyMatrix {
  return [m[2], m[3], add(m[0], mul(q, m[2])), add(m[1], mul(q, m[3]))];
}

/**
 * Euclid on (u, v) by bit-level steps, tracking the matrix, until deg v ≤ `goal` (or v = 0).
 * Returns the matrix (the identity unless `track`) and the final pair; u and v are untouched. `tick`, when
 * given, is called every 256 steps with the degree of v (abort checks and progress). In WebAssembly from
 * {@link WASM_EUCLID_MIN_DEGREE} on when the kernels load; this loop is the reference and the fallback.
 */
export function euclidSteps(
  u: WordPoly,
  v: WordPoly,
  goal: number,
  track = true,
  tick?: (degree: number) => void,
): { matrix: PolyMatrix; u: WordPoly; v: WordPoly } {
  const fast = u.degree >= WASM_EUCLID_MIN_DEGREE ? euclidStepsWasm(u, v, goal, track, tick) : null;
  if (fast) return fast;
  const cap = u.degree + 2;
  let r0 = copy(u, cap);
  let r1 = copy(v, cap);
  // rows: r0 = a·u + b·v, r1 = c·u + d·v; degrees tracked as upper bounds, normalized at the end
  let a = copy(one(), cap);
  let b = copy(zero(), cap);
  let c = copy(zero(), cap);
  let d = copy(one(), cap);
  for (let step = 1; r1.degree >= 0 && r1.degree > goal; step++) {
    if (tick && (step & 255) === 0) tick(r1.degree);
    const r1w = wordsFor(r1.degree + 1);
    while (r0.degree >= r1.degree) {
      const s = r0.degree - r1.degree;
      xorShiftedWords(r0.words, r1.words, r1w, s);
      r0.degree = degreeBelow(r0.words, r0.degree);
      if (!track) continue;
      if (c.degree >= 0) {
        xorShiftedWords(a.words, c.words, wordsFor(c.degree + 1), s);
        a.degree = Math.max(a.degree, c.degree + s);
      }
      if (d.degree >= 0) {
        xorShiftedWords(b.words, d.words, wordsFor(d.degree + 1), s);
        b.degree = Math.max(b.degree, d.degree + s);
      }
    }
    [r0, r1, a, b, c, d] = [r1, r0, c, d, a, b];
  }
  for (const p of [a, b, c, d]) p.degree = degreeBelow(p.words, p.degree);
  return { matrix: [a, b, c, d], u: r0, v: r1 };
}

/**
 * The half-gcd matrix (Thull–Yap; the reduction by `reduce` degrees as in NTL's GF2X HalfGCD): for
 * deg u > deg v, the matrix M of the Euclid steps on (u, v) that stop at the first remainder pair
 * (u′, v′) = M·(u, v) with deg v′ ≤ deg u − `reduce` < deg u′. Only the top 2·reduce coefficients of u and v
 * decide it, so the recursion works on those: two half-size recursions around one division step.
 *
 * @param check Called at every recursion node (abort checks) with 0, and after each bit-level leaf with the degrees
 *   it reduced by (about: a leaf of `reduce` degrees is counted as that many), for progress.
 */
export function halfGcdMatrix(u: WordPoly, v: WordPoly, reduce: number, check?: (reduced: number) => void): PolyMatrix {
  if (v.degree < 0 || v.degree <= u.degree - reduce) return identity();
  const n = Math.max(0, u.degree - 2 * reduce + 2);
  let u1 = shiftDown(u, n);
  let v1 = shiftDown(v, n);
  if (reduce <= HALF_GCD_BASE) {
    const leaf = euclidSteps(u1, v1, u1.degree - reduce).matrix;
    check?.(reduce);
    return leaf;
  }
  check?.(0);
  const d1 = Math.min(reduce - 1, Math.max(1, (reduce + 1) >>> 1));
  const m1 = halfGcdMatrix(u1, v1, d1, check);
  [u1, v1] = applyMatrix(m1, u1, v1);
  const d2 = v1.degree - u.degree + n + reduce;
  if (v1.degree < 0 || d2 <= 0) return m1;
  const { q, r } = divRem(u1, v1);
  const m2 = halfGcdMatrix(v1, r, d2, check);
  return matrixProduct(m2, afterStep(q, m1));
}

/**
 * One half-gcd pass on (u, v), deg u > deg v: the remainder pair of Euclid on (u, v) at which the degree
 * first drops to deg u / 2 or below, with the matrix that maps (u, v) to it when `track` is set.
 */
function halfReduce(u: WordPoly, v: WordPoly, track: boolean, check?: (reduced: number) => void): { matrix: PolyMatrix | null; u: WordPoly; v: WordPoly } {
  const du = u.degree;
  const reduce = (du + 1) >>> 1;
  if (v.degree < 0 || v.degree <= du - reduce) return { matrix: track ? identity() : null, u, v };
  const m1 = halfGcdMatrix(u, v, (reduce + 1) >>> 1, check);
  [u, v] = applyMatrix(m1, u, v);
  const d2 = v.degree - du + reduce;
  if (v.degree < 0 || d2 <= 0) return { matrix: m1, u, v };
  const { q, r } = divRem(u, v);
  const m2 = halfGcdMatrix(v, r, d2, check);
  const [u2, v2] = applyMatrix(m2, v, r);
  return { matrix: track ? matrixProduct(m2, afterStep(q, m1)) : null, u: u2, v: v2 };
}

/**
 * gcd(a, b) by half-gcd passes down to degree `finish`, then bit-level Euclid; with `track`, also
 * the matrix M of all the Euclid steps: M·(a, b) = (gcd, 0), so M's first row holds the Bézout cofactors.
 * O(M(n) log n) for the product time M(n) of {@link mulWords}. Inputs untouched.
 *
 * @param a A polynomial.
 * @param b Another.
 * @param track Whether to build the matrix (the extended gcd).
 * @param work Abort signal, checked at every recursion node, and progress: the degrees reduced so far out of the
 *   larger degree, rising (estimated within a pass from its leaves), ending at the total.
 * @param finish Below this degree Euclid takes over (tests lower it to reach every branch cheaply).
 * @returns The gcd, and the matrix when tracked.
 */
export function halfGcd(
  a: WordPoly,
  b: WordPoly,
  track: boolean,
  work?: WorkOptions,
  finish = HALF_GCD_THRESHOLD,
): { gcd: WordPoly; matrix: PolyMatrix | null } {
  let [u, v] = [a, b];
  let m: PolyMatrix | null = track ? identity() : null;
  // before any step m is the identity or the swap: a product by it only moves the columns (no products)
  let first = true;
  const swapped = u.degree < v.degree;
  if (swapped) {
    [u, v] = [v, u];
    m = track ? [zero(), one(), one(), zero()] : null;
  }
  const total = u.degree;
  // progress: degrees reduced so far, never going back (a pass's leaves only estimate its reduction)
  let shown = -1;
  const report = (done: number): void => {
    const clamped = Math.min(total, done);
    if (clamped <= shown) return;
    shown = clamped;
    work?.onProgress?.(clamped, total);
  };
  while (v.degree >= 0) {
    work?.signal?.throwIfAborted();
    report(total - v.degree);
    if (v.degree < Math.max(finish, 2 * HALF_GCD_BASE)) {
      const tick = (d: number): void => {
        work?.signal?.throwIfAborted();
        report(total - d);
      };
      const last = euclidSteps(u, v, -1, track, work && tick);
      report(total);
      if (!m || !first) return { gcd: last.u, matrix: m && matrixProduct(last.matrix, m) };
      const [m00, m01, m10, m11] = last.matrix;
      return { gcd: last.u, matrix: swapped ? [m01, m00, m11, m10] : last.matrix };
    }
    // one division step, so that deg u > deg v (and progress when the pass below has nothing to do)
    first = false;
    const { q, r } = divRem(u, v);
    [u, v] = [v, r];
    if (m) m = afterStep(q, m);
    if (v.degree < 0) break;
    // a pass takes deg u down to about half: its leaves move the progress within that stretch
    const start = total - v.degree;
    const end = total - (u.degree >>> 1);
    let reduced = 0;
    const check = work
      ? (leaf: number): void => {
          work.signal?.throwIfAborted();
          reduced += leaf;
          report(Math.min(end, start + reduced));
        }
      : undefined;
    const pass = halfReduce(u, v, track, check);
    [u, v] = [pass.u, pass.v];
    if (m && pass.matrix) m = matrixProduct(pass.matrix, m);
  }
  report(total);
  return { gcd: u, matrix: m };
}
