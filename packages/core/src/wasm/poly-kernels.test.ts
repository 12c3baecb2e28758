import { describe, expect, test } from 'vitest';
import { HALF_GCD_BASE, euclidSteps, halfGcd } from '../gf2/half-gcd.ts';
import { pathSelfGcdDegree } from '../gf2/path-gcd.ts';
import { pathPolynomial } from '../gf2/path-polys.ts';
import { mulWords } from '../gf2/poly-mul.ts';
import { gcdDegreeInPlace, polyGcd, polyXgcdMod } from '../gf2/poly-gcd.ts';
import { polyModInPlace } from '../gf2/poly-division.ts';
import { Poly } from '../gf2/poly.ts';
import { polyMul, polyMulMod } from '../gf2/poly-product.ts';
import type { WordPoly } from '../gf2/word-poly.ts';
import { setBit, tailMask, wordsFor, xorShiftedWords } from '../gf2/words.ts';
import { cases } from '../_test-seed.ts';
import { oeisPairs } from '../_test-support.ts';
import { seededRandom } from '../puzzle/random.ts';
import { withKernels } from './kernels.ts';
import {
  euclidStepsWasm,
  gcdWasm,
  inverseWasm,
  mulWordsWasm,
  WASM_EUCLID_MIN_DEGREE,
  WASM_GCD_MIN_DEGREE,
  WASM_INVERSE_MIN_DEGREE,
} from './poly-kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

/**
 * The WebAssembly kernels against the TypeScript reference (forced with `withKernels('ts', …)`) and an
 * independent schoolbook product, on seeded random operands whose sizes straddle every threshold: the
 * comb's cut (24 u64 words = 48 u32 words), Karatsuba's halves, piecewise products, odd word counts, the
 * u64 word edges of degrees and the dispatch thresholds.
 */
const random = seededRandom('wasm-poly-kernels');

function randomWords(length: number): Uint32Array {
  return Uint32Array.from({ length }, () => random());
}

/** A random polynomial of exactly this degree. */
function randomPoly(degree: number): Poly {
  const p = new Poly(degree + 1);
  p.words.set(randomWords(wordsFor(degree + 1)));
  p.words[degree >>> 5]! &= tailMask(degree + 1);
  setBit(p.words, degree, true);
  return p.normalize();
}

function schoolbook(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length + b.length + 1);
  for (let i = 0; i < 32 * b.length; i++) if ((b[i >>> 5]! >>> (i & 31)) & 1) xorShiftedWords(out, a, a.length, i);
  return out.subarray(0, a.length + b.length);
}

/** The coefficients of p up to its degree (arrays may carry spare words). */
const bits = (p: WordPoly): number[] => Array.from(p.words.subarray(0, (p.degree + 32) >>> 5));
const shape = (m: readonly WordPoly[]): Array<[number, number[]]> => m.map((p) => [p.degree, bits(p)]);

describe('mulWordsWasm', () => {
  test('every pair of lengths around the comb, Karatsuba and piecewise cuts, against schoolbook and TypeScript', () => {
    const lengths = [1, 2, 3, 4, 5, 8, 23, 47, 48, 49, 50, 51, 95, 97, 130, 201];
    for (const la of lengths) {
      for (const lb of lengths) {
        const a = randomWords(la);
        const b = randomWords(lb);
        const expected = schoolbook(a, b);
        expect(mulWordsWasm(a, b), `${la} × ${lb}`).toEqual(expected);
        expect(withKernels('ts', () => mulWords(a, b)), `${la} × ${lb}`).toEqual(expected);
      }
    }
  });

  test('a seeded budget of large random products: WebAssembly and TypeScript agree', () => {
    for (let i = 0; i < cases(12); i++) {
      const a = randomWords(1 + (random() % 3000));
      const b = randomWords(1 + (random() % 3000));
      expect(mulWords(a, b), `${a.length} × ${b.length}`).toEqual(withKernels('ts', () => mulWords(a, b)));
    }
  });
});

