import { describe, expect, it } from 'vitest';
import { wordsFor, xorWords } from '../gf2/words.ts';
import { Board } from '../puzzle/board.ts';
import { seededRandom } from '../puzzle/random.ts';
import { projectRows } from '../solve/grid/cover-rows.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { HeldRows } from './held-rows-kernels.ts';
import { holdTop, kernels } from './kernels.ts';

describe('HeldRows: a chase\'s rows made and projected in the module\'s memory', () => {
  kernelsOnInThisFile();

  it('makes rows r ≥ 2 the recurrence λ·row r − 1 + row r − 2 + dᵣ and projects them with a pattern as TypeScript does; nothing once the hold ends', () => {
    const random = seededRandom('held rows kernel');
    let compared = 0;
    for (const n of [33, 64, 65, 127, 128, 129, 2048]) {
      const cs = wordsFor(2 * n);
      for (const m of [40, 41, 301]) {
        const height = Math.ceil(m / 2);
        for (const lambda of [0, 1] as const) {
          const held = HeldRows.of(height, cs, 3 * cs + 8 + m * wordsFor(n))!;
          expect(held, `${m}×${n}`).not.toBeNull();
          const rows = new Uint32Array(height * cs).map(() => random() >>> 0);
          if ((2 * n) % 32 !== 0) for (let r = 0; r < height; r++) rows[r * cs + cs - 1]! &= (1 << ((2 * n) % 32)) - 1;
          held.memory()!.set(rows, held.at(0));
          expect(held.prefix(lambda)).toBe(true);
          const want = rows.slice();
          for (let r = 2; r < height; r++) {
            xorWords(want, want, cs, r * cs, (r - 2) * cs);
            if (lambda) xorWords(want, want, cs, r * cs, (r - 1) * cs);
          }
          expect([...held.memory()!.subarray(held.at(0), held.at(height))].every((w, i) => w === want[i]), `${m}×${n} λ = ${lambda}`).toBe(true);
          const period = 2 + lambda;
          const pattern = new Uint32Array(period * cs).map((_, i) => (i % cs === cs - 1 && (2 * n) % 32 !== 0 ? 0 : random() >>> 0));
          const board = Board.filled(m, n);
          expect(held.project(board, pattern, period)).toBe(true);
          for (let r = 0; r < height; r++) xorWords(want, pattern, cs, r * cs, (r % period) * cs);
          const projected = new Board(m, n);
          projectRows(want, 0, projected, 0, height);
          expect(board.equals(projected), `${m}×${n} λ = ${lambda}`).toBe(true);
          compared++;
          holdTop(kernels()!, 4, 0); // another hold: these rows are gone
          expect(held.memory()).toBeNull();
          expect(held.prefix(lambda)).toBe(false);
          expect(held.project(board, pattern, period)).toBe(false);
        }
      }
    }
    expect(compared).toBe(42);
  });
});
