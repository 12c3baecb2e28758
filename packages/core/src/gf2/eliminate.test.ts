import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naiveConsistent, naiveMulVec, naiveRank } from '../_test-support.ts';
import { BitMatrix } from './bit-matrix.ts';
import { kernel, kernelFromEchelon, rank, reduceRowEchelon, solveLinear } from './eliminate.ts';
import { getBit, wordsFor } from './words.ts';
import { seededRandom } from '../puzzle/random.ts';

type Bools = boolean[][];

/**
 * Random matrices up to 48 × 72, some of low rank (a product of two thin random matrices), some sparse,
 * some dense, so that elimination meets free columns, zero rows and word boundaries.
 */
const matrixArb: fc.Arbitrary<{ a: Bools; cols: number }> = fc
  .record({
    rows: fc.integer({ min: 1, max: 48 }),
    cols: fc.integer({ min: 1, max: 72 }),
    inner: fc.integer({ min: 0, max: 40 }),
    kind: fc.constantFrom('dense', 'sparse', 'lowRank'),
    seed: fc.integer(),
  })
  .map(({ rows, cols, inner, kind, seed }) => {
    const next = seededRandom(seed);
    const rnd = () => next() / 2 ** 32;
    const random = (r: number, c: number, p: number): Bools => Array.from({ length: r }, () => Array.from({ length: c }, () => rnd() < p));
    if (kind === 'lowRank') {
      const left = random(rows, inner, 0.5);
      const right = random(inner, cols, 0.5);
      const a = left.map((row) => Array.from({ length: cols }, (_, j) => row.reduce((acc, v, k) => acc !== (v && right[k]![j]!), false)));
      return { a, cols };
    }
    return { a: random(rows, cols, kind === 'sparse' ? 0.08 : 0.5), cols };
  });

function bitsToBools(v: Uint32Array, n: number): boolean[] {
  return Array.from({ length: n }, (_, i) => getBit(v, i));
}

function boolsToBits(b: readonly boolean[]): Uint32Array {
  const v = new Uint32Array(wordsFor(b.length));
  b.forEach((on, i) => {
    if (on) v[i >>> 5]! |= 1 << (i & 31);
  });
  return v;
}

describe('rank', () => {
  it('equals naive elimination and leaves its argument untouched', () => {
    fc.assert(
      fc.property(matrixArb, ({ a, cols }) => {
        const m = BitMatrix.fromRows(a, cols);
        const before = m.clone();
        expect(rank(m)).toBe(naiveRank(a));
        expect(m.equals(before)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('handles zero, identity and full-row edge cases', () => {
    expect(rank(new BitMatrix(5, 7))).toBe(0);
    expect(rank(BitMatrix.identity(65))).toBe(65);
    expect(rank(BitMatrix.fromRows([[1, 1, 1], [1, 1, 1]]))).toBe(1);
    expect(rank(new BitMatrix(0, 3))).toBe(0);
  });
});

describe('reduceRowEchelon', () => {
  it('produces reduced row echelon form spanning the same row space', () => {
    fc.assert(
      fc.property(matrixArb, ({ a, cols }) => {
        const m = BitMatrix.fromRows(a, cols);
        const e = reduceRowEchelon(m.clone());
        const R = e.reduced;
        expect(e.rank).toBe(naiveRank(a));
        expect(e.columns).toBe(cols);
        expect(e.pivotCols.length).toBe(e.rank);
        for (let i = 0; i < e.rank; i++) {
          const p = e.pivotCols[i]!;
          if (i > 0) expect(p).toBeGreaterThan(e.pivotCols[i - 1]!);
          for (let c = 0; c < p; c++) expect(R.get(i, c)).toBe(false);
          for (let r = 0; r < R.rows; r++) expect(R.get(r, p)).toBe(r === i);
        }
        for (let r = e.rank; r < R.rows; r++) for (let c = 0; c < cols; c++) expect(R.get(r, c)).toBe(false);
        // same row space: stacking the original on the reduced form adds no rank
        const Rb: Bools = Array.from({ length: R.rows }, (_, r) => Array.from({ length: cols }, (_, c) => R.get(r, c)));
        expect(naiveRank([...a, ...Rb])).toBe(e.rank);
      }),
      { numRuns: 100 },
    );
  });

  it('eliminates only the leading columns and carries augmented columns along', () => {
    // [A | I]: after eliminating A's columns, the right block records the row operations E with E·A = R.
    fc.assert(
      fc.property(matrixArb, ({ a, cols }) => {
        const n = a.length;
        const aug = BitMatrix.fromRows(a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => i === j)]), cols + n);
        const e = reduceRowEchelon(aug, cols);
        expect(e.columns).toBe(cols);
        expect(e.rank).toBe(naiveRank(a));
        const E: Bools = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, j) => aug.get(r, cols + j)));
        for (let r = 0; r < n; r++) {
          for (let c = 0; c < cols; c++) {
            let acc = false;
            for (let k = 0; k < n; k++) acc = acc !== (E[r]![k]! && a[k]![c]!);
            expect(acc).toBe(aug.get(r, c));
          }
        }
        expect(naiveRank(E)).toBe(n); // row operations are invertible
      }),
      { numRuns: 60 },
    );
  });

  it('honours onProgress and AbortSignal', () => {
    const m = BitMatrix.identity(200);
    const seen: Array<[number, number]> = [];
    reduceRowEchelon(m.clone(), 200, { onProgress: (d, t) => seen.push([d, t]) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every(([d, t]) => t === 200 && d >= 0 && d <= t)).toBe(true);
    expect(seen.at(-1)).toEqual([200, 200]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]);

    const ac = new AbortController();
    ac.abort(new Error('stop now'));
    expect(() => reduceRowEchelon(m.clone(), 200, { signal: ac.signal })).toThrow('stop now');
    expect(() => rank(m, { signal: ac.signal })).toThrow('stop now');
    expect(() => kernel(m, { signal: ac.signal })).toThrow('stop now');
  });
});