describe('euclidStepsWasm', () => {
  test('random pairs, with and without the matrix, to random goals: the TypeScript steps exactly', () => {
    const degrees = [0, 1, 62, 63, 64, 65, 127, 128, 129, 300, 1000, 2500];
    for (let i = 0; i < cases(60); i++) {
      // deg u ≥ deg v, as the half-gcd calls it (the TypeScript matrix is sized by deg u)
      const [v, u] = [randomPoly(degrees[random() % degrees.length]!), randomPoly(degrees[random() % degrees.length]!)].sort(
        (p, q) => p.degree - q.degree,
      ) as [Poly, Poly];
      const goal = -1 + (random() % (Math.min(u.degree, v.degree) + 2));
      for (const track of [false, true]) {
        const label = `degrees ${u.degree}, ${v.degree}, goal ${goal}, track ${track}`;
        const fast = euclidStepsWasm(u, v, goal, track)!;
        const ts = withKernels('ts', () => euclidSteps(u, v, goal, track));
        // the matrix means something only when tracked
        const parts = (r: typeof ts): WordPoly[] => (track ? [r.u, r.v, ...r.matrix] : [r.u, r.v]);
        expect(shape(parts(fast)), label).toEqual(shape(parts(ts)));
      }
    }
  });

  test('A159257: deg gcd(f_n(t), f_n(t + 1)) is the published nullity of the n×n board, on both paths', () => {
    for (const [n, nullity] of oeisPairs('A159257')) {
      const f = pathPolynomial(n);
      const g = pathPolynomial(n, true);
      expect(euclidStepsWasm(f, g, -1, false)!.u.degree, `n = ${n}`).toBe(nullity);
      expect(withKernels('ts', () => gcdDegreeInPlace(f.clone(), g.clone())), `n = ${n}`).toBe(nullity);
    }
  });

  test('the nullity by the squares-out gcd agrees on both paths for sides whose gcd reaches WebAssembly', () => {
    for (let i = 0; i < cases(16); i++) {
      const n = 4 * WASM_EUCLID_MIN_DEGREE + (random() % 60_000);
      expect(pathSelfGcdDegree(n), `n = ${n}`).toBe(withKernels('ts', () => pathSelfGcdDegree(n)));
    }
  });

  test('the gcd checks its abort signal between batches of steps and reports rising progress', () => {
    const a = randomPoly(20_000);
    const b = randomPoly(19_999);
    const seen: number[] = [];
    const controller = new AbortController();
    const onProgress = (done: number): void => {
      seen.push(done);
      if (seen.length === 3) controller.abort(new Error('stop'));
    };
    expect(() => gcdDegreeInPlace(a.clone(), b.clone(), { signal: controller.signal, onProgress })).toThrow('stop');
    expect(seen).toHaveLength(3);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });
});

describe('halfGcd over the kernels', () => {
  test('gcd and matrix equal to the TypeScript path across the base case and finishing degree', () => {
    const finish = 4 * HALF_GCD_BASE;
    for (const [da, db] of [
      [900, 899],
      [1700, 1650],
      [3300, 2000],
      [5000, 4999],
    ] as const) {
      const a = randomPoly(da);
      const b = randomPoly(db);
      const fast = halfGcd(a, b, true, undefined, finish);
      const ts = withKernels('ts', () => halfGcd(a, b, true, undefined, finish));
      expect(shape([fast.gcd, ...fast.matrix!]), `${da}, ${db}`).toEqual(shape([ts.gcd, ...ts.matrix!]));
    }
  });
});

describe('polyXgcdMod over the kernels', () => {
  test('gcd and inverse equal to the TypeScript Euclid, common factors and all, across the dispatch degree', () => {
    const degrees = [0, 1, 31, 63, 64, 65, 127, 128, 129, 200, 511, 1000, 4097];
    const pick = (): number => degrees[random() % degrees.length]!;
    for (let i = 0; i < cases(60); i++) {
      const common = random() % 3 === 0 ? randomPoly(random() % 80) : Poly.monomial(0);
      const m = polyMul(randomPoly(Math.max(1, pick())), common);
      // a of any degree (reduced first), sometimes a multiple of m (gcd m, inverse 0)
      const a = random() % 9 === 0 ? polyMul(m, randomPoly(random() % 40)) : polyMul(randomPoly(pick()), common);
      const label = `degrees ${a.degree}, ${m.degree}`;
      const fast = polyXgcdMod(a, m);
      const ts = withKernels('ts', () => polyXgcdMod(a, m));
      expect(shape([fast.gcd, fast.inverse]), label).toEqual(shape([ts.gcd, ts.inverse]));
      expect(polyMulMod(fast.inverse, a, m).equals(polyMulMod(fast.gcd, Poly.monomial(0), m)), label).toBe(true);
    }
  });
});

