import { describe, expect, it, vi } from 'vitest';

// Whole solves against dense elimination and the TypeScript path: a budget well above their need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { solveWith } from '../../_test-support.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { bilinearForm, sideRing } from './bilinear.ts';
import { verifySolution } from './kind.ts';
import { LowRankPart } from './low-rank-part.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { Side } from './row-split.ts';

const random = seededRandom('low-rank period');

const MOORE_NC = namedStencil('moore', { center: false });
const DIAGONAL = namedStencil('diagonal');

/** The bad part in coordinates of a row side of n cells (null: no split, or d past 32); `cap` 0 makes the d-pass twin. */
function partOf(stencil: typeof MOORE_NC, n: number, cyclic: boolean, cap?: number): LowRankPart | null {
  const g = bilinearForm(makeRule(stencil, 'torus'))!;
  const side = new Side(n, cyclic);
  const projection = side.projection(g);
  return projection && LowRankPart.build(projection, sideRing(g, n, cyclic).bad.degree, side, new Side(16, cyclic), g, 3, cap);
}

/** The rows wᵢ then uᵢ of a d-pass part (its `packed`). */
function rowsOf(plain: LowRankPart, n: number): Uint32Array[] {
  const stride = wordsFor(n);
  return Array.from({ length: 2 * plain.rank }, (_, i) => plain.packed.subarray(i * stride, (i + 1) * stride));
}

/** The least q ≤ 8 with every row's word k equal to word k mod q (the last cut at cell n), by definition; 0: none. */
function leastPeriod(rows: Uint32Array[], n: number): number {
  const words = wordsFor(n);
  for (let q = 1; q <= Math.min(8, words); q++) {
    const ok = rows.every((row) => row.every((x, k) => x === (k === words - 1 ? (row[k % q]! & tailMask(n)) >>> 0 : row[k % q])));
    if (ok) return q;
  }
  return 0;
}

/** 2-adic valuation. */
function twos(n: number): number {
  let v = 0;
  while (n % 2 === 0) [n, v] = [n / 2, v + 1];
  return v;
}

/** A random row of n cells, zero past its end. */
function randomRow(n: number): Uint32Array {
  const row = Uint32Array.from({ length: wordsFor(n) }, () => random());
  row[row.length - 1]! &= tailMask(n);
  return row;
}

describe('the low-rank bad part by the period of its rows', () => {
  it('folds by the least period of its rows for every split shape kind (Moore without centre: 3 words, from 3 words wide)', () => {
    const seen = new Map<string, Set<number>>();
    for (const [name, stencil] of [['moore-nc', MOORE_NC], ['diagonal', DIAGONAL]] as const) {
      for (const cyclic of [true, false]) {
        for (let n = 24; n <= 420; n++) {
          const part = partOf(stencil, n, cyclic);
          if (!part) continue;
          const plain = partOf(stencil, n, cyclic, 0)!;
          const label = `${name} ${cyclic ? 'ring' : 'path'} of ${n}`;
          expect(plain.period, label).toBe(0);
          const q = leastPeriod(rowsOf(plain, n), n);
          // folded when the rows have a period, but not to q > 1 words at rank < 4 (the d passes cost less there)
          expect(part.period, label).toBe(q === 1 || part.rank >= 4 ? q : 0);
          // the claim the fold rests on, checked rather than assumed: S₂'s vectors repeat every 3·2ᵛ cells
          if (name === 'moore-nc' && cyclic) expect(q, label).toBe(Math.min(wordsFor(n), (3 * 2 ** twos(n)) / Math.min(32, 2 ** twos(n))));
          if (name === 'moore-nc' && !cyclic) expect(q, label).toBe(Math.min(3, wordsFor(n)));
          if (name === 'diagonal') expect([1, 2], label).toContain(q);
          const kind = `${name} ${cyclic ? 'ring' : 'path'}`;
          if (!seen.has(kind)) seen.set(kind, new Set());
          seen.get(kind)!.add(q);
        }
      }
    }
    // every kind met (rows of one or two words have those periods)
    expect(Object.fromEntries([...seen].map(([k, qs]) => [k, [...qs].sort()]))).toEqual({
      'moore-nc ring': [1, 2, 3],
      'moore-nc path': [1, 2, 3],
      'diagonal ring': [1],
      'diagonal path': [1, 2],
    });
  });

  it('coordinates and combinations by the fold equal the d passes, on random rows at widths around the word and vector edges', () => {
    let folded = 0;
    for (const [stencil, cyclic, n] of [
      [MOORE_NC, true, 102],
      [MOORE_NC, true, 120],
      [MOORE_NC, true, 132],
      [MOORE_NC, true, 240],
      [MOORE_NC, true, 258],
      [MOORE_NC, true, 336],
      [MOORE_NC, false, 200], // d = 2: the d passes
      [DIAGONAL, true, 96],
      [DIAGONAL, true, 288],
      [DIAGONAL, false, 159],
      [DIAGONAL, false, 351],
    ] as const) {
      const part = partOf(stencil, n, cyclic);
      const plain = partOf(stencil, n, cyclic, 0);
      const label = `${stencil.offsets.length} offsets, ${cyclic ? 'ring' : 'path'} of ${n}`;
      expect(part && plain, label).toBeTruthy();
      if (part!.period > 0) folded++;
      const stride = wordsFor(n);
      for (let trial = 0; trial < 40; trial++) {
        const src = new Uint32Array(3 * stride);
        src.set(randomRow(n), stride);
        expect(part!.coords(src, stride), label).toBe(plain!.coords(src, stride));
        const c = random() >>> (32 - part!.rank);
        const a = src.slice();
        const b = src.slice();
        part!.xorCombination(a, stride, c);
        plain!.xorCombination(b, stride, c);
        expect([...a], label).toEqual([...b]);
      }
    }
    expect(folded).toBe(10);
  });

  it('whole solves at split sides of a period (3 | n) agree with dense elimination where small and with the TypeScript path at kernel sizes', () => {
    const wrong: string[] = [];
    // cylinders: the chase's rows are the wrapping ones, rings of 72, 120, 168 cells (q = 3) and 48 (q = 2)
    for (const cols of [48, 72, 120, 168]) for (const rows of [5, 8]) wrong.push(...denseDisagreements(ringChaseMethod, makeRule(MOORE_NC, 'cylinder'), rows, cols, random));
    expect(wrong).toEqual([]);
    for (const topology of ['torus', 'cylinder', 'plane'] as const) {
      const rule = makeRule(MOORE_NC, topology);
      // the chase's rows: rings of 120, 264 and 240 cells (q = 3, d = 16, 16, 32; 4, 9 and 8 words) on the torus
      // and cylinder, paths of 200 and 380 cells (d = 2: the d passes) on the plane, each past the kernel's threshold
      for (const [rows, cols] of topology === 'plane'
        ? ([
            [260, 200],
            [380, 380],
          ] as const)
        : ([
            [300, 120],
            [408, 264],
            [264, 240],
          ] as const)) {
        const label = `${topology} ${rows}×${cols}`;
        const lights = randomSolvableBoard(rows, cols, { rule, random });
        const got = solveWith(ringChaseMethod, lights, rule);
        expect(got.presses && verifySolution(lights, got.presses, rule), label).toBe(true);
        const reference = withKernels('ts', () => solveWith(ringChaseMethod, lights, rule));
        expect(got.presses!.words, label).toEqual(reference.presses!.words);
      }
    }
  });
});
