import { describe, expect, test } from 'vitest';
import { pathPolynomial } from '../../gf2/path-polys.ts';
import { pathRowToPoly } from '../../gf2/path-basis.ts';
import { Board } from '../../puzzle/board.ts';
import { randomBoard, seededRandom } from '../../puzzle/random.ts';
import { makeRule } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { denseDisagreements } from './_test-dense-agreement.ts';
import { verifySolution } from './kind.ts';
import { chooseMethod } from './methods.ts';
import { chaseCoefficients, pathBasisChaseMethod, pathBasisSolveTs, substituteRows } from './path-basis-chase.ts';

/**
 * The diagonal rule with centre on the plane with 2ᵏ − 1 rows in one chase: the algebra it rests on (the path of
 * 2ᵏ − 1 cells is nilpotent: χ = t^m), the row transform against its definition (each column's polynomial by
 * `path-basis.ts`) and its inverse, and the method against dense elimination and by applying its answers.
 */
const random = seededRandom('path-basis-chase');
const diagonal = makeRule(namedStencil('diagonal', { center: true }), 'plane');
const SIDES = [1, 3, 7, 15, 31, 63];

describe('path-basis chase', () => {
  test('the path of 2ᵏ − 1 cells has characteristic polynomial t^m (other lengths do not)', () => {
    for (const m of SIDES) {
      const chi = pathPolynomial(m);
      expect(chi.degree, `m ${m}`).toBe(m);
      for (let i = 0; i < m; i++) expect(chi.coefficient(i), `m ${m}, t^${i}`).toBe(0);
    }
    for (const m of [2, 4, 5, 6, 8, 12, 16]) {
      const chi = pathPolynomial(m);
      expect(Array.from({ length: m }, (_, i) => chi.coefficient(i)).some((c) => c === 1), `m ${m}`).toBe(true);
    }
  });

  test('rows to coefficients is each column taken to its path polynomial, and back is its inverse', () => {
    for (const m of SIDES) {
      for (const n of [1, 31, 32, 33, 70]) {
        const b = randomBoard(m, n, { random });
        const w = b.words.slice();
        substituteRows(w, m, b.stride, false);
        const want = new Board(m, n);
        for (let c = 0; c < n; c++) {
          const column = new Uint32Array((m + 31) >>> 5);
          for (let r = 0; r < m; r++) if (b.get(r, c)) column[r >>> 5]! |= 1 << (r & 31);
          const xi = pathRowToPoly(column, m);
          for (let j = 0; j < m; j++) if (xi.coefficient(j) === 1) want.set(j, c, true);
        }
        expect(w, `m ${m}, n ${n}`).toEqual(want.words);
        substituteRows(w, m, b.stride, true);
        expect(w, `m ${m}, n ${n}: back`).toEqual(b.words);
      }
    }
  });

  test('the chase solves (1 + X·t)·p = b mod t^m', () => {
    const m = 15;
    const n = 40;
    const b = randomBoard(m, n, { random });
    const p = b.words.slice();
    chaseCoefficients(p, m, n, b.stride);
    const pb = new Board(m, n, p);
    for (let j = 0; j < m; j++) {
      for (let c = 0; c < n; c++) {
        const prev = j > 0 ? (c > 0 && pb.get(j - 1, c - 1) ? 1 : 0) ^ (c + 1 < n && pb.get(j - 1, c + 1) ? 1 : 0) : 0;
        expect((pb.get(j, c) ? 1 : 0) ^ prev, `t^${j}, cell ${c}`).toBe(b.get(j, c) ? 1 : 0);
      }
    }
  });

  test('chosen for the diagonal rule on the plane with 2ᵏ − 1 rows or columns, not for other row counts or topologies', () => {
    expect(chooseMethod({ rule: diagonal, rows: 2047, cols: 2047 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: diagonal, rows: 63, cols: 100 })).toBe(pathBasisChaseMethod);
    expect(chooseMethod({ rule: diagonal, rows: 2048, cols: 2047 })).toBe(pathBasisChaseMethod); // transposed
    expect(pathBasisChaseMethod.applies({ rule: diagonal, rows: 2048, cols: 2048 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: diagonal, rows: 2046, cols: 2049 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: true }), 'torus'), rows: 63, cols: 63 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('diagonal', { center: false }), 'plane'), rows: 63, cols: 63 })).toBe(false);
    expect(pathBasisChaseMethod.applies({ rule: makeRule(namedStencil('moore'), 'plane'), rows: 63, cols: 63 })).toBe(false);
  });

  test('agrees with dense elimination on small planes', () => {
    const wrong: string[] = [];
    let cases = 0;
    for (const m of [1, 3, 7, 15]) {
      for (const n of [1, 2, 3, 5, 8, 13, 20, 31, 32, 33]) {
        if (m * n > 500) continue;
        wrong.push(...denseDisagreements(pathBasisChaseMethod, diagonal, m, n, random));
        if (n !== m && n * m <= 300) wrong.push(...denseDisagreements(pathBasisChaseMethod, diagonal, n, m, random)); // 2ᵏ − 1 columns: transposed
        cases++;
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBeGreaterThan(30);
  });

  test('every answer verified by applying it: 1 … 63 rows, widths 1 … 70, and transposed (the unique answer: nullity 0)', () => {
    let cases = 0;
    for (const m of SIDES) {
      const prepared = pathBasisChaseMethod.prepare({ rule: diagonal, rows: m, cols: 70 });
      expect(prepared.nullity).toBe(0);
      for (let n = 1; n <= 70; n++) {
        const shape = { rule: diagonal, rows: m, cols: n };
        const lights = randomBoard(m, n, { random });
        const presses = pathBasisChaseMethod.prepare(shape).solve(lights);
        expect(presses !== null && verifySolution(lights, presses, diagonal), `${m}×${n}`).toBe(true);
        expect(pathBasisSolveTs(lights).words, `${m}×${n}: TypeScript path`).toEqual(presses!.words);
        const across = randomBoard(n, m, { random }); // 2ᵏ − 1 columns: solved on the transposed board
        const pressesAcross = pathBasisChaseMethod.prepare({ rule: diagonal, rows: n, cols: m }).solve(across);
        expect(pressesAcross !== null && verifySolution(across, pressesAcross, diagonal), `${n}×${m}`).toBe(true);
        cases++;
      }
    }
    expect(cases).toBe(6 * 70);
  });

  test('a deliberate break is caught: one substitution level left out', () => {
    const m = 31;
    const n = 40;
    const lights = randomBoard(m, n, { random });
    const x = lights.clone();
    substituteRows(x.words, m, x.stride, false);
    chaseCoefficients(x.words, m, n, x.stride);
    substituteRows(x.words, 15, x.stride, true); // the top level missing
    expect(verifySolution(lights, x, diagonal)).toBe(false);
  });
});
