import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import { Side } from './row-split.ts';

/** x·v on n cells, cell by cell: the path's neighbours, or s + s⁻¹ on a ring. */
function adjacencyOnce(v: Uint8Array, cyclic: boolean): Uint8Array<ArrayBuffer> {
  const n = v.length;
  const out = new Uint8Array(n);
  for (let j = 0; j < n; j++) {
    if (cyclic) out[j] = v[(j + n - 1) % n]! ^ v[(j + 1) % n]!;
    else out[j] = (j > 0 ? v[j - 1]! : 0) ^ (j < n - 1 ? v[j + 1]! : 0);
  }
  return out;
}

describe('Side.xorAdjacencyPower', () => {
  it('is x applied D times, for D every power of two past the ring the side lives on, paths and rings', () => {
    const random = seededRandom('row-split');
    const wrong: string[] = [];
    const sides = [...Array.from({ length: 70 }, (_, i) => i + 1), 95, 96, 97, 127, 128, 129, 200];
    for (const n of sides) {
      for (const cyclic of [false, true]) {
        if (cyclic && n < 3) continue;
        const side = new Side(n, cyclic);
        const stride = wordsFor(n);
        const cells = Uint8Array.from({ length: n }, () => random() & 1);
        const row = new Uint32Array(stride);
        cells.forEach((b, j) => {
          if (b) row[j >>> 5]! |= 1 << (j & 31);
        });
        let want: Uint8Array<ArrayBuffer> = cells;
        let applied = 0;
        for (let D = 1; D <= 4 * n + 8; D *= 2) {
          while (applied < D) {
            want = adjacencyOnce(want, cyclic);
            applied++;
          }
          const dst = new Uint32Array(stride + 2).fill(0x5a5a5a5a);
          const before = dst.slice();
          side.xorAdjacencyPower(dst, 1, row, 0, D);
          for (let j = 0; j < n; j++) if ((getBit(dst, 32 + j) !== getBit(before, 32 + j)) !== (want[j] === 1)) wrong.push(`${cyclic ? 'ring' : 'path'} ${n}, D = ${D}, cell ${j}`);
          if (dst[0] !== before[0] || dst[stride + 1] !== before[stride + 1]) wrong.push(`${cyclic ? 'ring' : 'path'} ${n}, D = ${D}: wrote outside its row`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
