import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { getBit, wordsFor } from '../../gf2/words.ts';
import type { BilinearForm } from './bilinear.ts';
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

/** E₂·v on a ring of n cells, cell by cell from the idempotents of the file comment (null: c is a unit). */
function ringProjection(v: Uint8Array, three: boolean): Uint8Array | null {
  const n = v.length;
  let d = 1;
  while (n % (2 * d) === 0) d *= 2;
  if (three && (n / d) % 3 !== 0) return null;
  // E₂ = Σ_{j<n/d} s^{jd}, or s^d·(1 + s^d)·Σ_{j<n/3d} s^{3jd}: a sum of rotations
  const shifts: number[] = [];
  if (!three) for (let j = 0; j < n / d; j++) shifts.push(j * d);
  else for (let j = 0; j < n / (3 * d); j++) shifts.push(3 * j * d + d, 3 * j * d + 2 * d);
  const out = new Uint8Array(n);
  for (const t of shifts) for (let j = 0; j < n; j++) out[(j + t) % n]! ^= v[j]!;
  return out;
}

describe('Side.projection on rings', () => {
  it('is E₂ of the file comment, for the rings whose period is whole words (one pass) and the others', () => {
    const random = seededRandom('row-split projection');
    const wrong: string[] = [];
    // 64 (all bad), 192 and 384 (1 + s + s² with 2 and 4 words of d), 320 (s with P = 2), 96 and 100 (bit-level periods)
    for (const n of [64, 96, 100, 120, 192, 320, 384, 448]) {
      for (const three of [false, true]) {
        const g: BilinearForm = three ? { g00: 0, g01: 1, g10: 1, g11: 1 } : { g00: 1, g01: 0, g10: 0, g11: 1 };
        const side = new Side(n, true);
        const projection = side.projection(g);
        for (let trial = 0; trial < 3; trial++) {
          const cells = Uint8Array.from({ length: n }, () => random() & 1);
          const want = ringProjection(cells, three);
          if (!want || !projection) {
            if (!want !== !projection) wrong.push(`${n} ${three ? '1 + s + s²' : 's'}: projection ${projection ? 'given' : 'missing'}`);
            continue;
          }
          const stride = wordsFor(n);
          const row = new Uint32Array(stride);
          cells.forEach((b, j) => {
            if (b) row[j >>> 5]! |= 1 << (j & 31);
          });
          const dst = new Uint32Array(stride + 2).fill(0x5a5a5a5a);
          const before = dst.slice();
          projection.apply(dst, 1, row, 0);
          for (let j = 0; j < n; j++) if ((getBit(dst, 32 + j) !== getBit(before, 32 + j)) !== (want[j] === 1)) wrong.push(`${n} ${three ? '1 + s + s²' : 's'}, cell ${j}`);
          if (dst[0] !== before[0] || dst[stride + 1] !== before[stride + 1]) wrong.push(`${n}: wrote outside its row`);
          // in place, as the chase's projection uses it
          const copy = row.slice();
          projection.apply(copy, 0, copy, 0);
          for (let j = 0; j < n; j++) if (Number(getBit(copy, j)) !== (cells[j]! ^ want[j]!)) wrong.push(`${n} ${three ? '1 + s + s²' : 's'}, in place, cell ${j}`);
        }
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