describe('gcdWasm and inverseWasm (one call per gcd or inverse)', () => {
  // word edges of both word sizes, the dispatch degrees and the tables' degrees
  const degrees = [0, 1, 31, 32, 33, 63, 64, 65, 95, 127, 128, 129, 159, 160, 161, 191, 192, 193, 300, 600, 1200];
  const pick = (): number => degrees[random() % degrees.length]!;
  /** A pair sharing a random factor (often 1), sometimes equal, sometimes with 1 or 0 among them. */
  function pair(): [Poly, Poly] {
    const kind = random() % 8;
    const common = random() % 3 === 0 ? randomPoly(random() % 70) : Poly.monomial(0);
    const a = polyMul(randomPoly(pick()), common);
    if (kind === 0) return [a, a.clone()];
    if (kind === 1) return [a, Poly.monomial(0)];
    if (kind === 2) return [a, new Poly()];
    return [a, polyMul(randomPoly(pick()), common)];
  }
  /** The reference: TypeScript's euclidSteps (the matrix-free loop of half-gcd.ts), larger degree first. */
  const reference = (a: Poly, b: Poly): WordPoly => {
    const [u, v] = a.degree >= b.degree ? [a, b] : [b, a];
    return withKernels('ts', () => euclidSteps(u, v, -1, false)).u;
  };

  test('gcd, gcd degree and the kernel itself against the reference Euclid, on both paths, for a seeded budget of pairs', () => {
    for (let i = 0; i < cases(150); i++) {
      const [a, b] = pair();
      const label = `degrees ${a.degree}, ${b.degree}`;
      const kept = [a.clone(), b.clone()];
      const expected = shape([reference(a, b)]);
      for (const [u, v] of [[a, b], [b, a]] as const) {
        // the output starts dirty: the kernel zeroes the words after the gcd's
        const words = new Uint32Array(wordsFor(Math.max(u.degree, v.degree) + 1) + 1).fill(0xdeadbeef);
        const degree = gcdWasm(u, v, words)!;
        expect(shape([{ words, degree }]), label).toEqual(expected);
        expect(words.subarray((degree + 32) >>> 5).every((w) => w === 0), label).toBe(true);
        expect(gcdWasm(u, v, null), label).toBe(expected[0]![0]);
      }
      // the operands are copied in, not changed
      expect(shape([a, b]), label).toEqual(shape([kept[0]!, kept[1]!]));
      for (const path of ['auto', 'ts'] as const) {
        expect(shape([withKernels(path, () => polyGcd(a, b))]), `${label} ${path}`).toEqual(expected);
        expect(
          withKernels(path, () => gcdDegreeInPlace(a.clone(), b.clone())),
          `${label} ${path}`,
        ).toBe(expected[0]![0]);
      }
    }
    expect(gcdWasm(new Poly(), new Poly(), null)).toBe(-1);
  });

  test('inverses modulo m on both paths: c·a ≡ gcd(a, m) (mod m), deg c < deg m, the same c on both', () => {
    for (let i = 0; i < cases(120); i++) {
      const [x, y] = pair();
      const [m, a] = x.degree >= 1 ? [x, y] : [polyMul(x, randomPoly(1 + pick())), y];
      const label = `degrees ${a.degree}, ${m.degree}`;
      const expected = shape([reference(m, polyModInPlace(a.clone(), m))]);
      const answers = (['auto', 'ts'] as const).map((path) => withKernels(path, () => polyXgcdMod(a, m)));
      for (const { gcd, inverse } of answers) {
        expect(shape([gcd]), label).toEqual(expected);
        expect(inverse.degree, label).toBeLessThan(m.degree);
        expect(polyMulMod(inverse, a, m).equals(polyModInPlace(gcd.clone(), m)), label).toBe(true);
      }
      expect(shape([answers[0]!.inverse]), label).toEqual(shape([answers[1]!.inverse]));
      if (m.degree >= WASM_INVERSE_MIN_DEGREE) expect(shape([inverseWasm(m, polyModInPlace(a.clone(), m))!.inverse]), label).toEqual(shape([answers[1]!.inverse]));
    }
  });

  test('the dispatch degrees sit where the tests reach both sides of them', () => {
    expect(WASM_GCD_MIN_DEGREE).toBeGreaterThan(64);
    expect(WASM_GCD_MIN_DEGREE).toBeLessThan(300);
    expect(WASM_INVERSE_MIN_DEGREE).toBeLessThan(300);
  });
});
