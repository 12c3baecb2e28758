import { describe, expect, it } from 'vitest';
import { allRules } from '../_test-support.ts';
import { getBit } from '../gf2/words.ts';
import { solve } from '../solve/grid/solve.ts';
import type { Board } from './board.ts';
import { mathRandom, randomBoard, randomSolvableBoard, seededRandom } from './random.ts';

function paddingIsZero(b: Board): boolean {
  for (let r = 0; r < b.rows; r++) for (let c = b.cols; c < b.stride * 32; c++) if (getBit(b.words.subarray(r * b.stride), c)) return false;
  return true;
}

describe('seededRandom', () => {
  it('is reproducible: equal seeds give equal sequences, different seeds differ', () => {
    const take = (seed: number | string) => {
      const r = seededRandom(seed);
      return Array.from({ length: 50 }, () => r());
    };
    expect(take(42)).toEqual(take(42));
    expect(take('abc')).toEqual(take('abc'));
    expect(take(42)).not.toEqual(take(43));
    expect(take('42')).toEqual(take(42)); // the seed is read as text
    for (const v of take(7)) expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
  });

  it('spreads its bits evenly (each bit set about half the time)', () => {
    const r = seededRandom(1);
    const ones = new Array<number>(32).fill(0);
    const N = 4000;
    for (let i = 0; i < N; i++) {
      const v = r();
      for (let b = 0; b < 32; b++) ones[b]! += (v >>> b) & 1;
    }
    for (const n of ones) expect(Math.abs(n - N / 2)).toBeLessThan(300); // > 9 sigma
  });

  it('mathRandom yields unsigned 32-bit integers', () => {
    for (let i = 0; i < 100; i++) {
      const v = mathRandom();
      expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
    }
  });
});

describe('randomBoard', () => {
  it('is reproducible with a seeded source and keeps padding zero', () => {
    for (const [rows, cols] of [[5, 5], [3, 33], [2, 64], [7, 1]] as const) {
      for (const density of [0.5, 0.3]) {
        const a = randomBoard(rows, cols, { density, random: seededRandom('x') });
        const b = randomBoard(rows, cols, { density, random: seededRandom('x') });
        expect(a.equals(b)).toBe(true);
        expect(paddingIsZero(a)).toBe(true);
      }
    }
    expect(randomBoard(6, 6, { random: seededRandom(1) }).equals(randomBoard(6, 6, { random: seededRandom(2) }))).toBe(false);
  });

  it('density 0 is all off, density 1 all on, and between them the share of lit cells follows the density', () => {
    expect(randomBoard(9, 40, { density: 0, random: seededRandom(3) }).isEmpty()).toBe(true);
    expect(randomBoard(9, 40, { density: 1, random: seededRandom(3) }).count()).toBe(360);
    for (const density of [0.1, 0.5, 0.9]) {
      const b = randomBoard(100, 100, { density, random: seededRandom(density) });
      expect(Math.abs(b.count() / 10_000 - density)).toBeLessThan(0.03);
    }
  });

  it('rejects densities outside [0, 1]', () => {
    for (const density of [-0.1, 1.01, Number.NaN]) expect(() => randomBoard(2, 2, { density })).toThrow(RangeError);
  });
});

describe('randomSolvableBoard', () => {
  it('is always solvable under its rule, and reproducible', () => {
    for (const rule of allRules()) {
      for (const [rows, cols] of [[3, 3], [4, 4], [5, 6], [2, 7]] as const) {
        const b = randomSolvableBoard(rows, cols, { rule, random: seededRandom(`${rule.stencil.name}${rule.topology}${rows}`) });
        expect(b.rows).toBe(rows);
        expect(solve(b, { rule }).solvable).toBe(true);
        expect(randomSolvableBoard(rows, cols, { rule, random: seededRandom(`${rule.stencil.name}${rule.topology}${rows}`) }).equals(b)).toBe(true);
      }
    }
    // 4×4 classic: 15 boards in 16 are unsolvable, but never a generated one
    const random = seededRandom('classic');
    for (let i = 0; i < 200; i++) expect(solve(randomSolvableBoard(4, 4, { random })).solvable).toBe(true);
  });
});
