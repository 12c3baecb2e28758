import { describe, expect, it } from 'vitest';
import { RowDivider } from '../gf2/row-divider.ts';
import { dotParity, tailMask, wordsFor } from '../gf2/words.ts';
import { seededRandom } from '../puzzle/random.ts';
import { ChaseDivisor } from '../solve/grid/chase-divisor.ts';
import { PeriodicCoords } from '../solve/grid/periodic-coords.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { type RingChaseSetup, ringChaseSetup, ringChaseWasm } from './ring-chase-kernels.ts';

/**
 * The ring chase kernel's bad part by the period of its rows (`periodic` = q, wasm/word-period.ts) against its
 * d passes (`periodic` = 0) and against plain parities: random rows wᵢ and uᵢ of every period q ≤ 8 words at
 * widths either side of the word, u64 and vector edges and row ends not a multiple of q words; the same light
 * coordinates and the same projected presses. The TypeScript side of the same tables (`PeriodicCoords`) on the
 * same rows.
 */
kernelsOnInThisFile();

const random = seededRandom('ring chase period');

/** A row of n cells repeating `pattern`, the last word cut at the row's end. */
function tiled(pattern: Uint32Array, n: number): Uint32Array {
  const row = Uint32Array.from({ length: wordsFor(n) }, (_, k) => pattern[k % pattern.length]!);
  row[row.length - 1]! &= tailMask(n);
  return row;
}

/** A chase setup for rows of n cells that every right-hand side can fix (the kernel never throws on it). */
function setupFor(n: number): RingChaseSetup {
  const keep = { keep: true, up: true, down: true };
  const moore = { keep: false, up: true, down: true };
  for (const [shifts, cyclic] of [
    [[-1, 0, 1], true],
    [[-1, 0, 1], false],
    [[-1, 1], true],
    [[-1, 1], false],
  ] as const) {
    const divider = new ChaseDivisor(new RowDivider(shifts, n, cyclic), null, wordsFor(n)).tabled;
    const setup = divider && ringChaseSetup(moore, keep, divider.parts, divider.fixes, n, cyclic);
    if (setup && setup.bad === 0) return setup;
  }
  throw new Error(`no setup for ${n} cells`);
}

describe('the ring chase kernel with the bad part by its period', () => {
  it('light coordinates and projected presses equal the d passes and plain parities, every q ≤ 8, at widths around the edges', () => {
    let runs = 0;
    for (const n of [65, 95, 96, 97, 127, 128, 129, 159, 160, 161, 191, 192, 193, 255, 256, 257, 383, 385, 1000]) {
      const stride = wordsFor(n);
      const setup = setupFor(n);
      for (let q = 1; q <= Math.min(8, stride); q++) {
        const d = [1, 7, 16, 32][random() % 4]!;
        const label = `${n} cells, q = ${q}, d = ${d}`;
        const w = Array.from({ length: d }, () => tiled(Uint32Array.from({ length: q }, () => random()), n));
        const u = Array.from({ length: d }, () => tiled(Uint32Array.from({ length: q }, () => random()), n));
        const periodic = new PeriodicCoords(w, u, n, q);
        const plainRows = new Uint32Array(2 * d * stride);
        [...w, ...u].forEach((row, i) => plainRows.set(row, i * stride));
        const rows = 9;
        const lights = new Uint32Array(rows * stride);
        for (let r = 0; r < rows; r++) lights.set(tiled(Uint32Array.from({ length: stride }, () => random()), n), r * stride);
        const x2 = Uint32Array.from({ length: rows }, () => random() >>> (32 - d));
        const first = tiled(Uint32Array.from({ length: stride }, () => random()), n);
        const above = tiled(Uint32Array.from({ length: stride }, () => random()), n);
        const run = (vectors: Uint32Array, period: number): { out: Uint32Array; coords: Uint32Array; last: Uint32Array[] } => {
          const out = new Uint32Array(rows * stride);
          const coords = new Uint32Array(rows);
          const last = ringChaseWasm(setup, lights, rows, first, above, out, { d, vectors, x2, lightCoords: coords, periodic: period });
          expect(last, label).not.toBeNull();
          return { out, coords, last: last! };
        };
        const fast = run(periodic.packed, q);
        const plain = run(plainRows, 0);
        // the coordinates of every light row, by definition
        const want = Array.from({ length: rows }, (_, r) => w.reduce((acc, wi, i) => acc | (dotParity(wi, lights, r * stride) << i), 0) >>> 0);
        expect([...fast.coords], label).toEqual(want);
        expect([...plain.coords], label).toEqual(want);
        expect([...fast.out], label).toEqual([...plain.out]);
        expect(fast.last.map((row) => [...row]), label).toEqual(plain.last.map((row) => [...row]));
        // the TypeScript side of the same tables: each light row's coordinates, and a projection of each press row
        for (let r = 0; r < rows; r++) {
          expect(periodic.coords(lights, r * stride), label).toBe(want[r]);
          const c = x2[r]!;
          const got = plain.out.slice(r * stride, (r + 1) * stride);
          periodic.xorCombination(got, 0, c);
          const ref = plain.out.slice(r * stride, (r + 1) * stride);
          u.forEach((ui, i) => {
            if ((c >>> i) & 1) for (let k = 0; k < stride; k++) ref[k]! ^= ui[k]!;
          });
          expect([...got], label).toEqual([...ref]);
        }
        runs++;
      }
    }
    expect(runs).toBeGreaterThan(100);
  });
});
