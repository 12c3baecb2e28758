import { describe, expect, test } from 'vitest';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { foldPathRows, foldTilePathRows, xorTiledPathRows } from '../solve/grid/path-fold.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { withKernels } from './kernels.ts';
import { foldPathRowsWasm, foldTilePathRowsWasm, tilePathRowsWasm } from './path-fold-kernels.ts';

/**
 * The path fold's kernels against the TypeScript loops (`withKernels('ts', …)`), and those against the definition
 * cell by cell: h = 32·H for H = 1 … 13 (the reversed part's vector body and its scalar tail), with and without y;
 * fold and tile in one pass as the two.
 */
const random = seededRandom('wasm-path-fold');
kernelsOnInThisFile();

const cell = (words: Uint32Array, off: number, i: number): number => (words[off + (i >>> 5)]! >>> (i & 31)) & 1;

describe('path fold kernels', () => {
  test('fold and tile as the TypeScript loops and the definition give them', () => {
    let cases = 0;
    for (let H = 1; H <= 13; H++) {
      const h = 32 * H;
      const n = 3 * h - 1;
      const rows = 5 + H;
      const v = randomBoard(rows, n, { random });
      const y = randomBoard(rows, h - 1, { random });
      for (const withY of [false, true]) {
        const ys = withY ? y.words : null;
        const want = new Uint32Array(rows * H);
        withKernels('ts', () => foldPathRows(want, v.words, rows, h, ys));
        // fold(v)_j = v_j + v_{j+2h} + v_{2h−2−j}
        const defined = new Uint32Array(rows * H);
        for (let r = 0; r < rows; r++) {
          for (let j = 0; j < h - 1; j++) {
            const bit = cell(v.words, r * 3 * H, j) ^ cell(v.words, r * 3 * H, j + 2 * h) ^ cell(v.words, r * 3 * H, 2 * h - 2 - j) ^ (ys ? cell(ys, r * H, j) : 0);
            defined[r * H + (j >>> 5)]! |= bit << (j & 31);
          }
        }
        expect(want, `fold by definition, H ${H}, y ${withY}`).toEqual(defined);
        const got = new Uint32Array(rows * H);
        expect(foldPathRowsWasm(got, v.words, rows, h, ys)).toBe(true);
        expect(got, `fold, H ${H}, y ${withY}`).toEqual(want);
        cases++;
      }
      // tile(t) = [t, 0, t reversed, 0, t]
      const t = y.words;
      const wantP = v.words.slice();
      withKernels('ts', () => xorTiledPathRows(wantP, t, rows, h));
      const definedP = v.words.slice();
      for (let r = 0; r < rows; r++) {
        for (let i = 0; i < n; i++) {
          const j = i < h - 1 ? i : i >= 2 * h ? i - 2 * h : i >= h && i < 2 * h - 1 ? 2 * h - 2 - i : -1;
          if (j >= 0) definedP[r * 3 * H + (i >>> 5)]! ^= cell(t, r * H, j) << (i & 31);
        }
      }
      expect(wantP, `tile by definition, H ${H}`).toEqual(definedP);
      const gotP = v.words.slice();
      expect(tilePathRowsWasm(gotP, t, rows, h)).toBe(true);
      expect(gotP, `tile, H ${H}`).toEqual(wantP);
      // both in one pass: p + tile(fold(p) + y), as the two loops give it
      for (const withY of [false, true]) {
        const ys = withY ? y.words : null;
        const folded = new Uint32Array(rows * H);
        const wantBoth = v.words.slice();
        withKernels('ts', () => {
          foldPathRows(folded, v.words, rows, h, ys);
          xorTiledPathRows(wantBoth, folded, rows, h);
        });
        const viaTs = v.words.slice();
        withKernels('ts', () => foldTilePathRows(viaTs, ys, rows, h));
        expect(viaTs, `fold and tile (TypeScript), H ${H}, y ${withY}`).toEqual(wantBoth);
        const gotBoth = v.words.slice();
        expect(foldTilePathRowsWasm(gotBoth, ys, rows, h)).toBe(true);
        expect(gotBoth, `fold and tile, H ${H}, y ${withY}`).toEqual(wantBoth);
      }
    }
    expect(cases).toBe(26);
  });
});
