import { describe, expect, it } from 'vitest';
import { tailMask } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import type { BilinearForm } from './bilinear.ts';
import { FoldedPart } from './folded-part.ts';
import { PeriodPart } from './period-part.ts';
import { Side } from './row-split.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { withKernels } from '../../wasm/kernels.ts';
import { WASM_FOLD_MIN_WORDS } from '../../wasm/fold-part-kernels.ts';

kernelsOnInThisFile();

/** The split rules' forms: Moore without centre (the prime 1 + s + s²) and the diagonal rule (1 + s). */
const FORMS: ReadonlyArray<[string, BilinearForm]> = [
  ['moore-nc', { g00: 0, g01: 1, g10: 1, g11: 1 }],
  ['diagonal', { g00: 1, g01: 0, g10: 0, g11: 1 }],
];

/** Ring lengths: periods below a word, of a few words, not dividing a word count, and of whole words. */
const RINGS = [6, 12, 24, 30, 48, 96, 100, 130, 192, 250, 320, 384, 1000];

const twoPart = (n: number): number => n & -n;

describe('PeriodPart: the bad part through its fold period', () => {
  const random = seededRandom('period part');

  it('projects each row as E₂ of row-split.ts does (P + E₂·P, row by row)', () => {
    let compared = 0;
    for (const [name, g] of FORMS) {
      for (const L of RINGS) {
        const side = new Side(L, true);
        const projection = side.projection(g);
        if (!projection) continue;
        const part = new PeriodPart(L, twoPart(L), g.g10 === 1, g, new Side(5, false), 2);
        const rows = randomBoard(5, L, { random });
        const want = rows.clone();
        for (let r = 0; r < rows.rows; r++) projection.apply(want.words, r * rows.stride, rows.words, r * rows.stride);
        part.finish(rows, null);
        expect(rows.equals(want), `${name} L = ${L}`).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('gives the bad part of folded-part.ts where both apply (periods of whole words), on paths and rings of columns', () => {
    let compared = 0;
    for (const [name, g] of FORMS) {
      for (const L of RINGS) {
        const fold = new Side(L, true).wordFold(g);
        if (!fold) continue;
        for (const [m, wraps] of [[7, false], [12, true]] as const) {
          const colSide = new Side(m, wraps);
          const lights = randomBoard(m, L, { random });
          const presses = [randomBoard(m, L, { random }), null].map((b) => b ?? new Board(m, L));
          const mine = new PeriodPart(L, twoPart(L), g.g10 === 1, g, colSide, 3);
          const theirs = new FoldedPart(lights.stride, fold, g, colSide, 3);
          const [a, b] = [presses[0]!.clone(), presses[0]!.clone()];
          mine.finish(a, mine.inverse(lights));
          theirs.finish(b, theirs.inverse(lights));
          expect(a.equals(b), `${name} L = ${L}, ${m} rows`).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  it('folds and tiles in WebAssembly as in TypeScript on boards past the kernels\' threshold, padding kept clear', () => {
    let compared = 0;
    for (const [name, g] of FORMS) {
      for (const L of [1000, 2000, 2002, 6000]) {
        if (!new Side(L, true).projection(g)) continue;
        const rows = Math.ceil(WASM_FOLD_MIN_WORDS / Math.ceil(L / 32)) + 3;
        const colSide = new Side(rows, false);
        const lights = randomBoard(rows, L, { random });
        const presses = randomBoard(rows, L, { random });
        const run = (): Board => {
          const part = new PeriodPart(L, twoPart(L), g.g10 === 1, g, colSide, 3);
          const out = presses.clone();
          part.finish(out, part.inverse(lights));
          return out;
        };
        const fast = run();
        const slow = withKernels('ts', run);
        expect(fast.equals(slow), `${name} L = ${L}`).toBe(true);
        const pad = ~tailMask(L);
        for (let r = 0; r < rows; r++) expect(fast.words[(r + 1) * fast.stride - 1]! & pad, `${name} L = ${L} row ${r}`).toBe(0);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  });

});
