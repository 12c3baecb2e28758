import { describe, expect, it } from 'vitest';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { lift } from './cover-rows.ts';
import { coverBinomial } from './projective-cover-binomial.ts';
import { COVER_PRODUCT_MIN_WORDS, coverOf, coverProduct } from './projective-cover-product.ts';
import { frobeniusInverse } from './projective-frobenius.ts';
import { projectiveFold } from './projective-seam.ts';

const rule = (name: 'cross' | 'moore' | 'diagonal', center = true) => makeRule(namedStencil(name, { center }), 'projective');

describe('projective cover by one binomial chase (the diagonal rule, a 2ᵏ ring of cover rows)', () => {
  kernelsOnInThisFile();

  it('gives the Neumann product\'s rows (kernel and TypeScript chase), stored or lifted rows, both orientations', () => {
    const random = seededRandom('projective cover binomial');
    let taken = 0;
    for (const [rows, cols] of [[256, 256], [128, 256], [256, 128], [512, 256], [256, 512], [255, 256], [256, 129], [520, 64]] as const) {
      const label = `${rows}×${cols}`;
      const fold = projectiveFold(rule('diagonal'), rows, cols)!;
      const height = Math.ceil(fold.m / 2);
      const stride = (2 * fold.n) >>> 5;
      const board = randomBoard(fold.transposed ? cols : rows, fold.transposed ? rows : cols, { random });
      const cover = lift(board).words;
      const stored = cover.slice(0, height * stride);
      const fast = coverBinomial(fold, stored);
      const takes = (fold.m & (fold.m - 1)) === 0 && fold.n % 16 === 0 && height * stride >= COVER_PRODUCT_MIN_WORDS;
      expect(fast !== null, label).toBe(takes);
      if (!fast) continue;
      taken++;
      const want = coverProduct(fold, stored, fold.n);
      expect(want, label).not.toBeNull();
      expect(fast, label).toEqual(want);
      expect(coverBinomial(fold, cover), `${label} lifted`).toEqual(want);
      expect(withKernels('ts', () => coverBinomial(fold, stored)), `${label} TypeScript`).toEqual(want);
    }
    expect(taken).toBeGreaterThanOrEqual(4);
  });

  it('gives the TypeScript Frobenius passes\' rows on small covers (sides 4 … 64, both orientations)', () => {
    const random = seededRandom('projective cover binomial small');
    let taken = 0;
    for (const m of [4, 8, 16, 32, 64]) {
      for (const n of [16, 32, 64]) {
        for (const [rows, cols] of [[m, n], [n, m]] as const) {
          const fold = projectiveFold(rule('diagonal'), rows, cols)!;
          const height = Math.ceil(fold.m / 2);
          const stride = (2 * fold.n) >>> 5;
          const stored = lift(randomBoard(fold.transposed ? cols : rows, fold.transposed ? rows : cols, { random })).words.slice(0, height * stride);
          const fast = coverBinomial(fold, stored, 0);
          if (!fast) continue;
          taken++;
          // below the kernels' floor, frobeniusInverse is the TypeScript passes Π(1 + T^d)
          for (const path of ['wasm', 'ts'] as const) expect(withKernels(path, () => coverBinomial(fold, stored, 0)), `${rows}×${cols} ${path}`).toEqual(frobeniusInverse(fold, stored, fold.n));
        }
      }
    }
    expect(taken).toBeGreaterThanOrEqual(12);
  });

  it('builds the 2m cover rows bit by bit as their definition: Pᵣ, σ·P_{m−1−r}, then ρ of row 2m − 1 − r', () => {
    const random = seededRandom('projective cover rows');
    let compared = 0;
    for (const [rows, cols] of [[8, 16], [9, 16], [16, 48], [33, 64], [64, 32], [130, 96]] as const) {
      const fold = projectiveFold(rule('diagonal'), rows, cols)!;
      const { m, n } = fold;
      const ring = 2 * n;
      const stride = ring >>> 5;
      const height = Math.ceil(m / 2);
      const stored = lift(randomBoard(fold.transposed ? cols : rows, fold.transposed ? rows : cols, { random })).words.slice(0, height * stride);
      const cover = coverOf(fold, stored).slice();
      const bit = (r: number, p: number): number => (cover[r * stride + (p >>> 5)]! >>> (p & 31)) & 1;
      const label = `${rows}×${cols}`;
      for (let r = 0; r < height; r++) for (let p = 0; p < ring; p++) expect(bit(r, p), label).toBe((stored[r * stride + (p >>> 5)]! >>> (p & 31)) & 1);
      for (let r = height; r < m; r++) for (let p = 0; p < ring; p++) expect(bit(r, p), label).toBe(bit(m - 1 - r, (p - n + ring) % ring));
      for (let r = m; r < 2 * m; r++) for (let p = 0; p < ring; p++) expect(bit(r, p), label).toBe(bit(2 * m - 1 - r, ring - 1 - p));
      compared++;
    }
    expect(compared).toBe(6);
  });

  it('takes no fold whose T is not X·Y (λ = 0, c = x + x⁻¹)', () => {
    for (const r of [rule('diagonal', false), rule('moore', false), rule('cross'), rule('moore')]) {
      const fold = projectiveFold(r, 256, 256);
      if (!fold) continue;
      const { g10, g11, g01 } = fold.g;
      const xy = g10 === 0 && g11 === 1 && (g11 ? g01 : 0) === 0;
      expect(coverBinomial(fold, new Uint32Array(128 * 16), 0) !== null).toBe(xy);
    }
  });
});
