import { describe, expect, it } from 'vitest';
import { cases } from '../../_test-seed.ts';
import { Board } from '../../puzzle/board.ts';
import { pressEffect } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { RowDivider } from '../../gf2/row-divider.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { columnRingDivideWasm } from '../../wasm/column-ring-kernels.ts';
import { ColumnRings, reflectRow } from './column-rings.ts';
import { denseMethod } from './dense.ts';
import { kronRowFactor } from './kron-chase.ts';

kernelsOnInThisFile();

/** Rows (the twisting side) and columns around the word and vector edges; columns even. */
const NS = [3, 4, 5, 7, 31, 32, 33, 64, 65, 97, 130];
const MS = [2, 4, 6, 30, 32, 34, 64, 66, 96, 130];
/** Moore, u = v = 1 + x + x⁻¹, and the diagonal rule without centre, u = v = x + x⁻¹. */
const RULES = [
  { stencil: namedStencil('moore'), c: 1 },
  { stencil: namedStencil('diagonal', { center: false }), c: 0 },
] as const;

/**
 * The trip on the board as given, n × m, for u = v = c + x + x⁻¹, or undefined where the plan does not take the shape
 * (as twist-product's: X invertible on every ring, or Y on every row).
 */
function trip(lights: Board, c: 0 | 1, wraps: boolean): Board | null | undefined {
  const { rows: n, cols: m } = lights;
  const columns = ColumnRings.of(n, m, c, 1);
  const divider = new RowDivider(c ? [0, -1, 1] : [-1, 1], m, wraps && m !== 2);
  const rows = kronRowFactor(divider);
  if (!columns || !rows || !(columns.invertible || divider.kernel.length === 0)) return undefined;
  const out = new Board(n, m);
  const failed = columnRingDivideWasm(lights.words, n, m, columns, rows, out.words);
  if (failed === null) throw new Error('the kernels did not run');
  return failed < 0 ? out : null;
}

describe('column-rings: X down the columns of a board whose rows twist, no transpose', () => {
  it('reflects a row cell j to m − 1 − j', () => {
    const random = seededRandom('reflect');
    for (const m of [1, 2, 31, 32, 33, 64, 65, 100]) {
      const row = randomBoard(1, m, { random }).words;
      const out = reflectRow(row, m);
      for (let j = 0; j < m; j++) expect((out[j >>> 5]! >>> (j & 31)) & 1).toBe((row[(m - 1 - j) >>> 5]! >>> ((m - 1 - j) & 31)) & 1);
    }
  });

  it('takes u = u₀ + x + x⁻¹ on an even number of columns; X is invertible where I + K² is', () => {
    expect(ColumnRings.of(8, 8, 1, 1)?.invertible).toBe(true);
    expect(ColumnRings.of(8, 7, 1, 1)).toBeNull(); // a middle column
    expect(ColumnRings.of(8, 8, 1, 0)).toBeNull();
    for (const n of [3, 4, 7, 8]) expect(ColumnRings.of(n, 8, 0, 1)?.invertible).toBe(false); // x + x⁻¹: (1 + s)² divides every ring of 2n
    // Moore's rings of 2n cells have a kernel when 3 divides 2n
    for (const n of [3, 6, 9, 33]) expect(ColumnRings.of(n, 8, 1, 1)?.invertible).toBe(false);
    for (const n of [4, 5, 7, 32]) expect(ColumnRings.of(n, 8, 1, 1)?.invertible).toBe(true);
  });

  it("solves Moore and the diagonal rule without centre where the rows twist: answers verified, solvability as dense elimination's up to 34 × 34", () => {
    const random = seededRandom('column-rings');
    let taken = 0;
    const surfaces = RULES.flatMap(({ stencil, c }) => (['twist,clip', 'twist,wrap'] as const).map((topology) => ({ rule: makeRule(stencil, topology), c, topology })));
    for (const { rule, c, topology } of surfaces) {
      for (const n of NS) {
        for (const m of MS) {
          for (let run = 0; run < cases(2); run++) {
            const solvable = randomSolvableBoard(n, m, { rule, random });
            const x = trip(solvable, c, topology === 'twist,wrap');
            if (x === undefined) continue;
            taken++;
            expect(x, `${topology} ${n}×${m}`).not.toBeNull();
            expect(pressEffect(x!, rule).equals(solvable), `${topology} ${n}×${m}`).toBe(true);
            if (n * m > 34 * 34) continue;
            const any = randomBoard(n, m, { random });
            const y = trip(any, c, topology === 'twist,wrap');
            const dense = denseMethod.prepare({ rule, rows: n, cols: m }).solve(any);
            expect(y === null, `${topology} ${n}×${m} solvability`).toBe(dense === null);
            if (y) expect(pressEffect(y, rule).equals(any)).toBe(true);
          }
        }
      }
    }
    expect(taken).toBeGreaterThan(150);
  });
});