describe('kernel', () => {
  it('is a basis of the null space: A·v = 0, independent, cols − rank vectors', () => {
    fc.assert(
      fc.property(matrixArb, ({ a, cols }) => {
        const m = BitMatrix.fromRows(a, cols);
        const basis = kernel(m);
        const r = naiveRank(a);
        expect(basis.length).toBe(cols - r);
        const vs = basis.map((v) => {
          expect(v.length).toBe(wordsFor(cols));
          const x = bitsToBools(v, cols);
          expect(naiveMulVec(a, x).every((y) => !y)).toBe(true);
          expect(m.multiplyVector(v).every((w) => w === 0)).toBe(true);
          return x;
        });
        if (vs.length > 0) expect(naiveRank(vs)).toBe(vs.length);
        // padding bits past `cols` stay zero
        for (const v of basis) for (let i = cols; i < v.length * 32; i++) expect(getBit(v, i)).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  it('kernelFromEchelon agrees with kernel', () => {
    fc.assert(
      fc.property(matrixArb, ({ a, cols }) => {
        const m = BitMatrix.fromRows(a, cols);
        const fromE = kernelFromEchelon(reduceRowEchelon(m.clone()));
        expect(fromE.map((v) => [...v])).toEqual(kernel(m).map((v) => [...v]));
      }),
      { numRuns: 40 },
    );
  });
});

describe('solveLinear', () => {
  it('solves consistent systems A·x = b exactly', () => {
    fc.assert(
      fc.property(matrixArb, fc.array(fc.boolean(), { minLength: 72, maxLength: 72 }), ({ a, cols }, xs) => {
        const x0 = xs.slice(0, cols);
        const b = naiveMulVec(a, x0);
        const m = BitMatrix.fromRows(a, cols);
        const before = m.clone();
        const sol = solveLinear(m, boolsToBits(b));
        expect(sol).not.toBeNull();
        expect(naiveMulVec(a, bitsToBools(sol!.x, cols))).toEqual(b);
        expect(sol!.rank).toBe(naiveRank(a));
        expect(m.equals(before)).toBe(true);
        // the particular solution is zero on the free (non-pivot) columns
        const pivots = new Set(sol!.echelon.pivotCols);
        for (let c = 0; c < cols; c++) if (!pivots.has(c)) expect(getBit(sol!.x, c)).toBe(false);
      }),
      { numRuns: 80 },
    );
  });

  it('returns null exactly when the system is inconsistent', () => {
    fc.assert(
      fc.property(matrixArb, fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }), ({ a, cols }, bs) => {
        const b = bs.slice(0, a.length);
        const sol = solveLinear(BitMatrix.fromRows(a, cols), boolsToBits(b));
        expect(sol === null).toBe(!naiveConsistent(a, b));
        if (sol) expect(naiveMulVec(a, bitsToBools(sol.x, cols))).toEqual(b);
      }),
      { numRuns: 100 },
    );
  });

  it('works when the augmented column starts a new word (cols a multiple of 32)', () => {
    for (const n of [31, 32, 33, 64]) {
      const a = BitMatrix.identity(n);
      const b = new Uint32Array(wordsFor(n));
      b[0] = 0b1011;
      if (n > 31) b[(n - 1) >>> 5]! |= 1 << ((n - 1) & 31);
      const sol = solveLinear(a, b)!;
      expect([...sol.x]).toEqual([...b]);
    }
    // 2 × 1 system x = 1, x = 0 is inconsistent
    expect(solveLinear(BitMatrix.fromRows([[1], [1]]), Uint32Array.of(0b01))).toBeNull();
  });
});
