import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BitMatrix } from './bit-matrix.ts';
import { wordsFor } from './words.ts';
import { seededRandom } from '../puzzle/random.ts';

/** A random boolean matrix of up to 70 × 70 (crossing word boundaries). */
const boolMatrix = (maxRows = 70, maxCols = 70) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxRows }), fc.integer({ min: 0, max: maxCols }))
    .chain(([r, c]) => fc.array(fc.array(fc.boolean(), { minLength: c, maxLength: c }), { minLength: r, maxLength: r }).map((rows) => ({ rows, cols: c })));

function toBools(m: BitMatrix): boolean[][] {
  return Array.from({ length: m.rows }, (_, r) => Array.from({ length: m.cols }, (_, c) => m.get(r, c)));
}

function paddingIsZero(m: BitMatrix): boolean {
  for (let r = 0; r < m.rows; r++) {
    for (let c = m.cols; c < m.stride * 32; c++) if (((m.words[r * m.stride + (c >>> 5)]! >>> (c & 31)) & 1) !== 0) return false;
  }
  return true;
}

describe('BitMatrix layout', () => {
  it('packs row r at words [r·stride, (r+1)·stride), entry (r, c) at bit c & 31', () => {
    const m = new BitMatrix(3, 40);
    expect(m.stride).toBe(2);
    expect(m.words.length).toBe(6);
    m.set(2, 33, true);
    expect(m.words[5]).toBe(1 << 1);
    m.set(1, 0, true);
    expect(m.words[2]).toBe(1);
    m.flip(1, 0);
    expect(m.get(1, 0)).toBe(false);
    m.set(2, 33, false);
    expect(m.words.every((w) => w === 0)).toBe(true);
  });

  it('rejects bad shapes and wrongly sized word arrays', () => {
    expect(() => new BitMatrix(-1, 3)).toThrow(RangeError);
    expect(() => new BitMatrix(2, 1.5)).toThrow(RangeError);
    expect(() => new BitMatrix(2, 40, new Uint32Array(3))).toThrow(RangeError);
    expect(new BitMatrix(0, 0).words.length).toBe(0);
  });

  it('fromRows, identity, clone, equals, row views, swapRows and xorRow', () => {
    const m = BitMatrix.fromRows([
      [1, 0, 1],
      [0, 1, 1],
    ]);
    expect(toBools(m)).toEqual([
      [true, false, true],
      [false, true, true],
    ]);
    const id = BitMatrix.identity(3);
    expect(toBools(id)).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    const c = m.clone();
    expect(c.equals(m)).toBe(true);
    c.flip(0, 0);
    expect(c.equals(m)).toBe(false);
    expect(m.get(0, 0)).toBe(true);
    expect(m.equals(new BitMatrix(2, 4))).toBe(false);
    m.row(1)[0] = 0b111;
    expect(m.get(1, 0)).toBe(true);
    m.swapRows(0, 1);
    expect(toBools(m)[0]).toEqual([true, true, true]);
    m.xorRow(1, 0);
    expect(toBools(m)[1]).toEqual([false, true, false]);
    m.swapRows(1, 1);
    expect(toBools(m)[1]).toEqual([false, true, false]);
  });
});

describe('BitMatrix algebra vs naive', () => {
  it('transpose swaps entries, keeps padding zero, and is an involution', () => {
    fc.assert(
      fc.property(boolMatrix(), ({ rows, cols }) => {
        const m = BitMatrix.fromRows(rows, cols);
        const t = m.transpose();
        expect(t.rows).toBe(cols);
        expect(t.cols).toBe(rows.length);
        for (let r = 0; r < rows.length; r++) for (let c = 0; c < cols; c++) expect(t.get(c, r)).toBe(rows[r]![c]);
        expect(paddingIsZero(t)).toBe(true);
        expect(t.transpose().equals(m)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('multiply equals the naive product over GF(2)', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 70 }), fc.integer({ min: 0, max: 70 })),
        fc.integer(),
        ([n, k, p], seed) => {
          const next = seededRandom(seed);
          const bit = () => next() & 1;
          const a = Array.from({ length: n }, () => Array.from({ length: k }, bit));
          const b = Array.from({ length: k }, () => Array.from({ length: p }, bit));
          const prod = BitMatrix.fromRows(a, k).multiply(BitMatrix.fromRows(b, p));
          expect(prod.rows).toBe(n);
          expect(prod.cols).toBe(p);
          for (let i = 0; i < n; i++) {
            for (let j = 0; j < p; j++) {
              let acc = 0;
              for (let t = 0; t < k; t++) acc ^= a[i]![t]! & b[t]![j]!;
              expect(prod.get(i, j)).toBe(acc === 1);
            }
          }
          expect(paddingIsZero(prod)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('multiply refuses mismatched shapes and the identity is neutral', () => {
    expect(() => new BitMatrix(2, 3).multiply(new BitMatrix(2, 3))).toThrow(RangeError);
    fc.assert(
      fc.property(boolMatrix(40, 40), ({ rows, cols }) => {
        const m = BitMatrix.fromRows(rows, cols);
        expect(m.multiply(BitMatrix.identity(cols)).equals(m)).toBe(true);
        expect(BitMatrix.identity(rows.length).multiply(m).equals(m)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('(A·B)ᵀ = Bᵀ·Aᵀ', () => {
    fc.assert(
      fc.property(boolMatrix(35, 35), fc.integer({ min: 0, max: 35 }), fc.integer(), ({ rows, cols }, p, seed) => {
        const next = seededRandom(seed);
        const b = Array.from({ length: cols }, () => Array.from({ length: p }, () => (next() & 1) === 1));
        const A = BitMatrix.fromRows(rows, cols);
        const B = BitMatrix.fromRows(b, p);
        expect(A.multiply(B).transpose().equals(B.transpose().multiply(A.transpose()))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('multiplyVector equals the naive matrix-vector product', () => {
    fc.assert(
      fc.property(boolMatrix(), fc.array(fc.boolean(), { minLength: 70, maxLength: 70 }), ({ rows, cols }, xs) => {
        const m = BitMatrix.fromRows(rows, cols);
        const x = new Uint32Array(wordsFor(cols));
        for (let c = 0; c < cols; c++) if (xs[c]) x[c >>> 5]! |= 1 << (c & 31);
        const y = m.multiplyVector(x);
        expect(y.length).toBe(wordsFor(rows.length));
        for (let r = 0; r < rows.length; r++) {
          const want = rows[r]!.reduce((acc, v, c) => acc !== (v && xs[c]!), false);
          expect(((y[r >>> 5]! >>> (r & 31)) & 1) === 1).toBe(want);
        }
      }),
      { numRuns: 60 },
    );
  });
});
