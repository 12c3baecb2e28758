import { describe, expect, it } from 'vitest';
import { getBit, wordsFor } from '../../gf2/words.ts';
import { seededRandom } from '../../puzzle/random.ts';
import { reflectRows, unreflectRows } from './reflected-rows.ts';

/**
 * Path rows to their reflected ring and back, against the definition cell by cell (ṽ₀ = ṽ_{n+1} = 0,
 * ṽ_{1..n} = v, ṽ_{N−j} = ṽⱼ): rings of 2 to 20 words (halves of whole and of half words) and 64, 128 words, rows
 * whose padding is set (it must be ignored).
 */
describe('reflectRows / unreflectRows', () => {
  it('reflect a path row onto its ring of 2n + 2 cells, and take cells 1 … n back', () => {
    const random = seededRandom('reflected rows');
    const wrong: string[] = [];
    for (const S of [...Array.from({ length: 19 }, (_, i) => i + 2), 64, 128]) {
      const n = 16 * S - 1;
      const N = 2 * n + 2;
      const stride = wordsFor(n);
      const rows = 3;
      const src = Uint32Array.from({ length: rows * stride }, () => random() >>> 0);
      const ring = new Uint32Array(rows * S).fill(0xdeadbeef); // overwritten whole
      reflectRows(ring, src, rows, n);
      for (let r = 0; r < rows; r++) {
        const cell = (j: number): boolean => j >= 0 && j < n && getBit(src.subarray(r * stride, (r + 1) * stride), j);
        for (let c = 0; c < N; c++) {
          const want = c === 0 || c === n + 1 ? false : c <= n ? cell(c - 1) : cell(N - c - 1);
          if (getBit(ring.subarray(r * S, (r + 1) * S), c) !== want) wrong.push(`S ${S}, row ${r}, cell ${c}`);
        }
      }
      const back = new Uint32Array(rows * stride).fill(0xffffffff);
      unreflectRows(back, ring, rows, n);
      for (let r = 0; r < rows; r++) {
        for (let k = 0; k < stride; k++) {
          const mask = k === stride - 1 && n % 32 !== 0 ? (1 << n % 32) - 1 : 0xffffffff;
          if (back[r * stride + k] !== (src[r * stride + k]! & mask) >>> 0) wrong.push(`S ${S}, row ${r}: word ${k} back`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
